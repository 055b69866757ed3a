import WizardCore
import WizardIO
import WizardText

/// Answers handed back to a shell script: `profile --shell` and `setup --shell` print them as
/// POSIX assignments for `eval`, and `profile --get KEY` prints one value raw
/// (`docs/shell-scripts.md`, `man/wizard.1`).
///
/// A key becomes a shell name as ``ShellName`` says, after the `--prefix` as typed or, without
/// one, the flow's id (``ShellName/defaultPrefix(forFlow:)``). Two keys that become one name
/// cannot both be printed, and no name special to a shell (``ShellName/isSpecial(_:)``) is
/// ever printed: both are usage errors, found from the flow's keys alone, before any question
/// is asked.
enum ShellAssignments {
    /// The names of `keys` after `prefix`, in their order.
    ///
    /// - Throws: ``UsageError/Reason/shellNameSpecial(key:name:)`` for the first key that
    ///   becomes a name special to a shell, and
    ///   ``UsageError/Reason/shellNameTwice(first:second:name:)`` for the first two keys that
    ///   become the same name.
    static func names(of keys: [String], prefix: String) throws(UsageError) -> [String] {
        var keysByName: [String: String] = [:]
        var names: [String] = []
        for key in keys {
            let name = ShellName.name(of: key, prefix: prefix)
            if ShellName.isSpecial(name) {
                throw UsageError(.shellNameSpecial(key: key, name: name))
            }
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
}
