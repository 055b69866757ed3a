/// A message's text with named placeholders, `{minimum}`, as the PO files write it
/// (python-brace-format: `{{` and `}}` stand for a brace).
public enum MessageTemplate {
    /// `template` with each placeholder replaced by `value(name)`; a placeholder `value`
    /// gives `nil` for is kept as written.
    ///
    /// After each value, `following` is given the value and the rest of the template; when
    /// it returns a text, that text replaces the first `length` UTF-8 bytes of the rest (how
    /// a Korean particle pair such as `이(가)` is resolved for the value before it).
    ///
    /// The template is scanned as UTF-8 (the braces are ASCII), so that a message costs a
    /// copy of its bytes, not a walk over its characters: messages are built at start-up.
    public static func render(
        _ template: String, value: (Substring) -> String?,
        following: (String, Substring) -> (text: String, length: Int)? = { _, _ in nil }
    ) -> String {
        let bytes = template.utf8
        var output = ""
        output.reserveCapacity(bytes.count + 16)
        var literalStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x7B || byte == 0x7D else {
                index = bytes.index(after: index)
                continue
            }
            let next = bytes.index(after: index)
            if next < bytes.endIndex, bytes[next] == byte {
                // A doubled brace is one brace.
                output.append(contentsOf: template[literalStart..<next])
                index = bytes.index(after: next)
                literalStart = index
                continue
            }
            guard byte == 0x7B, let close = bytes[next...].firstIndex(of: 0x7D),
                let filled = value(template[next..<close])
            else {
                index = next
                continue
            }
            output.append(contentsOf: template[literalStart..<index])
            output += filled
            index = bytes.index(after: close)
            if let (text, length) = following(filled, template[index...]) {
                output += text
                index = bytes.index(index, offsetBy: length)
            }
            literalStart = index
        }
        // Substrings are appended through String's own overload: `+=` would take the generic
        // Sequence one, which looks up Substring's conformances at run time (70k
        // instructions at start-up).
        output.append(contentsOf: template[literalStart...])
        return output
    }

    /// The names of the placeholders of `template`, in order, each once.
    public static func placeholders(of template: String) -> [String] {
        var names: [String] = []
        _ = render(template) { name in
            if !names.contains(String(name)) { names.append(String(name)) }
            return ""
        }
        return names
    }
}
