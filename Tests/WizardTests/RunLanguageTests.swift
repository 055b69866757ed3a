import TestSupport
import Testing
import WizardCore
import WizardText

@testable import wizard

/// ``RunLanguage``'s choices: the language a run speaks among what the reader asks for and
/// what the command shows, and the one note about a `--lang` nobody has.
@Suite("The run's language", .timeLimit(.minutes(5)))
struct RunLanguageTests {
    static let note = "wizard: neither wizard nor the flow has texts in 'xx'; showing English\n"

    /// A flow of one page whose title is in English, Korean and Hungarian.
    static func hungarianFlow() throws -> Flow {
        try FlowText.flow([
            #"{ "kind": "info", "title": { "en": "Hello", "ko": "안녕", "hu": "Szia" } }"#
        ])
    }

    static func language(_ code: String) -> Language { Language(option: code)! }

    @Test("--lang is spoken whatever has it; the note only when neither wizard nor the flow does")
    func named() throws {
        let reader = RunLanguage(preferences: [Self.language("xx")], named: Self.language("xx"))
        let expected = RunLanguage.Choice(language: Self.language("xx"), note: Self.note)
        #expect(reader.chosen(showing: .flow(.onboarding)) == expected)
        #expect(reader.chosen(showing: .messages) == expected)
        #expect(reader.ofMessages == Self.language("xx"))
        // Output for a flow's author or a shell gets no note.
        #expect(reader.chosen(showing: .unnoted).note == nil)
        // A language the flow has, or one whose fallback wizard has, says nothing.
        let hungarian = RunLanguage(preferences: [Self.language("hu")], named: Self.language("hu"))
        #expect(
            hungarian.chosen(showing: .flow(try Self.hungarianFlow()))
                == RunLanguage.Choice(language: Self.language("hu"), note: nil))
        #expect(hungarian.chosen(showing: .messages).note?.contains("'hu'") == true)
        let austrian = RunLanguage(
            preferences: [Self.language("de_AT")], named: Self.language("de_AT"))
        #expect(austrian.chosen(showing: .flow(.onboarding)).note == nil)
        // European Portuguese does not reach wizard's Brazilian catalogue.
        let portuguese = RunLanguage(
            preferences: [Self.language("pt-PT")], named: Self.language("pt-PT"))
        #expect(portuguese.chosen(showing: .messages).note?.contains("'pt_PT'") == true)
    }

    @Test("without --lang: the first preference that wizard's messages or the flow's texts have")
    func preferred() throws {
        let reader = RunLanguage(
            preferences: [Self.language("eo"), Self.language("hu"), Self.language("de")],
            named: nil)
        #expect(
            reader.chosen(showing: .flow(try Self.hungarianFlow()))
                == RunLanguage.Choice(language: Self.language("hu"), note: nil))
        #expect(reader.chosen(showing: .messages).language == Self.language("de"))
        #expect(reader.chosen(showing: .unnoted).language == Self.language("de"))
        #expect(reader.ofMessages == Self.language("de"))
        // None shown: the first asked for, whose texts fall back to English; none asked: English.
        let esperanto = RunLanguage(preferences: [Self.language("eo")], named: nil)
        #expect(esperanto.chosen(showing: .flow(.onboarding)).language == Self.language("eo"))
        #expect(RunLanguage(preferences: [], named: nil).ofMessages == .english)
        #expect(
            RunLanguage(preferences: [], named: nil).chosen(showing: .messages).language == .english
        )
    }

    @Test("read before the line parses: the last --lang alone, else the locale; parsed: its --lang")
    func reader() {
        let environment = ["LANG": "ko_KR.UTF-8"]
        let scanned = RunLanguage(
            arguments: ["setup", "--lang", "en", "--lang=ja"], environment: environment)
        let japanese = Self.language("ja")
        #expect(scanned == RunLanguage(preferences: [japanese], named: japanese))
        let local = RunLanguage(arguments: ["setup"], environment: environment)
        #expect(local == RunLanguage(preferences: [Self.language("ko_KR")], named: nil))
        var invocation = Invocation()
        invocation.language = Self.language("de")
        #expect(
            local.parsed(invocation)
                == RunLanguage(preferences: [Self.language("de")], named: Self.language("de")))
        #expect(local.parsed(Invocation()) == local)
    }
}

/// The run's language is decided in one place: ``RunLanguage`` alone reads the reader's
/// preferences, chooses among them and writes the note, and `Wizard.run` asks it once. A
/// second resolution (another `Language.first(of:)`, another note, another call) fails here.
@Suite("One language resolver", .timeLimit(.minutes(5)))
struct OneLanguageResolverTests {
    static let resolver = "Sources/wizard/RunLanguage.swift"

    /// Every Swift file under `Sources/`, by its path from the repository's root, with its text.
    static func sources() -> [(path: String, text: String)] {
        Files.tree(Repository.path("Sources")).filter { $0.hasSuffix(".swift") }.map {
            ("Sources/\($0)", Files.text(Repository.path("Sources/\($0)")) ?? "")
        }
    }

    /// The files of `sources` whose text holds `call`, each as often as it does.
    static func callers(of call: String, in sources: [(path: String, text: String)]) -> [String] {
        sources.flatMap { source in
            Array(repeating: source.path, count: source.text.ranges(of: call).count)
        }
    }

    @Test("only RunLanguage chooses, notes and limits the rendered languages")
    func oneResolver() {
        let sources = Self.sources()
        #expect(sources.count > 100, "the scan found only \(sources.count) Swift files")
        for call in [
            "Language.first(of:", "Language.preferences(environment:",
            "Message.languageNotAvailable(", "Message.renderOnly(",
            "CommandLineParser.language(in:",
        ] {
            #expect(Set(Self.callers(of: call, in: sources)) == [Self.resolver], "\(call)")
        }
    }

    @Test("the command line asks it once: Wizard.run chooses, main.swift limits the messages")
    func calledOnce() {
        let sources = Self.sources()
        #expect(
            Self.callers(of: ".chosen(showing:", in: sources) == ["Sources/wizard/Wizard.swift"])
        #expect(
            Self.callers(of: ".renderOnlyReadableMessages()", in: sources)
                == ["Sources/wizard/main.swift"])
    }
}
