import WizardMessages
import WizardText

/// A confirm question at a terminal: a two-option wheel, yes first, starting at its
/// default.
public struct ConfirmEdit: StepEdit {
    public let question: ConfirmQuestion
    /// The wheel over ``ConfirmQuestion/choices``.
    public private(set) var picker: PickerEdit
    /// The language whose one-letter yes and no words are keys (German `j`), and whose
    /// labels a letter jumps to.
    public let language: Language

    /// - Parameters:
    ///   - value: the answer chosen at first (the stored one or the question's default);
    ///     `nil` for none.
    ///   - language: the run's language.
    public init(question: ConfirmQuestion, value: Bool?, language: Language) {
        self.question = question
        self.language = language
        self.picker = PickerEdit(
            question: question.choices, selection: value.map { $0 ? 0 : 1 }, language: language)
    }

    /// The chosen position: 0 is yes, 1 is no, `nil` before a choice.
    public var selection: Int? { picker.selection }

    /// Applies `key`: Enter submits, `y` and `n` (either case), the reader's one-letter yes and
    /// no words (``ConfirmWords``) and a pasted yes or no choose,
    /// the rest move the wheel (a letter jumps by the labels shown).
    public mutating func update(with key: Key) -> EditOutcome {
        switch key {
        case .enter:
            return .submit
        case .paste(let text):
            guard let yes = try? question.validate(line: text) else { return .ignored }
            choose(yes)
            return .changed
        case .character(let letter):
            // y and n answer in every language, and the reader's own one-letter words (j,
            // o), whatever the labels shown start with.
            if let yes = ConfirmWords.answer(key: letter, language: language) {
                choose(yes)
                return .changed
            }
            return picker.move(with: key) ? .changed : .ignored
        default:
            return picker.move(with: key) ? .changed : .ignored
        }
    }

    /// Yes or no chosen on the wheel.
    private mutating func choose(_ yes: Bool) {
        picker = PickerEdit(question: question.choices, selection: yes ? 0 : 1, language: language)
    }

    /// Yes or no, or ``PickerQuestion/Refusal/noChoice``.
    public func reply() throws(ValidationError) -> Reply {
        do {
            return .answer(.flag(try question.validate(index: selection)))
        } catch {
            throw question.refusal(error)
        }
    }

    /// The title over the two options.
    public func content(of step: Step, on screen: StepScreen) -> StepContent {
        let title = screen.titleLines(step.title(screen.language), [.bold, .accent])
        return StepContent(
            lines: title + [""] + screen.pickerLines(picker).lines, titleRow: title.count - 1)
    }

    public func keyHints(on screen: StepScreen) -> [String] {
        [Message.hintConfirm(screen.language)]
    }

    /// ↑/↓ and Home/End move the choice.
    public var scrollKeys: ScrollKeys { .pages }
}
