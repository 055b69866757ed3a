import WizardMessages
import WizardText

/// A secret's field while a person is on it: the line the line editor starts from, which
/// it shows as bullets or not at all (the kind's echo, ``FieldRow``); never the stored
/// secret, which an empty line keeps. A confirmed secret (``SecretQuestion/confirm``) takes
/// two entries: the first, once its rules pass, is held while the field asks for it again;
/// two that differ are refused, and both are asked again. No to keeping one a soft check
/// warned about empties the field and asks both again (``warningDeclined()``).
public struct SecretEdit: LineEdit {
    public var line: String
    let question: SecretQuestion
    /// The entries typed when the question asks twice (``Reentry/Entries``), as every mode
    /// takes them.
    private var entries = Reentry.Entries()
    /// The first entry, held while the second is typed.
    public var first: String? { entries.first }

    /// Whether an answer is stored, which an empty line keeps: said over the field while it
    /// is empty.
    let keepsStored: Bool

    public init(question: SecretQuestion, line: String = "", keepsStored: Bool = false) {
        self.question = question
        self.line = line
        self.keepsStored = keepsStored
    }

    public func update(with key: Key) -> EditOutcome {
        key == .enter ? .submit : .ignored
    }

    /// The line, for the question to validate.
    public func reply() -> Reply { .line(line) }

    /// The line once it is confirmed, or `nil` after a first entry, the field emptied for
    /// the second. An empty first entry is submitted at once (to keep the stored secret).
    public mutating func submission() throws(ValidationError) -> Reply? {
        guard let reentry = question.reentry else { return .line(line) }
        let wasSecond = entries.first != nil
        let taken: Reentry.Entries.Taken
        do {
            taken = try entries.take(line, reentry: reentry) { line throws(ValidationError) in
                _ = try question.answer(toLine: line)
            }
        } catch {
            // Two entries that differ empty the field for a first entry again.
            if wasSecond { line = "" }
            throw error
        }
        switch taken {
        case .answer(let answer): return .line(answer)
        case .secondWanted:
            line = ""
            return nil
        }
    }

    /// The title, the note that asks for the second entry while it is typed (or, over an
    /// empty field, says that Enter keeps the stored secret), and the row where the line
    /// editor draws the field and, while it is empty, the placeholder.
    public func content(of step: Step, on screen: StepScreen) -> StepContent {
        let language = screen.language
        let placeholder = question.placeholder(language)
        let said: LocalizedText? =
            first != nil
            ? Message.secretAgainNote : line.isEmpty && keepsStored ? Message.secretKeptNote : nil
        let note = said.map { screen.titleLines($0(language), .dim) } ?? [Line("")]
        let title = screen.titleLines(step.title(language), [.bold, .accent])
        return StepContent(
            lines: title + note + [""], fieldRow: title.count + note.count,
            placeholder: placeholder.isEmpty ? nil : placeholder, titleRow: title.count - 1)
    }

    public func keyHints(on screen: StepScreen) -> [String] { [] }

    /// No to keeping a warned secret: the field empties, and both entries are asked again,
    /// the first first; nothing typed before counts as either.
    public mutating func warningDeclined() {
        line = ""
        entries = Reentry.Entries()
    }
}
