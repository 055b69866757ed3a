import MessageFormat
import TestSupport
import Testing

/// Each UI language says each of wizard's terms one way (po/terms/LANG.terms): a message
/// whose English holds a term (step, flow, profile…) is translated with that term's
/// rendering, so that a reader meets one word for one thing, from the hints to the errors.
@Suite("Every catalogue follows its language's term list", .timeLimit(.minutes(1)))
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

    /// `english` without what no translation translates: quoted text, placeholders,
    /// options, command lines and JSON paths.
    static func translatable(_ english: String) throws -> String {
        let untranslated = try Regex(
            #"'[^']*'|`[^`]*`|"[^"]*"|\{[^}]*\}|--[\w-]+|\bwizard( [a-z-]+)+|\$\.\S+"#)
        return english.replacing(untranslated, with: " ")
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
        for (term, renderings) in list.terms {
            let word = try Regex(#"\b"# + term + #"(s|d|ed|ing)?\b"#).ignoresCase()
            let exempt = Self.otherSenses[term] ?? []
            for entry in catalogue.entries
            where entry.isTranslated && !exempt.contains(entry.context) {
                let english = try Self.translatable(entry.id + " " + (entry.idPlural ?? ""))
                guard english.contains(word) else { continue }
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
