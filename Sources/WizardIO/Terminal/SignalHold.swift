import Glibc

/// Holds back the signals whose handlers write to the terminal (``restoreAndResignal``,
/// ``quitOnInterrupt``) while a change they depend on is half made, such as a frame's rows
/// drawn but the bytes that erase them not yet recorded. A signal sent meanwhile is
/// delivered when `body` returns.
enum SignalHold {
    static func during(_ body: () -> Void) {
        var held = sigset_t()
        sigemptyset(&held)
        for signalNumber in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { sigaddset(&held, signalNumber) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        body()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
