/// How matching sees one Unicode scalar: case and accents folded away, separators alike,
/// marks dropped. Pure table look-ups, no allocation for Latin letters, digits and Hangul.
enum LetterFolding {
    /// What one scalar of a text becomes.
    enum Folded: Equatable {
        /// A scalar that matching compares, by its value.
        case unit(UInt32)
        /// White space or punctuation: a break between words, every run of them one space.
        case separator
        /// A combining mark, which matching ignores (an accent written as its own scalar).
        case dropped
    }

    /// The unit a run of separators folds to.
    static let space: UInt32 = 0x20

    /// `scalar` folded: ASCII letters in lower case, other ASCII but letters and digits
    /// separators; a Latin letter with an accent (Latin-1 Supplement, Extended-A and -B,
    /// Extended Additional) its base letter in lower case (`É` is `e`, `ø` is `o`); a
    /// combining mark dropped; white space and punctuation separators; any other scalar in
    /// lower case by its first lower-case scalar, everything else as it is (Hangul, Han, kana).
    static func fold(_ scalar: Unicode.Scalar) -> Folded {
        let value = scalar.value
        if value < 0x80 { return asciiUnit(UInt8(value)).map(Folded.unit) ?? .separator }
        if let base = latinBase(value) { return .unit(base) }
        if isCombiningMark(value) { return .dropped }
        let properties = scalar.properties
        if properties.isWhitespace { return .separator }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .spaceSeparator:
            return .separator
        default: break
        }
        if properties.changesWhenLowercased,
            let lower = properties.lowercaseMapping.unicodeScalars.first
        {
            return .unit(lower.value)
        }
        return .unit(value)
    }

    /// An ASCII scalar folded: a letter in lower case, a digit as it is; `nil` for any other,
    /// a separator.
    @inline(__always)
    static func asciiUnit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x41...0x5A: UInt32(byte) + 0x20
        case 0x30...0x39, 0x61...0x7A: UInt32(byte)
        default: nil
        }
    }

    /// The scalars of accents written on their own: Combining Diacritical Marks, their
    /// Extended and Supplement blocks, and those for symbols.
    private static func isCombiningMark(_ value: UInt32) -> Bool {
        (0x300...0x36F).contains(value) || (0x1AB0...0x1AFF).contains(value)
            || (0x1DC0...0x1DFF).contains(value) || (0x20D0...0x20FF).contains(value)
    }

    /// The lower-case ASCII base letter of a Latin letter with an accent, `nil` for any
    /// other scalar.
    private static func latinBase(_ value: UInt32) -> UInt32? {
        let table: [UInt8]
        let offset: Int
        switch value {
        case 0xC0...0x24F:
            table = latinSupplement
            offset = Int(value - 0xC0)
        case 0x1E00...0x1EFF:
            table = latinAdditional
            offset = Int(value - 0x1E00)
        default: return nil
        }
        let base = table[offset]
        return base == UInt8(ascii: ".") ? nil : UInt32(base)
    }

    /// The base letters of U+00C0–U+024F in order, `.` for a scalar that has none (the
    /// canonical decomposition's first letter, and a few letters with a stroke).
    private static let latinSupplement = Array(
        ("aaaaaa.ceeeeiiiidnooooo.ouuuuy..aaaaaa.ceeeeiiiidnooooo.ouuuuy.y"
            + "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii..jjkk.llllll."
            + ".llnnnnnn...oooooo..rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzz."
            + "b......................i........oo.............uu....zz........."
            + ".............aaiioouuuuuuuuuu.aaaa....ggkkoooo..j...gg..nnaa...."
            + "aaaaeeeeiiiioooorrrruuuusstt..hh......aaeeooooooooyy............"
            + "................").utf8)

    /// The base letters of U+1E00–U+1EFF (Latin Extended Additional: Vietnamese and more).
    private static let latinAdditional = Array(
        ("aabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmm"
            + "mmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvv"
            + "wwwwwwwwwwxxxxyyzzzzzzhtwy......aaaaaaaaaaaaaaaaaaaaaaaaeeeeeeee"
            + "eeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy......").utf8)
}
