/// The ASCII letters and digits a folded text holds, a bit each (`a` to `z`, `0` to `9`):
/// a text holds every letter a query does when its mask has every bit of the query's, and
/// one that lacks a bit cannot match, which one AND tells without reading the text.
enum LetterMask {
    /// The bits of `units`' ASCII letters and digits; other units set none.
    static func of(_ units: some Sequence<UInt32>) -> UInt64 {
        var mask: UInt64 = 0
        for unit in units { mask |= bit(unit) }
        return mask
    }

    /// The bit of one folded unit: a letter's (0–25) or a digit's (26–35); none for another.
    @inline(__always)
    static func bit(_ unit: UInt32) -> UInt64 {
        switch unit {
        case 0x61...0x7A: 1 << UInt64(unit - 0x61)
        case 0x30...0x39: 1 << UInt64(unit - 0x30 + 26)
        default: 0
        }
    }
}
