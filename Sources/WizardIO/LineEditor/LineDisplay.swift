import WizardCore

/// What readline's own redisplay (plain mode) may show of a line: every scalar a terminal
/// would act on, or that would draw as nothing, is given a visible stand-in of the same
/// UTF-8 length, so that readline's cursor arithmetic holds. Readline shows the C0
/// controls and DEL itself as `^X`; this covers the rest: C1 controls, bidi controls, line
/// separators, zero-width spaces, fillers and the other hidden format characters.
public enum LineDisplay {
    /// U+FFFD for a scalar of three bytes (most of them), `?` for each byte otherwise.
    public static func standIn(length: Int) -> [UInt8] {
        length == 3 ? [0xEF, 0xBF, 0xBD] : Array(repeating: UInt8(ascii: "?"), count: length)
    }

    /// The byte ranges of `bytes` (UTF-8) holding a scalar that needs a stand-in.
    public static func hiddenRanges(in bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            guard lead >= 0x80 else {
                offset += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let end = min(offset + length, bytes.count)
            var value = UInt32(lead) & (0xFF >> (length + 1))
            for byte in bytes[(offset + 1)..<end] { value = value << 6 | UInt32(byte & 0x3F) }
            if let scalar = Unicode.Scalar(value), scalar.isTerminalUnsafe || scalar.isHiddenFormat
            {
                ranges.append(offset..<end)
            }
            offset = end
        }
        return ranges
    }
}
