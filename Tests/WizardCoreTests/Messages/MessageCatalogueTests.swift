import Glibc
import MessageFormat
import TestSupport
import Testing

@testable import WizardCore
@testable import WizardMessages

/// `Message` is generated Swift (`Messages+Generated.swift`) from po/; these tests keep it the
/// catalogue po/ declares, and keep each language file complete and well-formed.
@Suite("The message catalogue and its PO files", .timeLimit(.minutes(5)))
struct MessageCatalogueTests {
    static let generatedPath = "Sources/WizardMessages/Messages+Generated.swift"

    @Test("the checked-in file is what Scripts/generate-messages writes from po/")
    func upToDate() throws {
        let expected = try MessageSource.file(
            MessageCatalogueFiles.book,
            readFrom: [MessageCatalogueFiles.sourcePath] + MessageCatalogueFiles.translationPaths)
        let checkedIn = Files.text(Repository.path(Self.generatedPath)) ?? ""
        if checkedIn != expected {
            let line = zip(checkedIn.split(separator: "\n"), expected.split(separator: "\n"))
                .first { $0 != $1 }
            Issue.record(
                """
                \(Self.generatedPath) is out of date with po/ (it has "\(line?.0 ?? "")" \
                where the generator writes "\(line?.1 ?? "")"): run Scripts/generate-messages
                """)
        }
    }

    @Test("the compiled languages are po/'s, English first, with the same plural rules")
    func languages() {
        let book = MessageCatalogueFiles.book
        #expect(Message.languages.map(\.language.code) == book.languageCodes)
        #expect(Message.languages.first?.language == .english)
        for (language, rule) in zip(Message.languages, book.rules) {
            for n in 0...250 {
                #expect(language.pluralIndex(n) == rule.index(for: n), "\(language.language) \(n)")
            }
        }
        #expect(
            Message.languages.map(\.language.code) == [
                "en", "de", "es", "fr", "ja", "ko", "pt_BR", "zh_CN",
            ])
    }

    @Test("every language file has every message, translated or left empty, and nothing else")
    func complete() {
        let source = MessageCatalogueFiles.source.entries
        #expect(source.count > 150)
        #expect(Set(source.map(\.context)).count == source.count, "an id is used twice")
        for (path, file) in zip(
            MessageCatalogueFiles.translationPaths, MessageCatalogueFiles.translations)
        {
            #expect(file.entries.map(\.context) == source.map(\.context), "\(path)")
        }
    }

    @Test("Korean translates every message (an empty msgstr would list it as missing)")
    func koreanComplete() throws {
        let index = try #require(MessageCatalogueFiles.translationPaths.firstIndex(of: "po/ko.po"))
        let missing = MessageCatalogueFiles.translations[index].entries.filter {
            !$0.isTranslated
        }
        #expect(missing.map(\.context) == [])
    }

    @Test("each translation has the source's placeholders, flags and number of plural forms")
    func placeholdersMatch() throws {
        let source = MessageCatalogueFiles.source.entries
        for (path, file) in zip(
            MessageCatalogueFiles.translationPaths, MessageCatalogueFiles.translations)
        {
            let rule = try #require(file.pluralRule, "\(path) has no Plural-Forms")
            for (entry, original) in zip(file.entries, source) where entry.isTranslated {
                let context = "\(path): \(entry.context)"
                #expect(entry.id == original.id, "\(context): its msgid is not the source's")
                #expect(entry.flags == original.flags, "\(context)")
                let expected = Set(MessageTemplate.placeholders(of: original.id))
                if original.idPlural != nil {
                    #expect(entry.strings.count == rule.count, "\(context)")
                }
                // A message flagged no-python-brace-format shows other values in some
                // languages: its translations use only the parameters it declares.
                let declared = try Set(
                    MessageSource.parameters(
                        original.comments.first { $0.hasPrefix("parameters:") }.map {
                            String($0.dropFirst("parameters:".count))
                        } ?? ""
                    ).map(\.name))
                for form in entry.strings {
                    let found = Set(MessageTemplate.placeholders(of: form))
                    if original.flags.contains("no-python-brace-format") {
                        #expect(found.isSubset(of: declared), "\(context): \(form)")
                    } else {
                        #expect(found == expected, "\(context): \(form)")
                    }
                }
            }
        }
    }

    @Test("each translated help lists the flags of the English usage lines, --verbose included")
    func usageFlags() {
        // The usage lines are a help text's first paragraph; a flag is `--` and letters.
        func flags(_ text: String) -> Set<Substring> {
            let usage = text.split(separator: "\n\n", maxSplits: 1).first ?? ""
            return Set(usage.matches(of: /--[a-z][a-z-]*/).map(\.output))
        }
        let source = MessageCatalogueFiles.source.entries
        for (path, file) in zip(
            MessageCatalogueFiles.translationPaths, MessageCatalogueFiles.translations)
        {
            for (entry, original) in zip(file.entries, source)
            where entry.isTranslated && original.context.hasPrefix("help.") {
                #expect(
                    flags(entry.strings[0]) == flags(original.id), "\(path): \(entry.context)")
            }
        }
        let setup = source.first { $0.context == "help.setup" }.map { flags($0.id) } ?? []
        #expect(setup.contains("--verbose"))
    }

    @Test("a message with placeholders is flagged python-brace-format, or no- where it may differ")
    func formatFlags() {
        for entry in MessageCatalogueFiles.source.entries {
            let placeholders = !MessageTemplate.placeholders(of: entry.id).isEmpty
            let flagged =
                entry.flags.contains("python-brace-format")
                || entry.flags.contains("no-python-brace-format")
            #expect(flagged == placeholders, "\(entry.context)")
        }
    }

    /// msgfmt's path, or `nil` when gettext is not installed.
    static let msgfmt: String? = ["/usr/bin/msgfmt", "/usr/local/bin/msgfmt"].first {
        (path: String) in access(path, X_OK) == 0
    }

    @Test("every PO file passes msgfmt --check (gettext is a test package: CI fails without it)")
    func msgfmtCheck() throws {
        guard let msgfmt = Self.msgfmt else {
            // Scripts/bootstrap installs gettext; in CI a missing msgfmt is a failure, and
            // elsewhere the check is only as good as the machine.
            #expect(getenv("CI") == nil, "msgfmt is not installed: run Scripts/bootstrap")
            return
        }
        for path in [MessageCatalogueFiles.sourcePath] + MessageCatalogueFiles.translationPaths {
            let result = Repository.run([msgfmt, "--check", "-o", "/dev/null", path])
            #expect(result.status == 0, "\(path): \(result.error)")
        }
    }
}
