import WizardCore

/// The store file's bytes and the one-line JSON of `wizard profile --json`, through
/// wizard's own JSON codec (``ProfileDocument/init(json:flow:)``, ``ProfileDocument/json``).
///
/// The file is pretty-printed with sorted keys, so that it reads like the plist it stands in
/// for and diffs cleanly; keys wizard does not know keep their values' text byte for byte.
public enum StoreCoding {
    static func decode(_ bytes: [UInt8], flow: Flow) throws(ProfileDefect) -> ProfileDocument {
        try ProfileDocument(json: bytes, flow: flow)
    }

    /// The file for `document`. It may be larger than ``ProfileStore/sizeLimit``: the store
    /// refuses to write it then.
    static func encode(_ document: ProfileDocument) -> [UInt8] {
        document.json
    }

    /// `values` and `otherValues` as one line of JSON with keys sorted by their UTF-8, for
    /// `wizard profile --json`. Other values keep their text with the white space between
    /// tokens removed (safe: every such text was read by the parser, so its strings and
    /// numbers are left byte for byte).
    ///
    /// Scalars that JSON allows raw but a terminal would act on (DEL, C1 controls, line
    /// separators, bidi overrides and isolates) are written as `\uXXXX` escapes, so the
    /// output is the same JSON and safe to show.
    public static func compactJSON(
        _ values: [String: JSONValue], otherValues: [JSONKey: RawJSON] = [:]
    ) -> String {
        var output: [UInt8] = [UInt8(ascii: "{")]
        // Keys apart from their dictionaries: two other keys that Swift takes for one
        // (canonically equivalent) are two members.
        var members = values.map { (key: $0.key, value: $0.value, raw: RawJSON?.none) }
        members += otherValues.map { (key: $0.key.text, value: JSONValue.null, raw: $0.value) }
        members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        for (index, member) in members.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            JSONWriter.string(member.key, into: &output)
            output.append(UInt8(ascii: ":"))
            if let raw = member.raw {
                output += raw.compactText
            } else {
                JSONWriter.compact(member.value, into: &output)
            }
        }
        output.append(UInt8(ascii: "}"))
        let json = String(decoding: output, as: UTF8.self)
        guard json.unicodeScalars.contains(where: \.isTerminalUnsafe) else { return json }
        var escaped = ""
        for scalar in json.unicodeScalars {
            if scalar.isTerminalUnsafe {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
