/// What plain mode makes of a line a person typed, before the session judges it
/// (``StepKind/lookUp(typed:language:)``).
public enum TypedLine: Sendable, Equatable {
    /// The line to answer with: the one typed, or the exact line it stands for (the value of
    /// the one option a part of a name finds).
    case answer(String)
    /// Lines to show instead, after which the same prompt comes again: the options a part
    /// of a name matches, or every option.
    case listed([String])
}
