import WizardMessages
import WizardText

/// A multi-select list while a person is on it: which option the cursor is on, and which
/// are chosen.
///
/// A short list (no more options than ``StepScreen/pickerWindow``): ↑/↓ (and k/j) move the
/// cursor, Home/End to the ends; Space chooses or unchooses the option under it; `a` chooses
/// every option, or none when all are chosen.
///
/// A long list filters as it is typed (``ChoiceFilter``): every printable key but Space adds
/// to the filter and puts the cursor on the best match; Backspace widens; Esc clears the
/// filter (only an Esc with none quits); ↑/↓, PgUp/PgDn and Home/End move within the matches;
/// Space chooses the option under the cursor; Ctrl-A chooses every option shown, or unchooses
/// them when all are chosen. Options the filter hides stay chosen, and the filter's line
/// counts them. While nothing matches, the list says so, and Enter only says it again.
///
/// In both, a pasted line chooses what it names. Choosing past the most allowed is refused
/// with its alert; Enter submits the choice, refused when there are too few.
public struct MultiSelectEdit: StepEdit, Equatable {
    public let question: MultiSelectQuestion
    public private(set) var cursor = 0
    /// The positions of the chosen options.
    public private(set) var chosen: Set<Int>
    /// What is typed on a long list, and the matches it leaves.
    public private(set) var filter = ChoiceFilter()
    /// The language of the labels shown, which the filter matches.
    public let language: Language

    /// - Parameter language: the run's language.
    public init(question: MultiSelectQuestion, chosen: Set<Int> = [], language: Language) {
        self.question = question
        self.chosen = chosen
        self.language = language
    }

    /// Whether typing filters the list: it has more options than a picker's wheel shows.
    public var filters: Bool { question.options.count > StepScreen.pickerWindow }

    /// How many options the list shows: the matches while filtering, else all of them.
    public var rowCount: Int { filter.shownCount(of: question.options.count) }

    /// The row the cursor shows at, `nil` while the filter hides its option.
    public var cursorRow: Int? { filter.row(of: cursor) }

    /// How many chosen options the filter hides.
    public var hiddenChosen: Int {
        guard let matches = filter.matches else { return 0 }
        return chosen.count - matches.lazy.filter { chosen.contains(Int($0)) }.count
    }

    public mutating func update(with key: Key) -> EditOutcome {
        switch key {
        case .enter: return filter.noMatchRefusal.map(EditOutcome.refused) ?? .submit
        case .character(" "):
            guard cursorRow != nil else { return .ignored }
            if chosen.contains(cursor) {
                chosen.remove(cursor)
                return .changed
            }
            return choose(chosen.union([cursor]))
        case .paste(let text):
            guard let values = try? question.validate(line: text) else { return .ignored }
            chosen = question.positions(of: values)
            return .changed
        default:
            return filters ? edit(with: key) : move(with: key)
        }
    }

    /// Esc clears the filter, the choices kept; with none typed it quits.
    public mutating func cancel() -> Bool { filter.clear() }

    /// A key of a short list.
    private mutating func move(with key: Key) -> EditOutcome {
        let last = question.options.count - 1
        switch key {
        case .down, .character("j"): cursor = min(cursor + 1, last)
        case .up, .character("k"): cursor = max(cursor - 1, 0)
        case .home: cursor = 0
        case .end: cursor = last
        case .character("a"): return chooseAll(Set(question.options.indices))
        default: return .ignored
        }
        return .changed
    }

    /// A key of a long list: one typed, Backspace, Ctrl-A, or one moving within the matches.
    private mutating func edit(with key: Key) -> EditOutcome {
        switch key {
        case .character(let typed):
            filter.type(typed, options: question.options, language: language)
            if rowCount > 0 { cursor = filter.option(atRow: 0) }
            return .changed
        case .backspace:
            guard filter.erase() else { return .ignored }
            if cursorRow == nil, rowCount > 0 { cursor = filter.option(atRow: 0) }
            return .changed
        case .control("a"):
            return chooseAll(Set((0..<rowCount).map { filter.option(atRow: $0) }))
        default:
            guard let moved = filter.option(after: key, fromRow: cursorRow, rowCount: rowCount)
            else { return .ignored }
            cursor = moved
            return .changed
        }
    }

    /// Chooses every option of `shown`, or unchooses them when all are chosen already.
    private mutating func chooseAll(_ shown: Set<Int>) -> EditOutcome {
        guard !shown.isEmpty else { return .ignored }
        if shown.isSubset(of: chosen) {
            chosen.subtract(shown)
            return .changed
        }
        return choose(chosen.union(shown))
    }

    /// Takes `positions` as the choice, unless that is more than the question allows.
    private mutating func choose(_ positions: Set<Int>) -> EditOutcome {
        guard positions.count <= question.maximum else {
            return .refused(question.refusal(.tooMany(maximum: question.maximum)))
        }
        chosen = positions
        return .changed
    }

    /// The chosen values, hidden ones too, or the refusal for too few (or too many).
    public func reply() throws(ValidationError) -> Reply {
        do {
            return .answer(.choices(try question.validate(positions: chosen)))
        } catch {
            throw question.refusal(error)
        }
    }

    /// The title with how many are chosen, over the filter's line on a long list and the
    /// list; the cursor's row stays in view on a short terminal.
    public func content(of step: Step, on screen: StepScreen) -> StepContent {
        let title = step.title(screen.language)
        let shown =
            chosen.isEmpty
            ? title : Message.chosenCount(title: title, chosen.count)(screen.language)
        let heading = screen.titleLines(shown, [.bold, .accent])
        let header =
            filters
            ? [
                screen.filterLine(
                    filter, total: question.options.count, hiddenChosen: hiddenChosen)
            ] : []
        let list = screen.multiSelectLines(self)
        return StepContent(
            lines: heading + [""] + header + list.lines,
            focusRow: list.cursorRow.map { $0 + heading.count + 1 + header.count },
            titleRow: heading.count - 1, listWindow: list.window)
    }

    /// A long list's Esc clears its filter while one is typed.
    public var escapeClears: Bool { filters }

    public func keyHints(on screen: StepScreen) -> [String] {
        [(filters ? Message.hintMultiSelectFilter : Message.hintMultiSelect)(screen.language)]
    }

    /// ↑/↓ and Home/End move the cursor; PgUp/PgDn too on a long list, else they scroll.
    public var scrollKeys: ScrollKeys { .pages }
}
