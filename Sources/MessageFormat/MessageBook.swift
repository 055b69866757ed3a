/// The messages of the English source and its translations as PO files give them: what
/// Scripts/generate-messages compiles into Swift (``MessageSource``), and what a test reads
/// a language from without generating anything (docs/languages.md).
public struct MessageBook: Sendable {
    /// One message of the source, with what the generator needs beside its templates.
    public struct Declaration: Sendable {
        /// The message's id, its `msgctxt`.
        public let id: String
        /// The message's plural forms in each of ``MessageBook/languageCodes``, English first;
        /// none for a language whose file leaves the message untranslated.
        public let forms: [[String]]
        /// The `#.` comments for the translator, without the `parameters:` line.
        public let comments: [String]
        /// The Swift parameter list the `parameters:` comment declares (`_ value: Outside,
        /// limit: Int`), empty for a message without placeholders.
        public let parameters: String
        /// The placeholders of the English text, in order.
        public let placeholders: [String]
        /// Whether the message has plural forms (`msgid_plural`).
        public let isPlural: Bool
        /// The source's `#,` flags (`python-brace-format`).
        public let flags: [String]
    }

    /// The language codes, `en` first, then each translation's `Language` header.
    public let languageCodes: [String]
    /// The `Plural-Forms` rule of each language, aligned with ``languageCodes``.
    public let rules: [PluralRule]
    /// The source's messages, in file order.
    public let declarations: [Declaration]

    /// A problem of the source or a translation.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The book of `source` (the English POT file) and `translations`, one PO file per
    /// language, each naming its language in its `Language` header.
    ///
    /// - Throws: ``Problem`` for a file without a language or a plural rule, or a message
    ///   without an id.
    public init(source: POFile, translations: [POFile]) throws {
        guard let englishRule = source.pluralRule else {
            throw Problem(description: "the source has no Plural-Forms")
        }
        var languageCodes = ["en"]
        var rules = [englishRule]
        var byID: [[String: [String]]] = []
        for file in translations {
            guard let code = file.header("Language"), code != "en",
                let first = code.utf8.first, (0x61...0x7A).contains(first),
                code.utf8.allSatisfy(Self.isTagByte)
            else {
                throw Problem(description: "a translation without a Language code other than en")
            }
            guard let rule = file.pluralRule else {
                throw Problem(description: "\(code): no Plural-Forms")
            }
            languageCodes.append(code)
            rules.append(rule)
            var forms: [String: [String]] = [:]
            for entry in file.entries where entry.isTranslated {
                forms[entry.context] = entry.strings
            }
            byID.append(forms)
        }
        var declarations: [Declaration] = []
        for entry in source.entries {
            guard !entry.context.isEmpty else {
                throw Problem(description: "\"\(entry.id)\" has no msgctxt, the message's id")
            }
            let english = [entry.id] + (entry.idPlural.map { [$0] } ?? [])
            let parameters = entry.comments.first { $0.hasPrefix("parameters:") }
            declarations.append(
                Declaration(
                    id: entry.context, forms: [english] + byID.map { $0[entry.context] ?? [] },
                    comments: entry.comments.filter { !$0.hasPrefix("parameters:") },
                    parameters: parameters.map {
                        String($0.dropFirst("parameters:".count).drop { $0 == " " })
                    } ?? "",
                    placeholders: MessageTemplate.placeholders(of: entry.id),
                    isPlural: entry.idPlural != nil, flags: entry.flags))
        }
        self.languageCodes = languageCodes
        self.rules = rules
        self.declarations = declarations
    }

    /// Whether `byte` may be in a `Language` header's tag: an ASCII letter, a digit, or the
    /// `_`, `-` and `@` of POSIX locale names and BCP 47 tags (`pt_BR`, `zh-Hans`,
    /// `sr@latin`); the tag itself is read by WizardCore's `Language(code:)`.
    private static func isTagByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, UInt8(ascii: "_"), UInt8(ascii: "-"),
            UInt8(ascii: "@"):
            true
        default: false
        }
    }
}
