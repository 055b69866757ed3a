import Glibc

/// A body running on its own POSIX thread, for tests that must block while it runs.
///
/// Swift concurrency's pool has one thread per core; a test that blocks (sleeps, waits
/// for a lock) could starve a task it is waiting for, so such helpers get real threads.
public final class BackgroundThread: @unchecked Sendable {
    private var thread = pthread_t()
    private let body: @Sendable () -> Void

    /// Starts `body` at once.
    public init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        let context = Unmanaged.passRetained(self).toOpaque()
        let result = pthread_create(
            &thread, nil,
            { context in
                let thread = Unmanaged<BackgroundThread>.fromOpaque(context!).takeRetainedValue()
                thread.body()
                return nil
            }, context)
        precondition(result == 0, "pthread_create failed: \(result)")
    }

    /// Waits for the body to return.
    public func join() {
        pthread_join(thread, nil)
    }
}
