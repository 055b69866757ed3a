/// A text field while a person is on it: the line the line editor starts from, kept when
/// the person leaves the field. The line editor does the editing; Enter submits the line.
public struct TextEdit: LineEdit, Equatable {
    public var line: String

    public init(line: String = "") {
        self.line = line
    }

    public func update(with key: Key, language: Language) -> EditOutcome {
        key == .enter ? .submit : .ignored
    }

    /// The line, for the question to validate.
    public func reply() -> Reply { .line(line) }

    /// The title over an empty row where the line editor draws the field.
    public func content(of step: Step, on screen: StepScreen, language: Language) -> StepContent {
        StepContent(
            lines: [screen.title(step.title(language), [.bold, .accent]), "", ""], fieldRow: 2)
    }

    public func keyHints(language: Language) -> [String] { [] }
}
