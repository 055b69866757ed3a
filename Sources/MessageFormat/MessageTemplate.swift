/// A message's text with named placeholders, `{minimum}`, as the PO files write it
/// (python-brace-format: `{{` and `}}` stand for a brace).
public enum MessageTemplate {
    /// `template` with each placeholder replaced by `value(name)`; a placeholder `value`
    /// gives `nil` for is kept as written.
    ///
    /// After each value, `following` is given the value and the rest of the template; when
    /// it returns a text, that text replaces the first `length` characters of the rest (how
    /// a Korean particle pair such as `이(가)` is resolved for the value before it).
    public static func render(
        _ template: String, value: (Substring) -> String?,
        following: (String, Substring) -> (text: String, length: Int)? = { _, _ in nil }
    ) -> String {
        var output = ""
        var rest = template[...]
        while let brace = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            output += rest[..<brace]
            let after = rest.index(after: brace)
            if after < rest.endIndex, rest[after] == rest[brace] {
                output.append(rest[brace])
                rest = rest[rest.index(after: after)...]
                continue
            }
            guard rest[brace] == "{", let close = rest[after...].firstIndex(of: "}"),
                let filled = value(rest[after..<close])
            else {
                output.append(rest[brace])
                rest = rest[after...]
                continue
            }
            output += filled
            rest = rest[rest.index(after: close)...]
            if let (text, length) = following(filled, rest) {
                output += text
                rest = rest.dropFirst(length)
            }
        }
        return output + rest
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
