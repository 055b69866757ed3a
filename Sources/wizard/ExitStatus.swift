/// wizard's exit statuses (README's Exit status, `man/wizard.1`), the BSD `sysexits.h` values where one fits.
enum ExitStatus: Int32 {
    case success = 0
    /// `wizard profile` when nobody is signed in.
    case notSignedIn = 1
    /// EX_USAGE: the command line was wrong.
    case usage = 64
    /// EX_DATAERR: a non-interactive answer was refused, or input was not UTF-8 text.
    case dataError = 65
    /// EX_NOINPUT: input ended before the flow was complete.
    case noInput = 66
    /// EX_UNAVAILABLE: a flow's variable has no value: its source is missing, empty or
    /// failed, and it has no default.
    case unavailable = 69
    /// EX_CANTCREAT: the store could not be written.
    case cannotCreate = 73
    /// EX_IOERR: the store could not be read or is not a profile, or writing to standard
    /// output failed.
    case ioError = 74
    /// EX_TEMPFAIL: another process still held the store's lock when `--wait` ran out.
    case temporaryFailure = 75
    /// EX_NOPERM: the owner rule refuses to run a flow's commands.
    case noPermission = 77
    /// `timeout`'s status: no key came within `--timeout SECONDS` at a terminal.
    case timedOut = 124
    /// 128 + SIGINT: the person quit (Ctrl-C, Esc).
    case quit = 130
}
