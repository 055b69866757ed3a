/// A multi-select list while a person is on it: which option the cursor is on, and which
/// are chosen.
///
/// ↑/↓ (and k/j) move the cursor, Home/End to the ends; Space chooses or unchooses the
/// option under it; `a` chooses every option, or none when all are chosen; a pasted line
/// chooses what it names. Choosing past the most allowed is refused with its alert; Enter
/// submits the choice, refused when there are too few.
public struct MultiSelectEdit: StepEdit, Equatable {
    public let question: MultiSelectQuestion
    public private(set) var cursor = 0
    /// The positions of the chosen options.
    public private(set) var chosen: Set<Int>

    public init(question: MultiSelectQuestion, chosen: Set<Int> = []) {
        self.question = question
        self.chosen = chosen
    }

    public mutating func update(with key: Key, language: Language) -> EditOutcome {
        let last = question.options.count - 1
        switch key {
        case .enter: return .submit
        case .down, .character("j"): cursor = min(cursor + 1, last)
        case .up, .character("k"): cursor = max(cursor - 1, 0)
        case .home: cursor = 0
        case .end: cursor = last
        case .character(" "):
            if chosen.contains(cursor) {
                chosen.remove(cursor)
            } else {
                return choose(chosen.union([cursor]))
            }
        case .character("a"):
            let all = Set(question.options.indices)
            if chosen == all {
                chosen = []
            } else {
                return choose(all)
            }
        case .paste(let text):
            guard let values = try? question.validate(line: text) else { return .ignored }
            chosen = question.positions(of: values)
        default:
            return .ignored
        }
        return .changed
    }

    /// Takes `positions` as the choice, unless that is more than the question allows.
    private mutating func choose(_ positions: Set<Int>) -> EditOutcome {
        guard positions.count <= question.maximum else {
            return .refused(question.refusal(.tooMany(maximum: question.maximum)))
        }
        chosen = positions
        return .changed
    }

    /// The chosen values, or the refusal for too few (or too many).
    public func reply() throws(ValidationError) -> Reply {
        do {
            return .answer(.choices(try question.validate(positions: chosen)))
        } catch {
            throw question.refusal(error)
        }
    }

    /// The title with how many are chosen, over the list.
    public func content(of step: Step, on screen: StepScreen, language: Language) -> StepContent {
        let title = step.title(language)
        let shown =
            chosen.isEmpty ? title : Message.chosenCount(title: title, chosen.count)(language)
        let heading = screen.titleLines(shown, [.bold, .accent])
        return StepContent(
            lines: heading + [""] + screen.multiSelectLines(self, language: language),
            titleRow: heading.count - 1)
    }

    public func keyHints(language: Language) -> [String] { [Message.hintMultiSelect(language)] }

    /// ↑/↓ and Home/End move the cursor.
    public var scrollKeys: ScrollKeys { .pages }
}
