/// `${name}` in a question's texts, filled in from the values `SUBST` gave, as debconf's
/// `_expand_vars` in `/usr/share/perl5/Debconf/Question.pm` fills them: left to right, a
/// name of one or more characters none of which is a brace, each value put in as it is
/// (a `${…}` inside a value stays), and `\${name}` written as `${name}` without looking
/// it up.
///
/// One difference: a name `SUBST` gave no value stays as written, where debconf's leaves
/// nothing. debconf fills in the texts it sends before it sends them, so a `${name}` left
/// in one was written to be seen.
public enum DebconfVariables {
    /// `text` with `variables` filled in. Linear in `text`: looking for a name's end stops
    /// at the next brace, where the next name could begin.
    public static func expanding(_ text: String, _ variables: [String: String]) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "$")) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let escaped = bytes[index] == UInt8(ascii: "\\")
            let start = escaped ? index + 1 : index
            guard let name = name(in: bytes, at: start) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let written = bytes[start..<name.upperBound + 1]
            let key = String(decoding: bytes[name], as: UTF8.self)
            if !escaped, let value = variables[key] {
                result += value.utf8
            } else {
                result += written
            }
            index = name.upperBound + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes of the name of a `${name}` that begins at `start`, `nil` when none does:
    /// `$`, `{`, at least one byte that is no brace, then `}`.
    private static func name(in bytes: [UInt8], at start: Int) -> Range<Int>? {
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "$"),
            bytes[start + 1] == UInt8(ascii: "{")
        else { return nil }
        var end = start + 2
        while end < bytes.count, bytes[end] != UInt8(ascii: "{"), bytes[end] != UInt8(ascii: "}") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > start + 2 else {
            return nil
        }
        return (start + 2)..<end
    }
}
