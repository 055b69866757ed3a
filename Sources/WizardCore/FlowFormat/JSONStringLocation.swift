/// Where a character of a JSON string stands in its file: a string's text is its literal
/// with the escapes decoded, so its n-th character may lie further on in the file than n
/// columns (`\u00e9` is six columns for one `é`).
enum JSONStringLocation {
    /// The line and column in `bytes` of the character at `characterIndex` of the string
    /// literal `node` (counted as Swift counts characters, from 0), or just after its last
    /// character when `characterIndex` is its length. `node` must be a string that
    /// ``JSONParser`` read from `bytes`; otherwise its own location is returned.
    ///
    /// A string holds no raw line end, so the line is the literal's; the column counts
    /// scalars, as ``TextLocation`` does.
    static func location(ofCharacter characterIndex: Int, in node: JSONNode, bytes: [UInt8])
        -> TextLocation
    {
        guard case .string = node.value, node.span.count >= 2, node.span.upperBound <= bytes.count
        else { return node.location }
        let literal = bytes[(node.span.lowerBound + 1)..<(node.span.upperBound - 1)]
        let starts = scalarStarts(in: literal)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: starts.map(\.scalar))
        var scalarIndex = 0
        for (index, character) in String(text).enumerated() where index < characterIndex {
            scalarIndex += character.unicodeScalars.count
        }
        let offset = scalarIndex < starts.count ? starts[scalarIndex].offset : literal.endIndex
        let columns = bytes[node.span.lowerBound..<offset].count { $0 & 0xC0 != 0x80 }
        return TextLocation(line: node.location.line, column: node.location.column + columns)
    }

    /// Each scalar a valid literal's content decodes to, with the offset of its first byte.
    private static func scalarStarts(in literal: ArraySlice<UInt8>) -> [(
        scalar: Unicode.Scalar, offset: Int
    )] {
        var starts: [(scalar: Unicode.Scalar, offset: Int)] = []
        var offset = literal.startIndex
        while offset < literal.endIndex {
            let start = offset
            let value: UInt32
            if literal[offset] == UInt8(ascii: "\\") {
                (value, offset) = escape(in: literal, at: offset)
            } else {
                (value, offset) = utf8Scalar(in: literal, at: offset)
            }
            starts.append((Unicode.Scalar(value) ?? "\u{FFFD}", start))
        }
        return starts
    }

    /// The scalar of the escape at `offset` (its `\`), and the offset after it.
    private static func escape(in literal: ArraySlice<UInt8>, at offset: Int) -> (UInt32, Int) {
        guard offset + 1 < literal.endIndex else { return (0xFFFD, literal.endIndex) }
        let simple: UInt32? =
            switch literal[offset + 1] {
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            case UInt8(ascii: "u"): nil
            case let byte: UInt32(byte)
            }
        if let simple { return (simple, offset + 2) }
        let high = hexQuad(in: literal, at: offset + 2)
        guard (0xD800..<0xDC00).contains(high), offset + 12 <= literal.endIndex,
            literal[offset + 6] == UInt8(ascii: "\\")
        else { return (high, offset + 6) }
        let low = hexQuad(in: literal, at: offset + 8)
        return (0x10000 + ((high - 0xD800) << 10) + (low &- 0xDC00), offset + 12)
    }

    private static func hexQuad(in literal: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for byte in literal[offset..<min(offset + 4, literal.endIndex)] {
            let digit: UInt8 =
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                default: 0
                }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The scalar whose UTF-8 starts at `offset`, and the offset after it.
    private static func utf8Scalar(in literal: ArraySlice<UInt8>, at offset: Int) -> (UInt32, Int) {
        let lead = literal[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = min(offset + length, literal.endIndex)
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for byte in literal[(offset + 1)..<end] { value = value << 6 | UInt32(byte & 0x3F) }
        return (value, end)
    }
}
