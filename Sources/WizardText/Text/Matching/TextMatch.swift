/// How a query matched a ``FoldedText``: its score (``MatchScore``, higher is better) and the
/// units its terms took, for marking them.
public struct TextMatch: Sendable, Equatable {
    public let score: Int32
    /// The units matched, by offset into the text's units.
    let units: [Int]

    /// The matched parts of the text `folded` was made from, as ranges of offsets into its
    /// `unicodeScalars`, in order; computed when asked, for the rows on show only.
    public func scalarRanges(in folded: FoldedText) -> [Range<Int>] {
        folded.scalarRanges(of: Set(units).sorted())
    }
}
