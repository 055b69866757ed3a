/// The absolute bounds of any answer typed as a line of text, whatever its question's rules
/// say: they bound an answer's share of the store file, of the history and of the field.
public enum AnswerBounds {
    /// No answer is larger than this many bytes of UTF-8 (in NFC).
    public static let byteLimit = 16 * 1024
    /// No answer holds more Unicode scalars than this (in NFC).
    public static let scalarLimit = 4096
    /// No character (grapheme cluster) of an answer is made of more scalars than this: the
    /// longest emoji sequences have 10 and the deepest script stacks fewer, while a letter
    /// buried under thousands of combining marks would still count as one character.
    public static let scalarsPerCharacterLimit = 16

    /// Whether `scalar` ends a line: LF, CR, NEL, or the line and paragraph separators. An
    /// answer is one line, so none of these is ever part of one.
    public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
