import WizardMessages
import WizardText

/// A secret's field while a person is on it: the line the line editor starts from, which
/// it shows as bullets or not at all (the kind's echo, ``FieldRow``); never the stored
/// secret, which an empty line keeps. A confirmed secret (``SecretQuestion/confirm``) takes
/// two entries: the first, once its rules pass, is held while the field asks for it again;
/// two that differ are refused, and both are asked again.
public struct SecretEdit: LineEdit {
    public var line: String
    let question: SecretQuestion
    /// The first entry, held while the second is typed.
    public private(set) var first: String?
    /// The entry both entries last agreed on: Enter on it again (coming back to the step)
    /// submits it without asking twice.
    private var confirmed: String?

    public init(question: SecretQuestion, line: String = "") {
        self.question = question
        self.line = line
    }

    public func update(with key: Key, language: Language) -> EditOutcome {
        key == .enter ? .submit : .ignored
    }

    /// The line, for the question to validate.
    public func reply() -> Reply { .line(line) }

    /// The line once it is confirmed, or `nil` after a first entry, the field emptied for
    /// the second. An empty first entry is submitted at once (to keep the stored secret).
    public mutating func submission() throws(ValidationError) -> Reply? {
        guard let reentry = question.reentry else { return .line(line) }
        if let first {
            self.first = nil
            guard reentry.repeats(first, in: line) else {
                line = ""
                throw reentry.mismatch
            }
            confirmed = line
            return .line(line)
        }
        if line.isEmpty { return .line(line) }
        if let confirmed, reentry.repeats(confirmed, in: line) { return .line(line) }
        // A refused first entry is refused at once, not after it is typed twice.
        _ = try question.answer(toLine: line)
        first = line
        line = ""
        return nil
    }

    /// The title, the note that asks for the second entry while it is typed, and the row
    /// where the line editor draws the field and, while it is empty, the placeholder.
    public func content(of step: Step, on screen: StepScreen, language: Language) -> StepContent {
        let placeholder = question.placeholder(language)
        let note =
            first == nil ? [Line("")] : screen.titleLines(Message.secretAgainNote(language), .dim)
        let title = screen.titleLines(step.title(language), [.bold, .accent])
        return StepContent(
            lines: title + note + [""], fieldRow: title.count + note.count,
            placeholder: placeholder.isEmpty ? nil : placeholder, titleRow: title.count - 1)
    }

    public func keyHints(language: Language) -> [String] { [] }
}
