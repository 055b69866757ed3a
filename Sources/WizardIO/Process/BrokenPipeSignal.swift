import Glibc

/// SIGPIPE kept from killing wizard while it writes to a peer that may have gone.
///
/// A write to a pipe or socket whose reading end is closed raises SIGPIPE in the writing
/// thread, and SIGPIPE's default action ends the process. ``held(_:)`` blocks it on this
/// thread only for the length of its body, so such a write fails with `EPIPE` instead; a
/// SIGPIPE the body raised is taken off the pending set (`sigtimedwait`, no wait) before the
/// mask is put back, so it never arrives. SIGPIPE's disposition is not touched: a write to
/// wizard's standard output elsewhere still ends wizard by SIGPIPE, as it ends other tools
/// (docs/exit-status.md), and a SIGPIPE pending before the body (sent by another process)
/// is left pending.
enum BrokenPipeSignal {
    /// `body`'s result, with SIGPIPE held off as above.
    static func held<Result>(_ body: () -> Result) -> Result {
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previousMask)
        let pendingBefore = isPending()
        let result = body()
        if !pendingBefore, isPending() {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = retryingOnEINTR { sigtimedwait(&brokenPipe, nil, &now) }
        }
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        return result
    }

    /// Whether SIGPIPE is pending for this thread or the process.
    private static func isPending() -> Bool {
        var pending = sigset_t()
        sigpending(&pending)
        return sigismember(&pending, SIGPIPE) == 1
    }
}
