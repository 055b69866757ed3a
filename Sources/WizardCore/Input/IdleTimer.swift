/// How long a run at a terminal waits for a key (`--timeout`, a flow's `timeout`): when the
/// time runs out, and the countdown shown in its last ``countdownSeconds``.
///
/// Pure: the interactive loop gives it the time of each key and asks it what to show and
/// how long to wait, on its monotonic clock.
public struct IdleTimer: Sendable, Equatable {
    /// The countdown shows for this many seconds before the time runs out.
    public static let countdownSeconds = 10

    /// Seconds without a key that end the run.
    public let limit: Int
    /// When the last key came (or the timer started), on the clock's seconds.
    public private(set) var lastKey: Double

    public init(limit: Int, now: Double) {
        self.limit = limit
        self.lastKey = now
    }

    /// A key came at `now`: the time starts again.
    public mutating func keyPressed(at now: Double) {
        lastKey = max(lastKey, now)
    }

    /// Seconds left at `now`; 0 or less once the time has run out.
    public func remaining(at now: Double) -> Double {
        Double(limit) - (now - lastKey)
    }

    public func hasRunOut(at now: Double) -> Bool { remaining(at: now) <= 0 }

    /// The whole seconds the countdown shows at `now` (10, 9, … 1), `nil` before it starts
    /// and once the time has run out.
    public func countdown(at now: Double) -> Int? {
        let left = remaining(at: now)
        guard left > 0, left <= Double(Self.countdownSeconds) else { return nil }
        return Int(left.rounded(.up))
    }

    /// How long to wait at `now` before what the timer shows changes: until the countdown
    /// starts, then until its next second, or the end.
    public func wait(at now: Double) -> Double {
        let left = remaining(at: now)
        guard left > 0 else { return 0 }
        if left > Double(Self.countdownSeconds) { return left - Double(Self.countdownSeconds) }
        let toNextSecond = left - (left.rounded(.up) - 1)
        return max(toNextSecond, 0.001)
    }
}
