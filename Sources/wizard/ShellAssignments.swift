import WizardCore
import WizardIO

/// Answers handed back to a shell script: `profile --shell` and `setup --shell` print them as
/// POSIX assignments for `eval`, and `profile --get KEY` prints one value raw (README's In
/// shell scripts, `man/wizard.1`).
///
/// A key becomes a shell name byte by byte: an ASCII letter upper-cased, a digit as it is,
/// anything else (a key's `-` or `.`) `_`, after the `--prefix` as typed. A key begins with a
/// letter or `_` (``FlowReader``), so a name never begins with a digit. Two keys that become
/// one name cannot both be printed: that is a usage error, found from the flow's keys alone,
/// before any question is asked.
enum ShellAssignments {
    /// Whether `prefix` may begin a shell name: ASCII letters, digits and `_`, the first not a
    /// digit; empty is no prefix.
    static func isValidPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.utf8.first else { return true }
        return !isDigit(first) && prefix.utf8.allSatisfy { isLetter($0) || isDigit($0) }
    }

    /// The shell name of `key` after `prefix`.
    static func name(of key: String, prefix: String) -> String {
        let bytes = key.utf8.map { byte -> UInt8 in
            if (0x61...0x7A).contains(byte) { return byte - 0x20 }
            return isLetter(byte) || isDigit(byte) ? byte : 0x5F
        }
        return prefix + String(decoding: bytes, as: UTF8.self)
    }

    /// The names of `keys` after `prefix`, in their order.
    ///
    /// - Throws: ``UsageError/Reason/shellNameTwice(first:second:name:)`` for the first two
    ///   keys that become the same name.
    static func names(of keys: [String], prefix: String) throws(UsageError) -> [String] {
        var keysByName: [String: String] = [:]
        var names: [String] = []
        for key in keys {
            let name = name(of: key, prefix: prefix)
            if let earlier = keysByName[name] {
                throw UsageError(.shellNameTwice(first: earlier, second: key, name: name))
            }
            keysByName[name] = key
            names.append(name)
        }
        return names
    }

    /// The assignments of `values`, one line each, in the order of `keys` (a key without a
    /// value is left out): `NAME='value'`.
    static func text(of values: [String: JSONValue], keys: [String], prefix: String)
        throws(UsageError) -> String
    {
        let names = try names(of: keys, prefix: prefix)
        var text = ""
        for (key, name) in zip(keys, names) {
            guard let value = values[key] else { continue }
            text += name + "=" + quoted(raw(value)) + "\n"
        }
        return text
    }

    /// `text` in single quotes, each `'` in it written `'\''`: a shell reads every other byte
    /// (newlines, `$`, backquotes, `"`) as itself.
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = [0x27]
        for byte in text.utf8 {
            if byte == 0x27 {
                bytes += Array("'\\''".utf8)
            } else {
                bytes.append(byte)
            }
        }
        bytes.append(0x27)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A value as a script reads it: a text as it is, a number in digits, a boolean `true`
    /// or `false`, a multi-select's values one per line.
    static func raw(_ value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): text
        case .array(let elements): elements.map(raw).joined(separator: "\n")
        case .object(let members): StoreCoding.compactJSON(members)
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }
}
