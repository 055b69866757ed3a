/// What a frontend hands the session for the current step.
public enum Reply: Sendable, Hashable {
    /// A typed line: an info page ignores it, a question's kind validates it
    /// (``StepKind/answer(toLine:)``).
    case line(String)
    /// An answer an interactive edit state built from its question's own validators
    /// (a slider's value, a picker's choice).
    case answer(Answer)
}

extension Step {
    /// The answer `reply` gives this step, `nil` for a step that takes none, or why it is
    /// refused.
    public func answer(for reply: Reply) throws(ValidationError) -> Answer? {
        switch reply {
        case .line(let line): try kind.answer(toLine: line)
        case .answer(let answer): isQuestion ? answer : nil
        }
    }
}
