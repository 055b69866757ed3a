import Glibc

/// The interactive loop's time: what a progress tour's pages advance on, and the pause
/// between the frames of a step sliding in.
public protocol MonotonicClock: AnyObject {
    /// Seconds on a clock that only moves forward; wall-clock changes do not move it.
    var now: Double { get }
    /// Waits `seconds` before the next frame of an animation.
    func pause(seconds: Double)
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`).
public final class SystemClock: MonotonicClock {
    public init() {}

    public var now: Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    public func pause(seconds: Double) {
        usleep(useconds_t(seconds * 1e6))
    }
}
