import Glibc

/// A deadline for a test that blocks inside the process (GNU readline reading a
/// pseudo-terminal on the test's own thread): if the test has not disarmed it within
/// `seconds`, `expire` runs on a thread of its own, to make the blocked call return — by
/// hanging up the terminal it reads (``PseudoTerminal/hangUp(master:)``), say — so that the
/// test fails instead of hanging the suite.
///
/// Swift Testing's `.timeLimit` records a failure when a test runs too long, but it cannot
/// stop a synchronous call that never returns; this can.
public final class Watchdog: Sendable {
    private let disarmed = Latch()
    private let expired = Latch()
    private let thread: BackgroundThread

    /// Arms the watchdog at once.
    public init(seconds: Double, expire: @escaping @Sendable () -> Void) {
        let (disarmed, expired) = (self.disarmed, self.expired)
        thread = BackgroundThread {
            guard !disarmed.wait(timeout: seconds) else { return }
            expired.open()
            expire()
        }
    }

    /// Whether the deadline passed and `expire` ran (or is running).
    public var hasExpired: Bool { expired.isOpen }

    /// Stops the watchdog, waiting for its thread to end.
    ///
    /// - Returns: whether the deadline had already passed.
    @discardableResult
    public func disarm() -> Bool {
        disarmed.open()
        thread.join()
        return hasExpired
    }
}
