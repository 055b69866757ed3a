import WizardText

/// A list's options as matching reads them: each label as shown in one language, and each
/// stored value, folded once (``FoldedText``) so that each key typed only compares.
public struct ChoiceCatalogue: Sendable, Equatable {
    /// The language the labels were folded in.
    public let language: Language
    public let labels: [FoldedText]
    public let values: [FoldedText]

    public init(options: [PickerOption], language: Language) {
        self.language = language
        labels = options.map { FoldedText($0.label(language)) }
        values = options.map { FoldedText($0.value) }
    }

    public var count: Int { labels.count }

    /// How `query` matches option `index`: the better of its label's match and its
    /// value's (the label's when they tie, so that the part shown is marked); `nil` when
    /// neither matches.
    public func match(_ query: TextQuery, option index: Int) -> ChoiceMatch? {
        let label = query.match(labels[index])
        let value = query.match(values[index])
        guard let rank = [label?.rank, value?.rank].compactMap({ $0 }).min() else { return nil }
        let shown = label.flatMap { $0.rank == rank ? $0 : nil } ?? label
        return ChoiceMatch(option: Int32(index), rank: rank, label: shown)
    }
}

/// One option a filter leaves: its place among the options, how well it matched, and where
/// its label matched (`nil` when only its value did).
public struct ChoiceMatch: Sendable, Equatable {
    public let option: Int32
    public let rank: MatchRank
    public let label: TextMatch?
}
