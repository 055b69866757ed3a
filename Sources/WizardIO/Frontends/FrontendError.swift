import WizardCore

/// Why a frontend stopped before its session was complete. Nothing is saved in any case.
public enum FrontendError: Error, Sendable {
    /// A non-interactive answer was refused: the step, the input line and the reason.
    case rejected(step: Step, line: Int, ValidationError)
    /// Input ended while `step` (number `number` of `count`) still waited for an answer.
    case inputEnded(step: Step, number: Int, count: Int)
    /// Input could not be read as lines of text.
    case input(InputError)
    /// The person quit (Ctrl-C, Esc).
    case quit
}
