/// Plain mode's bound on what typing adds to a line: once a character would make the line
/// longer than ``LineSource/lineLimit`` bytes (a piped line's bound), its bytes are
/// dropped, as the text field drops them; every other key still works.
///
/// It sees the terminal's bytes one at a time, before readline does (which, in plain mode,
/// gets a paste as typed characters): control bytes (Enter, Backspace, Ctrl-C), escape
/// sequences (arrows, Meta keys) and the rest of a character whose first byte passed always
/// pass; the first byte of a character that does not fit is dropped with the rest of it.
/// Where readline reads only ASCII (the system has no UTF-8 locale: ``UTF8Locale``), a
/// character outside ASCII is dropped so too, whatever room is left, and ``refusal`` says
/// why, for the reader to be told.
struct TypingBound {
    /// The most bytes the line may hold.
    let limit: Int
    /// Whether only ASCII characters may be typed.
    let asciiOnly: Bool

    /// Why typing is refused.
    enum Refusal: Equatable {
        /// The character would make the line longer than ``limit``.
        case lineFull
        /// The character is not ASCII, and only ASCII may be typed (``asciiOnly``).
        case notASCII
    }

    private enum Sequence {
        case none
        /// After Esc: the next byte belongs to the key.
        case escape
        /// Inside a CSI or SS3 sequence, until its final byte.
        case control
    }

    private var sequence = Sequence.none
    /// Whether the continuation bytes seen now belong to a character that passed.
    private var characterPasses = true
    /// Why the last character was dropped, `nil` once one passes: one bell (or one notice)
    /// for a run of them.
    private(set) var refusal: Refusal?
    /// Whether a character was dropped since the last one that passed.
    var isRefusing: Bool { refusal != nil }

    init(limit: Int = LineSource.lineLimit, asciiOnly: Bool = false) {
        self.limit = limit
        self.asciiOnly = asciiOnly
    }

    /// Whether `byte` goes on to readline, the line being `lineLength` bytes long now.
    mutating func admits(_ byte: UInt8, lineLength: Int) -> Bool {
        switch sequence {
        case .escape:
            sequence = byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") ? .control : .none
            return true
        case .control:
            if (0x40...0x7E).contains(byte) { sequence = .none }
            return true
        case .none:
            break
        }
        if byte == 0x1B {
            sequence = .escape
            return true
        }
        if byte < 0x20 || byte == 0x7F { return true }
        if byte & 0xC0 == 0x80 { return characterPasses && !asciiOnly }
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        refusal =
            asciiOnly && byte >= 0x80 ? .notASCII : lineLength + length > limit ? .lineFull : nil
        characterPasses = refusal == nil
        return characterPasses
    }
}
