import WizardText

/// A text field while a person is on it: the line the line editor starts from, kept when
/// the person leaves the field. The line editor does the editing; Enter submits the line.
public struct TextEdit: LineEdit, Equatable {
    public var line: String
    /// Shown dimmed in the field while it is empty.
    public let placeholder: LocalizedText

    public init(line: String = "", placeholder: LocalizedText = LocalizedText(english: "")) {
        self.line = line
        self.placeholder = placeholder
    }

    public func update(with key: Key) -> EditOutcome {
        key == .enter ? .submit : .ignored
    }

    /// The field's text as the answer, for the question to validate as it is: the field
    /// starts at the default, so a field the person cleared is a blank answer.
    public func reply() -> Reply { .given(line) }

    /// The title over an empty row where the line editor draws the field and, while it
    /// is empty, the placeholder.
    public func content(of step: Step, on screen: StepScreen) -> StepContent {
        let language = screen.language
        let placeholder = placeholder(language)
        let title = screen.titleLines(step.title(language), [.bold, .accent])
        return StepContent(
            lines: title + ["", ""], fieldRow: title.count + 1,
            placeholder: placeholder.isEmpty ? nil : placeholder, titleRow: title.count - 1)
    }

    public func keyHints(on screen: StepScreen) -> [String] { [] }

    /// The line editor takes every key.
    public var scrollKeys: ScrollKeys { .none }
}
