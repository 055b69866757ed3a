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
    /// The person quit (Ctrl-C, Esc).
    case quit
}
