import WizardMessages
import WizardText

/// The wheel picker's selection while a person moves it. It starts with nothing chosen,
/// as the seed's picker does.
///
/// A short list (no more options than the wheel shows, ``StepScreen/pickerWindow``): ↑/↓
/// (and k/j) move; from no selection ↓ chooses the first option and ↑ the last; Home/End go
/// to the ends; a letter jumps to the next option whose label, as shown, starts with it as
/// the filter matches (case and accents folded, a Hangul initial consonant such as `ㅇ` for
/// the syllables it begins).
///
/// A long list filters as it is typed (``ChoiceFilter``): every printable key, space and
/// `j`/`k` included, adds to the filter and chooses the best match; Backspace widens; Esc
/// clears the filter (only an Esc with none quits); ↑/↓, PgUp/PgDn and Home/End move within
/// the matches. While nothing matches, the list says so, and Enter only says it again.
public struct PickerEdit: StepEdit, Equatable {
    public let question: PickerQuestion
    public private(set) var selection: Int?
    /// What is typed on a long list, and the matches it leaves.
    public private(set) var filter = ChoiceFilter()
    /// The language of the labels shown, which a letter jumps by and the filter matches.
    public let language: Language

    /// - Parameter language: the run's language.
    public init(question: PickerQuestion, selection: Int? = nil, language: Language) {
        self.question = question
        self.selection = selection
        self.language = language
    }

    /// Whether typing filters the list: it has more options than the wheel shows at once.
    public var filters: Bool { question.options.count > StepScreen.pickerWindow }

    /// How many options the list shows: the matches while filtering, else all of them.
    public var rowCount: Int { filter.shownCount(of: question.options.count) }

    /// The row of the list the choice shows at, `nil` before one or while the filter
    /// hides it.
    public var selectedRow: Int? { selection.flatMap { filter.row(of: $0) } }

    /// Applies `key`: Enter submits, a pasted line that names an option chooses it.
    public mutating func update(with key: Key) -> EditOutcome {
        switch key {
        case .enter:
            return filter.noMatchRefusal.map(EditOutcome.refused) ?? .submit
        case .paste(let text):
            guard let option = try? question.validate(line: text),
                let index = question.options.firstIndex(of: option)
            else { return .ignored }
            _ = filter.clear()
            selection = index
            return .changed
        default:
            if filters { return edit(with: key) ? .changed : .ignored }
            return move(with: key) ? .changed : .ignored
        }
    }

    /// Esc clears the filter, the choice kept; with none typed it quits.
    public mutating func cancel() -> Bool { filter.clear() }

    /// The chosen option, or ``PickerQuestion/Refusal/noChoice`` (also while the filter
    /// leaves no option: typing chooses the best match, or none).
    public func reply() throws(ValidationError) -> Reply {
        do {
            return .answer(.choice(try question.validate(index: selection).value))
        } catch {
            throw question.refusal(error)
        }
    }

    /// The chosen option's label as the title, over the filter's line on a long list and
    /// the wheel; the choice stays in view on a short terminal.
    public func content(of step: Step, on screen: StepScreen) -> StepContent {
        let heading = question.titleFollowsChoice ? chosenLabel(screen.language) : nil
        let title = screen.titleLines(heading ?? step.title(screen.language), [.bold, .accent])
        let header = filters ? [screen.filterLine(filter, total: question.options.count)] : []
        let wheel = screen.pickerLines(self)
        return StepContent(
            lines: title + [""] + header + wheel.lines,
            focusRow: wheel.choiceRow.map { $0 + title.count + 1 + header.count },
            titleRow: title.count - 1, listWindow: wheel.window)
    }

    /// A long list's Esc clears its filter while one is typed.
    public var escapeClears: Bool { filters }

    public func keyHints(on screen: StepScreen) -> [String] {
        [(filters ? Message.hintPickerFilter : Message.hintPicker)(screen.language)]
    }

    /// ↑/↓ and Home/End move the choice; PgUp/PgDn too on a long list, else they scroll.
    public var scrollKeys: ScrollKeys { .pages }

    /// Applies a moving key on a short list; returns whether it was one.
    mutating func move(with key: Key) -> Bool {
        let last = question.options.count - 1
        switch key {
        case .down, .character("j"): selection = selection.map { min($0 + 1, last) } ?? 0
        case .up, .character("k"): selection = selection.map { max($0 - 1, 0) } ?? last
        case .home: selection = 0
        case .end: selection = last
        case .character(let letter): return jump(to: letter)
        default: return false
        }
        return true
    }

    /// Applies a key on a long list: one typed, Backspace, or one moving within the
    /// matches. Returns whether it was one.
    private mutating func edit(with key: Key) -> Bool {
        switch key {
        case .character(let typed):
            filter.type(typed, options: question.options, language: language)
            selection = rowCount > 0 ? filter.option(atRow: 0) : nil
            return true
        case .backspace:
            guard filter.erase() else { return false }
            if selectedRow == nil { selection = rowCount > 0 ? filter.option(atRow: 0) : nil }
            return true
        default:
            guard let moved = filter.option(after: key, fromRow: selectedRow, rowCount: rowCount)
            else { return false }
            selection = moved
            return true
        }
    }

    /// The chosen option's label in `language`, `nil` while nothing is chosen.
    public func chosenLabel(_ language: Language) -> String? {
        selection.map { question.options[$0].label(language) }
    }

    /// Jumps to the next option whose label as shown starts with `letter` as the filter
    /// matches it (``TextQuery/begins(_:)``), never by the stored value, which the list
    /// does not show.
    private mutating func jump(to letter: Character) -> Bool {
        let query = TextQuery(String(letter))
        let count = question.options.count
        let start = selection.map { $0 + 1 } ?? 0
        for offset in 0..<count {
            let index = (start + offset) % count
            if query.begins(FoldedText(question.options[index].label(language))) {
                selection = index
                return true
            }
        }
        return false
    }
}
