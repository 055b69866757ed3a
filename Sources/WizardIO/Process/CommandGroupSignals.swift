import Glibc

/// A command wizard started and serves (`wizard debconf -- COMMAND`) does not outlive it: a
/// signal that ends wizard (SIGTERM, SIGHUP, SIGQUIT, and SIGINT, Ctrl-C, whether it quits
/// with its message or not) sends SIGTERM to the command's process group first, from the
/// same signal-safe handlers that restore the terminal (``TerminalRestoreState``).
public enum CommandGroupSignals {
    /// Ends `group` with wizard from now on, installing the restoring handler for the
    /// terminating signals that still have their default action (a frontend's own handlers,
    /// set later, end the group too).
    public static func endWithWizard(_ group: pid_t) {
        terminalRestoreState.pointee.commandGroup = group
        for signalNumber in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] {
            var current = sigaction()
            sigaction(signalNumber, nil, &current)
            guard current.__sigaction_handler.sa_handler == nil else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreAndResignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Stops ending the group with wizard: the command has ended and been reaped, and its
    /// process group id may be another's.
    public static func forget() {
        terminalRestoreState.pointee.commandGroup = 0
    }
}
