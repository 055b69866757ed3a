/// Where a query matched a ``FoldedText``, and how well (``rank``).
public struct TextMatch: Sendable, Equatable {
    public let rank: MatchRank
    /// The matched units: a run from a unit, or word initials from a word.
    let place: Place

    enum Place: Sendable, Equatable {
        /// `length` units from unit `start`.
        case run(start: Int32, length: Int32)
        /// The first units of `count` words in a row from word `firstWord`.
        case initials(firstWord: Int32, count: Int32)
    }

    /// The matched parts of the text `folded` was made from, as ranges of offsets into its
    /// `unicodeScalars`, in order; computed when asked, for the rows on show only.
    public func scalarRanges(in folded: FoldedText) -> [Range<Int>] {
        switch place {
        case .run(let start, let length):
            return folded.scalarRanges(of: Int(start)..<Int(start + length))
        case .initials(let firstWord, let count):
            let words = Int(firstWord)..<Int(firstWord + count)
            return folded.scalarRanges(of: words.map { Int(folded.wordStarts[$0]) })
        }
    }
}
