import MessageFormat
import TestSupport
import Testing

/// Each UI language says each of wizard's terms one way (po/terms/LANG.terms): a message
/// whose English holds a term (step, flow, profile…) is translated with that term's
/// rendering, so that a reader meets one word for one thing, from the hints to the errors.
@Suite("Every catalogue follows its language's term list", .timeLimit(.minutes(5)))
struct CatalogueTermTests {
    /// A term list: each English term with the beginnings of the words that render it.
    struct TermList {
        let language: String
        let terms: [(english: String, renderings: [String])]
    }

    static let directory = "po/terms"

    /// The lines of `path` in po/terms that are not comments, split at their tab.
    static func rows(_ path: String) -> [(String, [String])] {
        let text = Files.text(Repository.path("\(directory)/\(path)")) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else { return nil }
            return (String(fields[0]), fields[1].split(separator: ",").map(String.init))
        }
    }

    static let lists: [TermList] = MessageCatalogueFiles.translationPaths.map { path in
        let language = String(path.dropFirst("po/".count).dropLast(".po".count))
        return TermList(language: language, terms: rows("\(language).terms"))
    }

    /// For each term, the messages in which its English word means something else.
    static let otherSenses: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: rows("other-senses").map { ($0.0, Set($0.1)) })

    /// The lowercase words of `english` that a translation translates: not those of quoted
    /// text (`'…'`, `` `…` ``, `"…"`), placeholders, options, command lines (`wizard flow
    /// questions`), JSON paths or variables' names.
    static func translatableWords(_ english: String) -> [String] {
        var kept = ""
        var characters = english[...]
        while let character = characters.popFirst() {
            let closing: Character? =
                switch character {
                case "{": "}"
                case "`", "\"": character
                // An apostrophe inside a word (flow's) opens nothing.
                case "'" where !(kept.last?.isLetter ?? false): "'"
                default: nil
                }
            if let closing, let end = characters.firstIndex(of: closing) {
                characters = characters[characters.index(after: end)...]
                kept.append(" ")
            } else {
                kept.append(character)
            }
        }
        var words: [String] = []
        var commandWords = 0
        for token in kept.split(whereSeparator: \.isWhitespace) {
            if token == "wizard" {
                commandWords = 3
                continue
            }
            if commandWords > 0, token.allSatisfy({ $0.isLowercase || $0 == "-" }) {
                commandWords -= 1
                continue
            }
            commandWords = 0
            // Options, JSON paths, and names such as WIZARD_ANSWERS.
            if token.hasPrefix("--") || token.hasPrefix("$.") || token.contains("_") { continue }
            words += token.split { !$0.isLetter }.map { $0.lowercased() }
        }
        return words
    }

    /// Whether `words` hold `term`, or its plural or past or -ing form.
    static func holds(_ words: [String], _ term: String) -> Bool {
        words.contains { word in
            word == term || ["s", "d", "ed", "ing"].contains { word == term + $0 }
        }
    }

    @Test("every UI language but English has a term list, and every list the same terms")
    func everyLanguage() {
        #expect(Self.lists.count == MessageCatalogueFiles.translationPaths.count)
        let english = Self.lists.first?.terms.map(\.english) ?? []
        #expect(english.count >= 8)
        for list in Self.lists {
            #expect(list.terms.map(\.english) == english, "\(list.language)")
        }
    }

    @Test("a message holding a term uses the term's rendering", arguments: lists.map(\.language))
    func followsList(language: String) throws {
        let list = try #require(Self.lists.first { $0.language == language })
        let catalogue = MessageCatalogueFiles.file("po/\(language).po")
        let words = Dictionary(
            catalogue.entries.map {
                ($0.context, Self.translatableWords($0.id + " " + ($0.idPlural ?? "")))
            }, uniquingKeysWith: { first, _ in first })
        for (term, renderings) in list.terms {
            let exempt = Self.otherSenses[term] ?? []
            for entry in catalogue.entries
            where entry.isTranslated && !exempt.contains(entry.context) {
                guard Self.holds(words[entry.context] ?? [], term) else { continue }
                let translation = entry.strings.joined(separator: " ").lowercased()
                #expect(
                    renderings.contains { translation.contains($0) },
                    "\(language): \(entry.context) says '\(term)' without \(renderings): \(translation)"
                )
            }
        }
    }

    @Test("the list's contexts of other senses name messages of the catalogue")
    func otherSensesExist() {
        let contexts = Set(MessageCatalogueFiles.source.entries.map(\.context))
        for (term, exempt) in Self.otherSenses {
            #expect(exempt.isSubset(of: contexts), "\(term): \(exempt.subtracting(contexts))")
        }
    }
}
