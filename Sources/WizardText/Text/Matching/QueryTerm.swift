/// One word of a query (``TextQuery``), folded: matched as a subsequence of a text's units
/// (`stwb` in `strawberry`), or, written after a `'`, as a run of them (`'strawb`).
struct QueryTerm: Sendable, Equatable {
    /// The folded units.
    let units: [UInt32]
    /// Whether the units must be found in a row.
    let isExact: Bool

    /// The term a word of a query stands for: a leading `'` makes it exact; `nil` when the
    /// rest folds to nothing.
    init?(_ word: Substring) {
        isExact = word.first == "'"
        let units = FoldedText(String(isExact ? word.dropFirst() : word)).units
        guard !units.isEmpty else { return nil }
        self.units = units
    }

    /// Whether one unit of the term matches one text unit: the same unit; an initial
    /// consonant typed alone and a syllable it begins; and, for the term's `last` unit, a
    /// syllable without a final and one with the same opening (`서우` on the way to `서울`).
    @inline(__always)
    static func unit(_ typed: UInt32, matches shown: UInt32, last: Bool) -> Bool {
        if typed == shown { return true }
        if typed < 0x1100 { return false }
        if let consonant = HangulJamo.initialConsonant(typed) {
            return HangulJamo.initial(of: shown) == consonant
        }
        return last && HangulJamo.lacksFinal(typed) && HangulJamo.sameOpening(typed, shown)
    }
}
