import WizardText

/// The filter of a long list at the screens (a picker's, a multi-select's): what has been
/// typed, and the options it leaves, best match first (``MatchList/ranked(_:among:)``).
///
/// A query's matches are among those of any query it extends (a term longer, or one more),
/// so each key typed matches only the options the filter kept for a shorter query; the
/// options' folded labels are made on the first key, so a list that is never filtered costs
/// nothing more to show. The kept sets shrink as the query grows and together hold at most
/// twice the options (the widest are let go first), so a long query on a long list costs no
/// more memory than the list; Backspace matches again from the widest set kept for a
/// shorter query.
public struct ChoiceFilter: Sendable, Equatable {
    /// The text typed, as it is shown.
    public private(set) var query = ""
    private var catalogue: ChoiceCatalogue?
    /// The options on show, best first; `nil` while nothing is typed (every option, in order).
    public private(set) var matches: [Int32]?
    /// Sets of options kept for narrowing, in the list's order, each with the length (in
    /// characters) of the query they matched; shorter queries first, each set smaller.
    private var kept: [(length: Int, options: [Int32])] = []

    public init() {}

    public static func == (lhs: ChoiceFilter, rhs: ChoiceFilter) -> Bool {
        lhs.query == rhs.query && lhs.matches == rhs.matches && lhs.catalogue == rhs.catalogue
    }

    /// Whether anything is typed: else the list shows whole.
    public var isActive: Bool { !query.isEmpty }

    /// Whether something is typed and no option matches it.
    public var isEmptied: Bool { matches?.isEmpty ?? false }

    /// How many options show out of `total`.
    public func shownCount(of total: Int) -> Int { matches?.count ?? total }

    /// The option at `row` of the list as shown.
    public func option(atRow row: Int) -> Int { matches.map { Int($0[row]) } ?? row }

    /// The row option `index` shows at, `nil` when the filter hides it.
    public func row(of index: Int) -> Int? {
        guard let matches else { return index }
        return matches.firstIndex(of: Int32(index))
    }

    /// Where the query matched the label of `option`, in `language`, `nil` while nothing is
    /// typed or when only its value matched: folded again for the rows on show only.
    public func labelMatch(_ label: String) -> (match: TextMatch, folded: FoldedText)? {
        guard isActive else { return nil }
        let folded = FoldedText(label)
        return TextQuery(query).match(folded).map { ($0, folded) }
    }

    /// Adds `character` to the query and narrows the list to the options of `options`
    /// (labels in `language`, and values) that match it.
    public mutating func type(_ character: Character, options: [PickerOption], language: Language) {
        if catalogue?.language != language || catalogue?.count != options.count {
            catalogue = ChoiceCatalogue(options: options, language: language)
            kept = []
        }
        query.append(character)
        rank()
    }

    /// Takes the query's last character away, widening back. Returns whether there was one.
    public mutating func erase() -> Bool {
        guard !query.isEmpty else { return false }
        query.removeLast()
        let length = query.count
        kept.removeAll { $0.length > length }
        if query.isEmpty {
            matches = nil
        } else {
            rank()
        }
        return true
    }

    /// Empties the query: the whole list shows again. Returns whether anything was typed.
    public mutating func clear() -> Bool {
        guard isActive else { return false }
        query = ""
        matches = nil
        kept = []
        return true
    }

    /// Ranks the options the query matches, among the smallest set kept, and keeps the
    /// matches as a set when they are fewer.
    private mutating func rank() {
        guard let catalogue else { return }
        let textQuery = TextQuery(query)
        let pool = kept.last?.options
        guard !textQuery.isEmpty else {
            matches = pool ?? (0..<Int32(catalogue.count)).map { $0 }
            return
        }
        let ranked = catalogue.texts.ranked(textQuery, among: pool)
        matches = ranked
        guard ranked.count < (pool?.count ?? catalogue.count) else { return }
        kept.append((query.count, ranked.sorted()))
        var held = kept.reduce(0) { $0 + $1.options.count }
        while held > 2 * catalogue.count, kept.count > 1 {
            held -= kept.removeFirst().options.count
        }
    }
}
