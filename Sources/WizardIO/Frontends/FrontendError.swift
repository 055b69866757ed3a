import WizardCore

/// Why a frontend stopped before its session was complete. Nothing is saved in any case.
public enum FrontendError: Error, Sendable {
    /// A piped answer was refused: the step, the input line (``AnswerRefused/Source/inputLine(_:)``)
    /// and the reason.
    case rejected(AnswerRefused)
    /// Input ended while `step` (number `number` of `count`) still waited for an answer.
    case inputEnded(step: Step, number: Int, count: Int)
    /// Input could not be read as lines of text.
    case input(InputError)
    /// The person quit (Ctrl-C, Esc, or Ctrl-D on an empty line).
    case quit
    /// Input ended while taking the defaults (`--defaults`), with these questions, which have
    /// no default, still to answer.
    case noDefaults([Step])
    /// No key came for `seconds` while `step` (number `number` of `count`) was shown
    /// (`--timeout`).
    case timedOut(step: Step, number: Int, count: Int, seconds: Int)
}
