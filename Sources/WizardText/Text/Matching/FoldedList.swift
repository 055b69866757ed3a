/// Many texts folded as ``FoldedText`` folds one, kept as one buffer of units and where
/// each text ends: a list of 100,000 options costs its folded units and four bytes an option,
/// with no object per option.
///
/// It keeps only the units, not where each came from: the few rows on show are folded again
/// as ``FoldedText`` to mark what matched. Each text keeps at most its first ``unitLimit``
/// units, so that matching a list costs at most that much an option, however long its
/// labels.
public struct FoldedList: Sendable, Equatable {
    /// The most units a text keeps: far more than a label a person reads in a list.
    public static let unitLimit = 1024

    /// Every text's folded units, one text after another.
    var units: [UInt32] = []
    /// Where each text's units end in ``units``; text `index` starts where the one before
    /// ends.
    var ends: [UInt32] = []
    /// Each text's ASCII letters and digits (``LetterMask``), so that a text that lacks a
    /// letter a query has is passed over unread.
    var masks: [UInt64] = []

    /// An empty list, with room for `count` texts.
    init(capacity count: Int) {
        ends.reserveCapacity(count)
        masks.reserveCapacity(count)
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
        let done = text.utf8.withContiguousStorageIfAvailable { appendASCII($0) } ?? false
        if !done { appendScalars(of: text) }
        ends.append(UInt32(units.count))
        masks.append(LetterMask.of(units[start...]))
    }

    /// Appends an empty text: one that matches nothing.
    mutating func appendEmpty() {
        ends.append(UInt32(units.count))
        masks.append(0)
    }

    /// Takes the last text away.
    mutating func dropLast() {
        ends.removeLast()
        masks.removeLast()
        units.removeLast(units.count - Int(ends.last ?? 0))
    }

    /// Folds `bytes` onto the end when they are all ASCII, the most texts, a byte a unit
    /// (``LetterFolding/asciiUnit(_:)``) written in place; returns whether they were.
    private mutating func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
        let start = units.count
        let end = start + Self.unitLimit
        units.append(contentsOf: repeatElement(0, count: min(bytes.count, Self.unitLimit)))
        var written = start
        units.withUnsafeMutableBufferPointer { buffer in
            var separated = false
            for byte in bytes where written < end {
                guard let unit = LetterFolding.asciiUnit(byte) else {
                    separated = written > start
                    continue
                }
                if separated {
                    buffer[written] = LetterFolding.space
                    written += 1
                    separated = false
                    if written == end { break }
                }
                buffer[written] = unit
                written += 1
            }
        }
        units.removeLast(units.count - written)
        return true
    }

    /// Folds `text` onto the end scalar by scalar.
    private mutating func appendScalars(of text: String) {
        let start = units.count
        var separated = false
        for scalar in text.unicodeScalars where units.count - start < Self.unitLimit {
            switch LetterFolding.fold(scalar) {
            case .dropped: continue
            case .separator: separated = units.count > start
            case .unit(let unit):
                if separated {
                    units.append(LetterFolding.space)
                    separated = false
                    if units.count - start == Self.unitLimit { break }
                }
                units.append(unit)
            }
        }
    }

    /// Whether text `index` folds to the same units as `other`'s text `otherIndex`.
    func same(_ index: Int, as other: FoldedList, _ otherIndex: Int) -> Bool {
        units[range(index)].elementsEqual(other.units[other.range(otherIndex)])
    }
}
