/// A GNU gettext PO (or POT) file, read into its entries: the format wizard's messages are
/// written and translated in (po/, docs/languages.md).
///
/// The reader takes what the files in po/ use: `#.` comments (for the translator), the
/// translator's own `# ` comments, `#,` flags, `msgctxt`, `msgid`, `msgid_plural`, `msgstr`
/// and `msgstr[N]`, each string on one or more lines of C-quoted text. Other comments
/// (`#:`, `#|`) are skipped, and so are obsolete entries (`#~`). The header, the entry with an empty `msgid`, gives ``headers``.
public struct POFile: Sendable {
    /// One message of the file.
    public struct Entry: Sendable, Equatable {
        /// The `#.` comments, one string per line, without the `#. `.
        public var comments: [String] = []
        /// The translator's comments (`# `), one string per line, without the `# `; msgmerge
        /// keeps them when it updates the file.
        public var translatorComments: [String] = []
        /// The `#,` flags, such as `python-brace-format`.
        public var flags: [String] = []
        /// The message's id (`msgctxt`), empty when the entry has none.
        public var context = ""
        /// The source text (`msgid`).
        public var id = ""
        /// The source's plural (`msgid_plural`), `nil` for a message without plural forms.
        public var idPlural: String?
        /// The translation's forms (`msgstr`, or `msgstr[0]`, `msgstr[1]`…); empty strings
        /// mean the message is not translated.
        public var strings: [String] = []

        /// Whether the entry holds a translation: some form is not empty.
        public var isTranslated: Bool { strings.contains { !$0.isEmpty } }
    }

    /// The entries, in file order, without the header.
    public let entries: [Entry]
    /// The header's fields (`Language`, `Plural-Forms`…), by name.
    public let headers: [(name: String, value: String)]

    /// A problem that keeps a file from being read, with its 1-based line.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let reason: String

        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }

        public var description: String { "line \(line): \(reason)" }
    }

    /// The header field `name`, `nil` when the header lacks it.
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// The plural rule of the `Plural-Forms` header; one form for every number without one.
    public var pluralRule: PluralRule? {
        PluralRule(pluralForms: header("Plural-Forms") ?? "nplurals=1; plural=0;")
    }

    /// The file of `text`.
    ///
    /// - Throws: ``SyntaxError`` for a line the format does not allow.
    public init(_ text: String) throws {
        var entries: [Entry] = []
        var entry = Entry()
        var started = false
        // Which string a continuation line adds to: 0 context, 1 id, 2 plural, 3+ form.
        var target: Int?
        func finish() {
            if started { entries.append(entry) }
            entry = Entry()
            started = false
            target = nil
        }
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            let number = offset + 1
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                // A comment after a string starts the next entry.
                if target != nil { finish() }
                if line.hasPrefix("#.") {
                    entry.comments.append(String(line.dropFirst(2).drop { $0 == " " }))
                } else if line.hasPrefix("#,") {
                    entry.flags += line.dropFirst(2).split(separator: ",").map {
                        String($0.filter { $0 != " " })
                    }
                } else if line == "#" || line.hasPrefix("# ") {
                    entry.translatorComments.append(String(line.dropFirst(2)))
                }
                continue
            }
            if line.hasPrefix("\"") {
                guard let target else {
                    throw SyntaxError(line: number, reason: "a string without a keyword")
                }
                let string = try Self.unquote(line, line: number)
                switch target {
                case 0: entry.context += string
                case 1: entry.id += string
                case 2: entry.idPlural! += string
                default: entry.strings[target - 3] += string
                }
                continue
            }
            guard let space = line.firstIndex(of: " ") else {
                throw SyntaxError(line: number, reason: "expected a keyword and a string")
            }
            let keyword = line[..<space]
            let string = try Self.unquote(line[space...].drop { $0 == " " }, line: number)
            switch keyword {
            case "msgctxt":
                if target != nil { finish() }
                entry.context = string
                target = 0
            case "msgid":
                if let target, target != 0 { finish() }
                entry.id = string
                target = 1
            case "msgid_plural":
                entry.idPlural = string
                target = 2
            case "msgstr":
                entry.strings = [string]
                target = 3
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                    let index = Int(keyword.dropFirst(7).dropLast()), index == entry.strings.count
                else {
                    throw SyntaxError(line: number, reason: "unknown keyword \(keyword)")
                }
                entry.strings.append(string)
                target = 3 + index
            }
            started = true
        }
        finish()
        var headers: [(String, String)] = []
        if let index = entries.firstIndex(where: { $0.id.isEmpty && $0.context.isEmpty }) {
            for field in entries[index].strings.first?.split(separator: "\n") ?? [] {
                guard let colon = field.firstIndex(of: ":") else { continue }
                headers.append(
                    (
                        String(field[..<colon]),
                        String(field[colon...].dropFirst().drop { $0 == " " })
                    ))
            }
            entries.remove(at: index)
        }
        self.entries = entries
        self.headers = headers
    }

    /// The text of a C-quoted string `"…"` with the escapes `\n`, `\t`, `\"` and `\\`.
    private static func unquote(_ quoted: Substring, line: Int) throws -> String {
        let trimmed = quoted.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard quoted.first == "\"", trimmed.first == "\"", trimmed.count >= 2 else {
            throw SyntaxError(line: line, reason: "expected a string in double quotes")
        }
        var text = ""
        var escaped = false
        for character in quoted.dropFirst().prefix(trimmed.count - 2) {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"", "\\": text.append(character)
                default: throw SyntaxError(line: line, reason: "unknown escape \\\(character)")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw SyntaxError(line: line, reason: "a quote inside a string must be escaped")
            } else {
                text.append(character)
            }
        }
        guard !escaped else { throw SyntaxError(line: line, reason: "the string ends in \\") }
        return text
    }
}
