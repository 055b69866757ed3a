/// Many texts folded as ``FoldedText`` folds one, kept as one buffer of units and where
/// each text ends: a list of 100,000 options costs its folded units and four bytes an option,
/// with no object per option.
///
/// It keeps only the units, not where each came from: the few rows on show are folded again
/// as ``FoldedText`` to mark what matched.
public struct FoldedList: Sendable, Equatable {
    /// Every text's folded units, one text after another.
    var units: [UInt32] = []
    /// Where each text's units end in ``units``; text `index` starts where the one before
    /// ends.
    var ends: [UInt32] = []

    /// `texts` folded, in order.
    public init(_ texts: some Sequence<String>) {
        for text in texts { append(text) }
    }

    /// How many texts there are.
    public var count: Int { ends.count }

    /// The units of text `index`, as offsets into ``units``.
    func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// Folds `text` onto the end: separators before its first unit dropped, each run of them
    /// one space, none at its end.
    mutating func append(_ text: String) {
        let start = units.count
        var separated = false
        for scalar in text.unicodeScalars {
            switch LetterFolding.fold(scalar) {
            case .dropped: continue
            case .separator: separated = units.count > start
            case .unit(let unit):
                if separated { units.append(LetterFolding.space) }
                separated = false
                units.append(unit)
            }
        }
        ends.append(UInt32(units.count))
    }

    /// Appends an empty text: one that matches nothing.
    mutating func appendEmpty() {
        ends.append(UInt32(units.count))
    }

    /// Whether text `index` folds to the same units as `other`'s text `otherIndex`.
    func same(_ index: Int, as other: FoldedList, _ otherIndex: Int) -> Bool {
        units[range(index)].elementsEqual(other.units[other.range(otherIndex)])
    }

    /// How many units every text begins with, up to and including the last space among
    /// them (a whole word or more, such as `asia ` of `Asia/Seoul` and `Asia/Tokyo`); 0 for
    /// fewer than two texts.
    func sharedWordPrefix() -> Int {
        guard count >= 2 else { return 0 }
        var shared = range(0).count
        let first = range(0).lowerBound
        for index in 1..<count where shared > 0 {
            let own = range(index)
            var length = 0
            while length < min(shared, own.count),
                units[first + length] == units[own.lowerBound + length]
            {
                length += 1
            }
            shared = length
        }
        while shared > 0, units[first + shared - 1] != LetterFolding.space { shared -= 1 }
        return shared
    }
}
