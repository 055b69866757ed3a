import WizardText

/// The filter of a long list at the screens (a picker's, a multi-select's): what has been
/// typed, and the options it leaves, best match first (``MatchRank``), in the flow's order
/// within a rank.
///
/// Each key typed narrows from the matches of the query before it; Backspace widens back to
/// them without matching again. The options' folded labels are made on the first key, so a
/// list that is never filtered costs nothing more to show.
public struct ChoiceFilter: Sendable, Equatable {
    /// The text typed, as it is shown.
    public private(set) var query = ""
    private var catalogue: ChoiceCatalogue?
    /// The matches after each character of ``query``, the last the current ones.
    private var levels: [[ChoiceMatch]] = []

    public init() {}

    /// Whether anything is typed: else the list shows whole.
    public var isActive: Bool { !query.isEmpty }

    /// The matches on show, `nil` while nothing is typed (every option, in order).
    public var matches: [ChoiceMatch]? { levels.last }

    /// How many options show out of `total`.
    public func shownCount(of total: Int) -> Int { matches?.count ?? total }

    /// The option at `row` of the list as shown.
    public func option(atRow row: Int) -> Int { matches.map { Int($0[row].option) } ?? row }

    /// The row option `index` shows at, `nil` when the filter hides it.
    public func row(of index: Int) -> Int? {
        guard let matches else { return index }
        return matches.firstIndex { $0.option == Int32(index) }
    }

    /// How the query matched the option shown at `row`, `nil` while nothing is typed.
    public func match(atRow row: Int) -> ChoiceMatch? { matches?[row] }

    /// The folded labels the matches were found in, for marking the matched part.
    public var folded: ChoiceCatalogue? { catalogue }

    /// Adds `character` to the query and narrows the list to the options of `options`
    /// (labels in `language`, and values) that match it.
    public mutating func type(_ character: Character, options: [PickerOption], language: Language) {
        if catalogue?.language != language || catalogue?.count != options.count {
            catalogue = ChoiceCatalogue(options: options, language: language)
            levels = []
            let typed = query
            query = ""
            for earlier in typed { narrow(adding: earlier) }
        }
        narrow(adding: character)
    }

    /// Takes the query's last character away, widening back to the matches before it.
    /// Returns whether there was one.
    public mutating func erase() -> Bool {
        guard !query.isEmpty else { return false }
        query.removeLast()
        levels.removeLast()
        if query.isEmpty { levels = [] }
        return true
    }

    /// Empties the query: the whole list shows again. Returns whether anything was typed.
    public mutating func clear() -> Bool {
        guard isActive else { return false }
        query = ""
        levels = []
        return true
    }

    private mutating func narrow(adding character: Character) {
        guard let catalogue else { return }
        query.append(character)
        let textQuery = TextQuery(query)
        guard !textQuery.isEmpty else {
            levels.append(levels.last ?? (0..<catalogue.count).map(Self.unranked))
            return
        }
        var byRank = [[ChoiceMatch]](repeating: [], count: MatchRank.allCases.count)
        func consider(_ index: Int) {
            if let match = catalogue.match(textQuery, option: index) {
                byRank[match.rank.rawValue].append(match)
            }
        }
        if let earlier = levels.last {
            // A query's matches are among those of the query before it: the units matched
            // before are still matched, in the same place or a worse one.
            var matched = [Bool](repeating: false, count: catalogue.count)
            for match in earlier { matched[Int(match.option)] = true }
            for index in 0..<catalogue.count where matched[index] { consider(index) }
        } else {
            for index in 0..<catalogue.count { consider(index) }
        }
        levels.append(byRank.flatMap { $0 })
    }

    /// Option `index` as a match of a query that folds to nothing.
    private static func unranked(_ index: Int) -> ChoiceMatch {
        ChoiceMatch(option: Int32(index), rank: .substring, label: nil)
    }
}
