/// Which page of a paged feature tour is shown and, for a progress tour, how far its
/// clock has run.
///
/// Pure: time comes in through ``tick(at:)`` as seconds on any monotonic clock, so tests
/// drive a progress tour without waiting. ←/→ (and h/l) move between pages and restart the
/// page's clock; Space pauses and resumes; any other letter pauses. A progress tour loops,
/// as seeds 000 and 002 do: after the last page comes the first again, by the clock and by
/// →, and ← on the first page goes to the last.
public struct TourEdit: Sendable, Equatable {
    public let pageCount: Int
    /// Seconds per page for a tour that advances by itself, else `nil`.
    public let secondsPerPage: Double?
    public private(set) var page = 0
    public private(set) var isPaused = false
    /// Seconds the current page has been shown, not counting pauses.
    public private(set) var elapsed: Double = 0
    private var lastTick: Double?

    public init(page: InfoPage) {
        self.pageCount = max(page.features.count, 1)
        if case .progress(let seconds) = page.tour {
            secondsPerPage = seconds
        } else {
            secondsPerPage = nil
        }
    }

    public var isLastPage: Bool { page == pageCount - 1 }

    /// Whether the pages turn by themselves (a progress tour), round and round.
    public var loops: Bool { secondsPerPage != nil }

    /// How much of the current page's time has run, from 0 to 1; 0 for a tour that does
    /// not advance by itself.
    public var fraction: Double {
        guard let secondsPerPage else { return 0 }
        return min(1, elapsed / secondsPerPage)
    }

    /// Whether the tour is waiting on its clock (it advances by itself and is not paused):
    /// the frontend then calls ``tick(at:)`` while no key comes.
    public var isRunning: Bool {
        secondsPerPage != nil && !isPaused
    }

    /// Applies `key`; returns whether it was a tour key.
    public mutating func update(with key: Key) -> Bool {
        switch key {
        case .right, .character("l"): return turn(to: neighbour(1))
        case .left, .character("h"): return turn(to: neighbour(-1))
        case .character(" ") where secondsPerPage != nil:
            isPaused.toggle()
            lastTick = nil
            return true
        case .character where secondsPerPage != nil && !isPaused:
            isPaused = true
            return true
        default:
            return false
        }
    }

    /// Forgets the clock's last reading, so that time spent away (on another step, or
    /// stopped with Ctrl-Z) does not count: the page goes on from where it was.
    public mutating func restartClock() {
        lastTick = nil
    }

    /// Shows the next page; returns `false` on the last page of a tour that does not loop.
    public mutating func nextPage() -> Bool { turn(to: neighbour(1)) }

    /// The page `offset` pages on, round the end when the tour loops; possibly out of range.
    private func neighbour(_ offset: Int) -> Int {
        loops ? (page + offset + pageCount) % pageCount : page + offset
    }

    /// Lets the clock run to `time`; returns whether anything shown changed (the page or
    /// the progress bar's fill).
    public mutating func tick(at time: Double) -> Bool {
        defer { lastTick = time }
        guard let secondsPerPage, isRunning, let lastTick, time > lastTick else { return false }
        elapsed += time - lastTick
        if elapsed >= secondsPerPage {
            page = (page + 1) % pageCount
            elapsed = 0
        }
        return true
    }

    private mutating func turn(to newPage: Int) -> Bool {
        guard (0..<pageCount).contains(newPage) else { return false }
        page = newPage
        elapsed = 0
        lastTick = nil
        return true
    }
}
