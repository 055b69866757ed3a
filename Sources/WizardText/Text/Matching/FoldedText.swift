/// A text as matching compares it (``LetterFolding``): its scalars folded to units in lower
/// case without accents, each run of separators one space and none at either end, with
/// where each unit came from in the text and where its words start.
///
/// `América/New_York` folds to `america new york`, words starting at units 0, 8 and 12.
public struct FoldedText: Sendable, Equatable {
    /// The folded scalars' values.
    public let units: [UInt32]
    /// For each unit, the scalars of the text it stands for: from its scalar's offset up
    /// to the next unit's scalar (so that an accent written after its letter goes with it),
    /// and for a space the whole run of separators.
    let origins: [Range<Int32>]

    public init(_ text: String) {
        var units: [UInt32] = []
        var origins: [Range<Int32>] = []
        var separators: Range<Int32>?
        var offset: Int32 = 0
        for scalar in text.unicodeScalars {
            defer { offset += 1 }
            switch LetterFolding.fold(scalar) {
            case .dropped:
                if separators == nil, let last = origins.last {
                    origins[origins.count - 1] = last.lowerBound..<(offset + 1)
                }
            case .separator:
                guard !units.isEmpty else { continue }
                separators = (separators?.lowerBound ?? offset)..<(offset + 1)
            case .unit(let unit):
                if let run = separators {
                    units.append(LetterFolding.space)
                    origins.append(run)
                    separators = nil
                }
                units.append(unit)
                origins.append(offset..<(offset + 1))
            }
        }
        self.units = units
        self.origins = origins
    }

    /// The ranges of the text's scalars (offsets into its `unicodeScalars`) that `units`
    /// stand for, adjacent ones merged, in order.
    func scalarRanges(of units: some Sequence<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for unit in units {
            let origin = Int(origins[unit].lowerBound)..<Int(origins[unit].upperBound)
            if let last = ranges.last, last.upperBound == origin.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<origin.upperBound
            } else {
                ranges.append(origin)
            }
        }
        return ranges
    }
}
