/// wizard's exit statuses (`docs/exit-status.md`, `man/wizard.1`), the BSD `sysexits.h` values
/// where one fits, and the statuses a flow ends a run with on purpose (``flow(_:)``).
struct ExitStatus: RawRepresentable, Equatable, Sendable {
    let rawValue: Int32

    init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    static let success = ExitStatus(rawValue: 0)
    /// `wizard profile` when nobody is signed in.
    static let notSignedIn = ExitStatus(rawValue: 1)
    /// `wizard profile --get KEY` when the profile holds no answer to KEY.
    static let noAnswer = ExitStatus(rawValue: 1)
    /// `wizard ask confirm` answered no, as `gum confirm` exits.
    static let declined = ExitStatus(rawValue: 1)
    /// `wizard ask choose --filter QUERY` when no option matches, as `fzf --filter` exits.
    static let noMatch = ExitStatus(rawValue: 1)
    /// EX_USAGE: the command line was wrong.
    static let usage = ExitStatus(rawValue: 64)
    /// EX_DATAERR: a non-interactive answer was refused, or input was not UTF-8 text.
    static let dataError = ExitStatus(rawValue: 65)
    /// EX_NOINPUT: input ended before the flow was complete.
    static let noInput = ExitStatus(rawValue: 66)
    /// EX_UNAVAILABLE: a flow's variable has no value: its source is missing, empty or
    /// failed, and it has no default.
    static let unavailable = ExitStatus(rawValue: 69)
    /// EX_CANTCREAT: the store could not be written.
    static let cannotCreate = ExitStatus(rawValue: 73)
    /// EX_IOERR: the store could not be read or is not a profile, or writing to standard
    /// output failed.
    static let ioError = ExitStatus(rawValue: 74)
    /// EX_TEMPFAIL: another process still held the store's lock when `--wait` ran out.
    static let temporaryFailure = ExitStatus(rawValue: 75)
    /// EX_NOPERM: the owner rule refuses to run a flow's commands.
    static let noPermission = ExitStatus(rawValue: 77)
    /// `timeout`'s status: no key came within `--timeout SECONDS` at a terminal.
    static let timedOut = ExitStatus(rawValue: 124)
    /// 128 + SIGINT: the person quit (Ctrl-C, Esc).
    static let quit = ExitStatus(rawValue: 130)

    /// The status a flow ended the run with on purpose (`"exit"`, 1 to 125).
    static func flow(_ status: Int) -> ExitStatus {
        ExitStatus(rawValue: Int32(status))
    }
}
