import WizardText

/// What a frontend hands the session for the current step.
///
/// A blank typed line and a blank given answer differ: an empty line (piped input, plain
/// mode) takes the step's default, while a blank answer given as such (an answers file's
/// `""`, `--name ""`, a text field cleared at the screens) is judged by the step's rules
/// like any other answer (`docs/flow-format.md`, "Blank answers").
public enum Reply: Sendable, Hashable {
    /// A typed line: an info page ignores it; for a question, an empty one (white space
    /// only) takes the step's default (``Session/submit(_:)``: the stored answer, else the
    /// flow's), and any other the kind validates (``StepKind/answer(toLine:)``).
    case line(String)
    /// A text given as the answer itself, blank or not: an answers file's value, a
    /// command-line option's, the screens' text field. The kind validates it as it is
    /// (``StepKind/answer(toLine:)``); no default is taken for a blank one.
    case given(String)
    /// An answer an interactive edit state built from its question's own validators
    /// (a slider's value, a picker's choice).
    case answer(Answer)
}

extension Step {
    /// The answer `reply` gives this step, `nil` for a step that takes none, or why it is
    /// refused: an empty ``Reply/line(_:)`` takes the flow's default
    /// (``StepKind/declaredDefault``) when the question has one; the session puts a stored
    /// answer before it.
    public func answer(for reply: Reply) throws(ValidationError) -> Answer? {
        switch reply {
        case .line(let line):
            if line.trimmingWhitespace.isEmpty, let answer = kind.declaredDefault {
                return answer
            }
            return try kind.answer(toLine: line)
        case .given(let text): return try kind.answer(toLine: text)
        case .answer(let answer): return isQuestion ? answer : nil
        }
    }
}

extension Step {
    /// The warning its soft checks give `answer`, which `reply` gave (``SoftTextRule``):
    /// `nil` when it passes them, and for a blank line, which takes the step's default (the
    /// flow's own choice, or an answer kept before).
    public func warning(about answer: Answer, for reply: Reply) -> ValidationError? {
        switch reply {
        case .line(let line)
        where kind.takesLinesAsTyped ? line.isEmpty : line.trimmingWhitespace.isEmpty:
            nil
        case .line(let line), .given(let line): kind.warning(about: answer)?.quoting(line)
        case .answer: kind.warning(about: answer)
        }
    }
}
