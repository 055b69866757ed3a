/// The wheel picker's selection while a person moves it. It starts with nothing chosen,
/// as the seed's picker does.
///
/// ↑/↓ (and k/j) move; from no selection ↓ chooses the first option and ↑ the last;
/// Home/End go to the ends; a letter jumps to the next option whose label (in the
/// language shown) or stored value starts with it.
public struct PickerEdit: StepEdit, Equatable {
    public let question: PickerQuestion
    public private(set) var selection: Int?

    public init(question: PickerQuestion, selection: Int? = nil) {
        self.question = question
        self.selection = selection
    }

    /// Applies `key`: Enter submits, a pasted line that names an option chooses it.
    public mutating func update(with key: Key, language: Language) -> EditOutcome {
        switch key {
        case .enter:
            return .submit
        case .paste(let text):
            guard let option = try? question.validate(line: text),
                let index = question.options.firstIndex(of: option)
            else { return .ignored }
            selection = index
            return .changed
        default:
            return move(with: key, language: language) ? .changed : .ignored
        }
    }

    /// The chosen option, or ``PickerQuestion/Refusal/noChoice``.
    public func reply() throws(ValidationError) -> Reply {
        do {
            return .answer(.choice(try question.validate(index: selection).value))
        } catch {
            throw question.refusal(error)
        }
    }

    /// The chosen option's label as the title, over the wheel; the choice stays in view
    /// on a short terminal.
    public func content(of step: Step, on screen: StepScreen, language: Language) -> StepContent {
        let heading = question.titleFollowsChoice ? chosenLabel(language) : nil
        let title = screen.titleLines(heading ?? step.title(language), [.bold, .accent])
        let wheel = screen.pickerLines(self, language: language)
        return StepContent(
            lines: title + [""] + wheel.lines,
            focusRow: wheel.choiceRow.map { $0 + title.count + 1 }, titleRow: title.count - 1)
    }

    public func keyHints(language: Language) -> [String] { [Message.hintPicker(language)] }

    /// ↑/↓ and Home/End move the choice.
    public var scrollKeys: ScrollKeys { .pages }

    /// Applies a moving key; returns whether it was one.
    mutating func move(with key: Key, language: Language) -> Bool {
        let last = question.options.count - 1
        switch key {
        case .down, .character("j"): selection = selection.map { min($0 + 1, last) } ?? 0
        case .up, .character("k"): selection = selection.map { max($0 - 1, 0) } ?? last
        case .home: selection = 0
        case .end: selection = last
        case .character(let letter): return jump(to: letter, language: language)
        default: return false
        }
        return true
    }

    /// The chosen option's label in `language`, `nil` while nothing is chosen.
    public func chosenLabel(_ language: Language) -> String? {
        selection.map { question.options[$0].label(language) }
    }

    private mutating func jump(to letter: Character, language: Language) -> Bool {
        let wanted = letter.lowercased()
        let count = question.options.count
        let start = selection.map { $0 + 1 } ?? 0
        for offset in 0..<count {
            let index = (start + offset) % count
            let option = question.options[index]
            let names = [option.label(language), option.value]
            if names.contains(where: { $0.first.map { $0.lowercased() == wanted } ?? false }) {
                selection = index
                return true
            }
        }
        return false
    }
}
