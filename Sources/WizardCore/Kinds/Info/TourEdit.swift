/// Which page of a paged feature tour is shown and, for a progress tour, how far its
/// clock has run.
///
/// Pure: time comes in through ``tick(at:)`` as seconds on any monotonic clock, so tests
/// drive a progress tour without waiting. ←/→ (and h/l) move between pages and restart the
/// page's clock; Space pauses and resumes; any other letter pauses.
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

    /// How much of the current page's time has run, from 0 to 1; 0 for a tour that does
    /// not advance by itself.
    public var fraction: Double {
        guard let secondsPerPage else { return 0 }
        return min(1, elapsed / secondsPerPage)
    }

    /// Whether the tour is waiting on its clock (it advances by itself, is not paused,
    /// and has time left to run): the frontend then calls ``tick(at:)`` while no key comes.
    public var isRunning: Bool {
        secondsPerPage != nil && !isPaused && !(isLastPage && fraction >= 1)
    }

    /// Applies `key`; returns whether it was a tour key.
    public mutating func update(with key: Key) -> Bool {
        switch key {
        case .right, .character("l"): return turn(to: page + 1)
        case .left, .character("h"): return turn(to: page - 1)
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

    /// Shows the next page; returns `false` on the last page.
    public mutating func nextPage() -> Bool { turn(to: page + 1) }

    /// Lets the clock run to `time`; returns whether anything shown changed (the page or
    /// the progress bar's fill).
    public mutating func tick(at time: Double) -> Bool {
        defer { lastTick = time }
        guard let secondsPerPage, isRunning, let lastTick, time > lastTick else { return false }
        elapsed += time - lastTick
        if elapsed >= secondsPerPage, !isLastPage {
            page += 1
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
