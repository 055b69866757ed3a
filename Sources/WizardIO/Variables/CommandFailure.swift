/// Why a variable's command gave no output to use (``SourceCommand``).
public enum CommandFailure: Error, Sendable, Equatable {
    /// The program is not in `PATH` (or, named with a `/`, does not exist).
    case notFound
    /// The program found, at `path`, fails the owner rule (``ProgramLookup``): wizard does
    /// not run it.
    case untrustedProgram(path: String, reason: UntrustedFlow.Reason)
    /// It could not be started for another reason, such as `EACCES`.
    case cannotStart(SystemError)
    /// It ended with a status other than 0; `errorExcerpt` is the start of what it wrote
    /// on standard error, perhaps empty.
    case exited(status: Int32, errorExcerpt: String)
    /// A signal ended it (not wizard's: a kill at the limits is one of the cases below).
    case killed(signal: Int32, errorExcerpt: String)
    /// It was still running after `seconds`, and was killed.
    case timedOut(seconds: Int)
    /// It wrote more than `limit` bytes on standard output, and was killed.
    case tooMuchOutput(limit: Int)
}
