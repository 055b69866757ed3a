import WizardMessages
import WizardText

/// A confirm question at a terminal: a two-option wheel, yes first, starting at its
/// default.
public struct ConfirmEdit: StepEdit {
    public let question: ConfirmQuestion
    /// The wheel over ``ConfirmQuestion/choices``.
    public private(set) var picker: PickerEdit

    /// - Parameter value: the answer chosen at first (the stored one or the question's
    ///   default); `nil` for none.
    public init(question: ConfirmQuestion, value: Bool?) {
        self.question = question
        self.picker = PickerEdit(question: question.choices, selection: value.map { $0 ? 0 : 1 })
    }

    /// The chosen position: 0 is yes, 1 is no, `nil` before a choice.
    public var selection: Int? { picker.selection }

    /// Applies `key`: Enter submits, `y` and `n` (either case), the reader's one-letter yes and
    /// no words (``ConfirmWords``) and a pasted yes or no choose,
    /// the rest move the wheel (a letter jumps by the labels shown).
    public mutating func update(with key: Key, language: Language) -> EditOutcome {
        switch key {
        case .enter:
            return .submit
        case .paste(let text):
            guard let yes = try? question.validate(line: text) else { return .ignored }
            picker = PickerEdit(question: question.choices, selection: yes ? 0 : 1)
            return .changed
        case .character(let letter):
            // y and n answer in every language, and the reader's own one-letter words (j,
            // o), whatever the labels shown start with.
            if let yes = ConfirmWords.answer(key: letter, language: language) {
                picker = PickerEdit(question: question.choices, selection: yes ? 0 : 1)
                return .changed
            }
            return picker.move(with: key, language: language) ? .changed : .ignored
        default:
            return picker.move(with: key, language: language) ? .changed : .ignored
        }
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
    public func content(of step: Step, on screen: StepScreen, language: Language) -> StepContent {
        let title = screen.titleLines(step.title(language), [.bold, .accent])
        return StepContent(
            lines: title + [""] + screen.pickerLines(picker, language: language).lines,
            titleRow: title.count - 1)
    }

    public func keyHints(language: Language) -> [String] { [Message.hintConfirm(language)] }

    /// ↑/↓ and Home/End move the choice.
    public var scrollKeys: ScrollKeys { .pages }
}
