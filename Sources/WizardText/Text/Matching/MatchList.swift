/// The texts a list's options are matched by, folded once into one buffer each
/// (``FoldedList``): each option's label, and its hidden value, so that each key typed only
/// compares.
///
/// A label is matched before its value: a value counts only for an option whose label does
/// not match, it is kept only where it folds otherwise than its label, and the words every
/// value begins with (`Asia/` of a list of time zones) never count, since they tell no
/// option from another.
public struct MatchList: Sendable, Equatable {
    let labels: FoldedList
    /// Each value, empty where it folds as its label does.
    let values: FoldedList
    /// How many units every value begins with that matching leaves out.
    let valuePrefix: Int

    /// The labels and values of the options, in order; as many of each.
    public init(labels: [String], values: [String]) {
        precondition(labels.count == values.count)
        var folded = FoldedList(capacity: labels.count)
        var kept = FoldedList(capacity: values.count)
        for (label, value) in zip(labels, values) {
            folded.append(label)
            if value == label {
                kept.appendEmpty()
            } else {
                kept.append(value)
                if kept.same(kept.count - 1, as: folded, folded.count - 1) {
                    kept.dropLast()
                    kept.appendEmpty()
                }
            }
        }
        self.labels = folded
        self.values = kept
        valuePrefix = Self.sharedWordPrefix(labels: folded, values: kept)
    }

    /// How many units every value begins with, folded, up to and including the last space
    /// among them (a whole word or more, such as `asia ` of `Asia/Seoul` and `Asia/Tokyo`); 0
    /// for fewer than two options. A value kept empty (``values``) folds as its label.
    private static func sharedWordPrefix(labels: FoldedList, values: FoldedList) -> Int {
        guard values.count >= 2 else { return 0 }
        func value(_ index: Int) -> ArraySlice<UInt32> {
            let own = values.range(index)
            return own.isEmpty ? labels.units[labels.range(index)] : values.units[own]
        }
        let first = value(0)
        var shared = first.count
        for index in 1..<values.count where shared > 0 {
            let other = value(index)
            var length = 0
            while length < min(shared, other.count),
                first[first.startIndex + length] == other[other.startIndex + length]
            {
                length += 1
            }
            shared = length
        }
        while shared > 0, first[first.startIndex + shared - 1] != LetterFolding.space {
            shared -= 1
        }
        return shared
    }

    /// How many options there are.
    public var count: Int { labels.count }

    /// The options of `pool` (every option when `nil`) that `query` matches, best first:
    /// those whose label matches before those matched by value only, then by score, then
    /// the shorter label, then in the list's order.
    ///
    /// - Precondition: `pool` is in ascending order, as the options are.
    public func ranked(_ query: TextQuery, among pool: [Int32]? = nil) -> [Int32] {
        var keys: [UInt64] = []
        keys.reserveCapacity(pool?.count ?? count)
        let wanted = query.letters
        query.units.withUnsafeBufferPointer { terms in
            labels.units.withUnsafeBufferPointer { labelUnits in
                values.units.withUnsafeBufferPointer { valueUnits in
                    var ignored: [Int] = []
                    let total = pool?.count ?? count
                    for position in 0..<total {
                        let index = pool.map { Int($0[position]) } ?? position
                        let label = labels.range(index)
                        if labels.masks[index] & wanted == wanted,
                            let score = query.score(terms, in: labelUnits, label, &ignored)
                        {
                            keys.append(Self.key(index, score: score, length: label.count))
                            continue
                        }
                        // An empty value folds as its label, which did not match.
                        let value = values.range(index)
                        guard value.count > valuePrefix, values.masks[index] & wanted == wanted
                        else { continue }
                        let counted = (value.lowerBound + valuePrefix)..<value.upperBound
                        if let score = query.score(terms, in: valueUnits, counted, &ignored) {
                            keys.append(
                                Self.key(index, score: score, length: label.count, byValue: true))
                        }
                    }
                }
            }
        }
        KeySort.sort(&keys, from: Self.indexBits)
        return keys.map { Int32(truncatingIfNeeded: $0 & Self.indexMask) }
    }

    /// Whether option `index`'s label or value folds to `units` (`whole`), or begins with
    /// them (not `whole`): plain mode's exact and prefix matches.
    public func names(_ index: Int, _ units: [UInt32], whole: Bool) -> Bool {
        func check(_ list: FoldedList, _ range: Range<Int>) -> Bool {
            whole
                ? list.units[range].elementsEqual(units)
                : range.count >= units.count
                    && list.units[range.prefix(units.count)].elementsEqual(units)
        }
        return check(labels, labels.range(index))
            || check(values, values.range(index))
    }

    /// The option indices a key holds in its low bits (100,000 options need 17).
    private static let indexMask: UInt64 = (1 << indexBits) - 1
    private static let indexBits: UInt64 = 20

    /// The order of one match as one number, smaller first: by value only last (bit 53),
    /// then the higher score (bits 31–52), the shorter label (bits 20–30; a label is at most
    /// ``FoldedList/unitLimit`` units), the earlier option (bits 0–19). The fields start
    /// where ``KeySort``'s digits do, 11 bits apart above the index, so that a sort of keys
    /// made in the options' order passes over the index, and over the bits that most keys
    /// share.
    private static func key(_ index: Int, score: Int32, length: Int, byValue: Bool = false)
        -> UInt64
    {
        let limit: Int64 = 1 << 21
        let clamped = min(max(Int64(score), -limit), limit - 1)
        let worse = UInt64(limit - 1 - clamped)  // 0 for the best score, 22 bits
        let shortness = UInt64(min(length, (1 << 11) - 1))
        return (byValue ? 1 << 53 : 0) | worse << 31 | shortness << 20 | UInt64(index)
    }
}
