import Glibc
import MessageFormat
import TestSupport
import Testing

@testable import WizardCore
@testable import WizardMessages
@testable import WizardText

/// A UI language is one PO file: a throwaway language, written to a temporary directory,
/// reads through the same code as the generated catalogue, with no Swift of its own.
@Suite("A third UI language from one PO file", .timeLimit(.minutes(5)))
struct ThirdLanguageTests {
    /// The language `xx`, with three plural forms as Slavic languages have, translating two
    /// messages and leaving one empty.
    static let file = #"""
        msgid ""
        msgstr ""
        "Project-Id-Version: wizard\n"
        "PO-Revision-Date: 2026-12-01 00:00+0000\n"
        "Last-Translator: test\n"
        "Language-Team: none\n"
        "Language: xx\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

        #, python-brace-format
        msgctxt "too-short"
        msgid "Please enter at least {minimum} character."
        msgid_plural "Please enter at least {minimum} characters."
        msgstr[0] "Almenaŭ {minimum} signon (unu)."
        msgstr[1] "Almenaŭ {minimum} signojn (kelkaj)."
        msgstr[2] "Almenaŭ {minimum} signojn (multaj)."

        msgctxt "next"
        msgid "Next"
        msgstr "Sekva"

        msgctxt "choice-required"
        msgid "Please make a choice."
        msgstr ""
        """#

    static func book(with text: String) throws -> MessageBook {
        try MessageBook(
            source: MessageCatalogueFiles.source,
            translations: MessageCatalogueFiles.translations + [try POFile(text)])
    }

    static let xx = Language(code: "xx")!

    @Test("the new language's messages render, with its own plural forms")
    func renders() throws {
        let directory = TemporaryDirectory()
        Files.write(Self.file, to: directory.file("xx.po"))
        let book = try Self.book(with: try #require(Files.text(directory.file("xx.po"))))
        let languages = CatalogueMessage.languages(of: book)
        #expect(
            languages.map(\.language.code) == [
                "en", "de", "es", "fr", "ja", "ko", "pt_BR", "zh_CN", "xx",
            ])
        let tooShort = try #require(CatalogueMessage("too-short", of: book))
        func text(_ minimum: Int) -> String {
            tooShort.render(
                in: languages, count: minimum, names: ["minimum"],
                values: [LocalizedText(verbatim: String(minimum))])(
                    Self.xx)
        }
        #expect(text(1) == "Almenaŭ 1 signon (unu).")
        #expect(text(3) == "Almenaŭ 3 signojn (kelkaj).")
        #expect(text(5) == "Almenaŭ 5 signojn (multaj).")
        #expect(text(11) == "Almenaŭ 11 signojn (multaj).")
        #expect(text(22) == "Almenaŭ 22 signojn (kelkaj).")
        // English and Korean read as the generated catalogue has them.
        let rendered = tooShort.render(
            in: languages, count: 2, names: ["minimum"], values: [LocalizedText(verbatim: "2")])
        #expect(rendered.english == Message.tooShort(minimum: 2).english)
        #expect(rendered.korean == Message.tooShort(minimum: 2).korean)
        let next = try #require(CatalogueMessage("next", of: book)).render(in: languages)
        #expect(next(Self.xx) == "Sekva")
    }

    @Test("a message the file leaves empty, or lacks, reads in English")
    func fallsBack() throws {
        let book = try Self.book(with: Self.file)
        let languages = CatalogueMessage.languages(of: book)
        for id in ["choice-required", "hint-back"] {
            let message = try #require(CatalogueMessage(id, of: book)).render(in: languages)
            #expect(message(Self.xx) == message.english, "\(id)")
            #expect(message.korean != message.english, "\(id)")
        }
    }

    @Test("msgfmt --check accepts the new file as it does po/'s")
    func msgfmtAccepts() throws {
        guard let msgfmt = MessageCatalogueTests.msgfmt else {
            #expect(getenv("CI") == nil, "msgfmt is not installed: run Scripts/bootstrap")
            return
        }
        let directory = TemporaryDirectory()
        Files.write(Self.file, to: directory.file("xx.po"))
        let result = runProcess([msgfmt, "--check", "-o", "/dev/null", directory.file("xx.po")])
        #expect(result.status == 0, "\(result.error)")
        // A translation whose placeholder is not the source's is refused.
        let wrong = Self.file.replacingOccurrences("{minimum} signon", "{maximum} signon")
        Files.write(wrong, to: directory.file("wrong.po"))
        let refused = runProcess([msgfmt, "--check", "-o", "/dev/null", directory.file("wrong.po")])
        #expect(refused.status != 0)
    }
}

extension String {
    /// This text with every `target` replaced by `replacement`.
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
