/// Writes JSON text, the counterpart of ``JSONParser``: whatever it writes, the parser reads
/// back as the same values.
///
/// Two layouts. *Pretty* is the store's: two spaces per level, `"key" : value`, members in
/// the byte order of their keys' UTF-8, an empty container as `[`, an empty line, `]`.
/// *Compact* has no white space at all. Strings escape `"`, `\` and the C0 controls (`\b`,
/// `\f`, `\n`, `\r`, `\t`, else `\u00xx` in lower-case hex) and keep every other scalar as
/// UTF-8. Whole numbers are written as digits, other numbers in the shortest form that
/// reads back as the same double; a double that is not finite, which JSON cannot spell,
/// is written as `null`.
public enum JSONWriter {
    /// `value` in the pretty layout, as it stands at nesting `level` (0 for a document):
    /// lines after the first are indented for that level.
    public static func pretty(_ value: JSONValue, level: Int = 0, into output: inout [UInt8]) {
        switch value {
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", level: level, into: &output) {
                pretty($0, level: level + 1, into: &$1)
            }
        case .object(let object):
            writeContainer(sorted(object.keys), open: "{", close: "}", level: level, into: &output)
            {
                key, output in
                string(key, into: &output)
                output.append(contentsOf: " : ".utf8)
                pretty(object[key]!, level: level + 1, into: &output)
            }
        case .null, .bool, .integer, .double, .string:
            scalar(value, into: &output)
        }
    }

    /// `value` without white space.
    public static func compact(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                compact(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            // The keys sorted, each value looked up: a list of key and value pairs is a
            // type of its own, which the runtime builds on its first use.
            for (index, key) in sorted(object.keys).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                string(key, into: &output)
                output.append(UInt8(ascii: ":"))
                compact(object[key]!, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .null, .bool, .integer, .double, .string:
            scalar(value, into: &output)
        }
    }

    /// `value` without white space, as text: a value in a message (`"female"`, `30`).
    public static func compactText(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        compact(value, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text`, one JSON value the parser accepted, without the white space between its
    /// tokens: the same value, every string and number byte for byte as it was.
    public static func compacted(_ text: some Collection<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var isInString = false
        var isEscaped = false
        for byte in text {
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
            } else if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                continue
            } else if byte == UInt8(ascii: "\"") {
                isInString = true
            }
            output.append(byte)
        }
        return output
    }

    /// `string` as a JSON string, quotes included.
    public static func string(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0x08: output += Array(#"\b"#.utf8)
            case 0x0C: output += Array(#"\f"#.utf8)
            case 0x0A: output += Array(#"\n"#.utf8)
            case 0x0D: output += Array(#"\r"#.utf8)
            case 0x09: output += Array(#"\t"#.utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `keys` in the order both layouts write them: by the bytes of their UTF-8, as a byte
    /// comparison of the file would order them.
    public static func sorted(_ keys: some Sequence<String>) -> [String] {
        keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func writeContainer<Element>(
        _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar, level: Int,
        into output: inout [UInt8], writeElement: (Element, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        output.append(0x0A)
        if elements.isEmpty { output.append(0x0A) }
        for (index, element) in elements.enumerated() {
            indent(level + 1, into: &output)
            writeElement(element, &output)
            if index < elements.count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(0x0A)
        }
        indent(level, into: &output)
        output.append(UInt8(ascii: close))
    }

    /// Two spaces per level.
    public static func indent(_ level: Int, into output: inout [UInt8]) {
        output += repeatElement(0x20, count: 2 * level)
    }

    private static func scalar(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null: output += Array("null".utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .integer(let integer): output += Array(String(integer).utf8)
        case .double(let double):
            output += Array((double.isFinite ? "\(double)" : "null").utf8)
        case .string(let text): string(text, into: &output)
        case .array, .object: compact(value, into: &output)
        }
    }
}
