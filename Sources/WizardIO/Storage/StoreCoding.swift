import FoundationEssentials
import WizardCore

/// Turns store bytes into JSON values and back.
///
/// The file is written as pretty-printed JSON with sorted keys, so that it reads like the
/// plist it stands in for and diffs cleanly.
public enum StoreCoding {
    static func decode(_ bytes: [UInt8]) throws(StoreDefect) -> [String: JSONValue] {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw .empty
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw .malformed
        }
        guard case .object(let object) = value else { throw .notAnObject }
        return object
    }

    static func encode(_ values: [String: JSONValue]) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding a JSONValue cannot fail: every case maps onto a JSON value.
        guard let data = try? encoder.encode(values) else { return Array("{}\n".utf8) }
        return Array(data) + [0x0A]
    }

    /// `values` as one line of JSON with sorted keys, for `wizard profile --json`.
    ///
    /// Scalars that JSON allows raw but a terminal would act on (DEL, C1 controls, line
    /// separators, bidi overrides and isolates) are written as `\uXXXX` escapes, so the
    /// output is the same JSON and safe to show.
    public static func compactJSON(_ values: [String: JSONValue]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(values) else { return "{}" }
        let json = String(decoding: data, as: UTF8.self)
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
