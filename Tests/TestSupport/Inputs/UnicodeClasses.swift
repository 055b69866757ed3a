/// Classes of scalars that must never reach a terminal raw or hide in an answer, written
/// out from the Unicode standard for the tests, independently of the code under test.
public enum UnicodeClasses {
    /// C0 controls other than the line feed that separates lines, and DEL.
    public static let c0: [Unicode.Scalar] =
        (Array(0x00...0x09) + Array(0x0B...0x1F) + [0x7F]).compactMap(Unicode.Scalar.init)
    /// The C1 controls, U+0080–U+009F (CSI is U+009B).
    public static let c1: [Unicode.Scalar] = (0x80...0x9F).compactMap(Unicode.Scalar.init)
    /// Bidirectional controls: marks, embeddings, overrides, isolates.
    public static let bidi: [Unicode.Scalar] =
        ([0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069))
        .compactMap(Unicode.Scalar.init)
    /// The line and paragraph separators.
    public static let separators: [Unicode.Scalar] = ["\u{2028}", "\u{2029}"]

    /// Default_Ignorable_Code_Point, from the Unicode Character Database
    /// (DerivedCoreProperties.txt), every range of it.
    public static let defaultIgnorable: [ClosedRange<UInt32>] = [
        0x00AD...0x00AD, 0x034F...0x034F, 0x061C...0x061C, 0x115F...0x1160, 0x17B4...0x17B5,
        0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164...0x3164,
        0xFE00...0xFE0F, 0xFEFF...0xFEFF, 0xFFA0...0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3,
        0x1D173...0x1D17A, 0xE0000...0xE0FFF,
    ]
    /// The ignorables that join a visible character: ZWNJ, ZWJ, the combining grapheme
    /// joiner, variation selectors, Mongolian free variation selectors, emoji tags.
    public static let joiners: [ClosedRange<UInt32>] = [
        0x200C...0x200D, 0x034F...0x034F, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D,
        0x180F...0x180F, 0xE0020...0xE007F,
    ]
    /// Blank-looking characters that are neither white space nor ignorable, and the
    /// interlinear annotation controls.
    public static let blanks: [UInt32] = [0x2800, 0xFFF9, 0xFFFA, 0xFFFB]

    /// Every scalar that draws nothing.
    public static let invisible: [Unicode.Scalar] =
        (defaultIgnorable.flatMap { Array($0) } + blanks).compactMap(Unicode.Scalar.init)

    public static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        joiners.contains { $0.contains(scalar.value) }
    }

    /// Every hostile scalar, except the joiners (harmless inside a character) and the
    /// blanks that are not format characters.
    public static let hostile: [Unicode.Scalar] =
        c0 + c1 + bidi + separators
        + invisible.filter { !isJoiner($0) && $0 != "\u{2800}" && !bidi.contains($0) }

    /// `scalar` as `U+XXXX`.
    public static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
