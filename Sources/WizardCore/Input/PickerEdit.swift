/// The wheel picker's selection while a person moves it. It starts with nothing chosen,
/// as the seed's picker does.
///
/// ↑/↓ (and k/j) move; from no selection ↓ chooses the first option and ↑ the last;
/// Home/End go to the ends; a letter jumps to the next option whose label (in the
/// language shown) or stored value starts with it.
public struct PickerEdit: Sendable, Equatable {
    public let question: PickerQuestion
    public private(set) var selection: Int?

    public init(question: PickerQuestion, selection: Int? = nil) {
        self.question = question
        self.selection = selection
    }

    /// Applies `key`; returns whether it was a picker key.
    public mutating func update(with key: Key, language: Language) -> Bool {
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
