/// The values a list variable has given so far, compared ignoring case (``Substitutions``
/// keeps the first of two values equal ignoring case): an open-addressed table of the
/// values' places, hashed by FNV-1a over their bytes in lower case, so that a list of
/// 100,000 items costs one pass and no string made or hashed by `Hasher` for each.
struct CaselessValues {
    /// The values, by their place in the order they came.
    private var values: [String] = []
    /// Each slot: a value's place plus one, 0 for an empty slot.
    private var slots: [Int32]
    private let mask: Int

    /// A table with room for `count` values at most.
    init(capacity count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
        values.reserveCapacity(count)
    }

    /// Adds `value` unless a value equal to it ignoring case is there already; returns
    /// whether it was added.
    mutating func insert(_ value: String) -> Bool {
        let key = Self.caseless(value)
        var slot = Self.hash(key) & mask
        while slots[slot] != 0 {
            if Self.caseless(values[Int(slots[slot]) - 1]) == key { return false }
            slot = (slot + 1) & mask
        }
        values.append(value)
        slots[slot] = Int32(values.count)
        return true
    }

    /// `value` as compared: itself when it is all ASCII without an upper-case letter (most
    /// values, and no copy), else in lower case.
    private static func caseless(_ value: String) -> String {
        let lower = value.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { (0x41...0x5A).contains($0) || $0 >= 0x80 }
        }
        return lower == true ? value : value.lowercased()
    }

    /// FNV-1a of `text`'s UTF-8 bytes.
    private static func hash(_ text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
