import MessageFormat
import WizardText

/// A flow file with the translations of PO files added to its texts, or updated: what
/// `wizard flow po merge FLOW LANG.po…` writes (docs/languages.md).
///
/// An entry is merged when its `msgctxt` names a text of the flow (``FlowTextSite/context``),
/// its `msgid` is that text's English string as the file has it now, it is translated and
/// not marked fuzzy. An entry the translator marked `# same in every language`
/// (``sameMark``) makes its text one string, the English, which every language shows and
/// `flow check` expects no translation of, unless another language translates it. Every
/// other entry is left out and reported: a translator's unfinished or outdated work never
/// reaches a run. The file is changed only inside the texts that gain
/// a translation, each rewritten on one line; every other byte stays as it was.
public struct FlowPOMerge: Sendable {
    /// One PO file's translations, in its language.
    public struct Translations: Sendable {
        /// The file's name, as reports show it.
        public let file: String
        public let language: Language
        public let po: POFile

        public init(file: String, language: Language, po: POFile) {
            self.file = file
            self.language = language
            self.po = po
        }

        /// The language a PO file is in: its `Language` header, else its file's name
        /// (`pt_BR.po`); `nil` when neither is a language.
        public static func language(of po: POFile, file: String) -> Language? {
            if let header = po.header("Language"), let language = Language(code: header) {
                return language
            }
            let name = file.split(separator: "/").last.map(String.init) ?? file
            guard name.hasSuffix(".po") else { return nil }
            return Language(code: name.dropLast(3))
        }
    }

    /// Why an entry was left out.
    public enum Omission: Sendable, Equatable {
        /// Marked fuzzy: a guess of msgmerge's, or a translator's, to be checked.
        case fuzzy
        /// No translation.
        case untranslated
        /// It translates an English text the flow no longer has there.
        case outdated
        /// Its `msgctxt` names no text of the flow.
        case unknown
        /// Marked the same in every language, but another language translates its text.
        case translatedElsewhere
    }

    /// The translator's comment that marks a text the same in every language (a name).
    public static let sameMark = "same in every language"

    /// An entry left out, to be reported.
    public struct LeftOut: Sendable, Equatable {
        public let file: String
        public let context: String
        public let omission: Omission
    }

    /// How far one PO file is translated, as `msgfmt --statistics` counts it: the
    /// translations it gave, and its fuzzy and untranslated entries of texts of the flow,
    /// which were left out.
    public struct Summary: Sendable, Equatable {
        public let file: String
        public let merged: Int
        public let fuzzy: Int
        public let untranslated: Int
    }

    /// The flow file's bytes with the translations merged in.
    public let bytes: [UInt8]
    /// How far each file is translated, in the order given.
    public let summaries: [Summary]
    /// The entries left out, file by file, in each file's order.
    public let leftOut: [LeftOut]

    /// Merges `translations` into the flow file `bytes`, whose texts are `texts`
    /// (``FlowReader/texts(in:)``). A later file's translation of a text in one language
    /// wins over an earlier one's.
    public init(bytes: [UInt8], texts: [FlowTextSite], translations: [Translations]) {
        var added: [[(Language, String)]] = Array(repeating: [], count: texts.count)
        var same = Array(repeating: false, count: texts.count)
        var summaries: [Summary] = []
        var leftOut: [LeftOut] = []
        for file in translations {
            var count = 0
            for entry in file.po.entries where !entry.id.isEmpty || !entry.context.isEmpty {
                let omission: Omission?
                let index = texts.firstIndex { $0.context == entry.context }
                if let index {
                    if entry.translatorComments.contains(where: { $0 == Self.sameMark }) {
                        guard !Self.translates(texts[index].node), added[index].isEmpty else {
                            leftOut.append(
                                LeftOut(
                                    file: file.file, context: entry.context,
                                    omission: .translatedElsewhere))
                            continue
                        }
                        same[index] = true
                        count += 1
                        continue
                    }
                    if entry.flags.contains("fuzzy") {
                        omission = .fuzzy
                    } else if !entry.isTranslated {
                        omission = .untranslated
                    } else if entry.id != texts[index].english {
                        omission = .outdated
                    } else {
                        omission = nil
                    }
                } else {
                    omission = .unknown
                }
                guard let index, omission == nil else {
                    leftOut.append(
                        LeftOut(file: file.file, context: entry.context, omission: omission!))
                    continue
                }
                guard !same[index] else {
                    leftOut.append(
                        LeftOut(
                            file: file.file, context: entry.context,
                            omission: .translatedElsewhere))
                    continue
                }
                added[index].removeAll { $0.0 == file.language }
                added[index].append((file.language, entry.strings[0]))
                count += 1
            }
            let omissions = leftOut.filter { $0.file == file.file }.map(\.omission)
            summaries.append(
                Summary(
                    file: file.file, merged: count, fuzzy: omissions.count { $0 == .fuzzy },
                    untranslated: omissions.count { $0 == .untranslated }))
        }
        var output = bytes
        for index in texts.indices.reversed() where !added[index].isEmpty || same[index] {
            let site = texts[index]
            var text: [UInt8] = []
            if same[index] {
                JSONWriter.string(site.english, into: &text)
            } else {
                text = Self.text(site.node, adding: added[index])
            }
            output.replaceSubrange(site.node.span, with: text)
        }
        self.bytes = output
        self.summaries = summaries
        self.leftOut = leftOut
    }

    /// Whether the text at `node` holds a translation: a member other than English.
    static func translates(_ node: JSONNode) -> Bool {
        guard case .object(let members) = node.value else { return false }
        return members.contains { $0.key != "en" }
    }

    /// The JSON of `node`, a text, with `translations` added or put in place of the same
    /// language's: `{"en": "…", "ko": "…", "de": "…"}`, its members in their order, new
    /// languages last.
    static func text(_ node: JSONNode, adding translations: [(Language, String)]) -> [UInt8] {
        var members: [(key: String, value: String)] = []
        switch node.value {
        case .string(let english):
            members.append(("en", english))
        case .object(let existing):
            for member in existing {
                guard case .string(let string) = member.value.value else { continue }
                members.append((member.key, string))
            }
        default:
            break
        }
        for (language, string) in translations {
            if let index = members.firstIndex(where: {
                $0.key != "en" && Language(code: $0.key) == language
            }) {
                members[index].value = string
            } else {
                members.append((language.code, string))
            }
        }
        var output: [UInt8] = [UInt8(ascii: "{")]
        for (index, member) in members.enumerated() {
            if index > 0 { output += Array(", ".utf8) }
            JSONWriter.string(member.key, into: &output)
            output += Array(": ".utf8)
            JSONWriter.string(member.value, into: &output)
        }
        output.append(UInt8(ascii: "}"))
        return output
    }
}
