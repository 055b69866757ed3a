import TestSupport
import Testing

@testable import WizardCore
@testable import WizardText

/// Every kind in ``KindRegistry`` has its messages in every language of the catalogue:
/// what `wizard flow questions` says it takes, its plain-mode prompt and its key hints,
/// asked of a step of the kind from the examples, as the frontends ask them.
@Suite("Every kind's messages", .timeLimit(.minutes(5)))
struct KindMessagesTests {
    /// A step of each kind, from the examples, which between them have every kind.
    static let steps: [String: Step] = {
        var steps: [String: Step] = [:]
        for example in ["memo-tour.json", "dev-machine.json", "database-server.json"] {
            let bytes = Files.read(Repository.path("examples/" + example)) ?? []
            for step in FlowReader.read(bytes).flow?.steps ?? [] {
                steps[type(of: step.kind).formatName] =
                    steps[type(of: step.kind).formatName] ?? step
            }
        }
        return steps
    }()

    @Test(
        "in English and Korean, each of its texts is there and is the language's own",
        arguments: KindRegistry.names)
    func messages(kind: String) throws {
        let step = try #require(Self.steps[kind], "no example has a step of the kind")
        // What it takes and its key hints are words; a prompt may be the same in every
        // language (`y or n: `), so it only has to be there.
        func words(_ language: Language) -> [String] {
            let edit = step.kind.makeEdit(stored: nil, language: language)
            let screen = StepScreen(width: 80, language: language)
            return [step.kind.acceptedAnswers(language)] + edit.keyHints(on: screen)
        }
        for language in [Language.english, .korean] {
            let prompt = step.kind.linePrompt(for: step, stored: nil, language: language)
            #expect(!prompt.prompt.isEmpty, "no prompt in \(language.code)")
            #expect(
                words(language).allSatisfy { !$0.isEmpty }, "a text missing in \(language.code)")
        }
        let english = words(.english)
        let korean = words(.korean)
        #expect(korean.count == english.count)
        for (korean, english) in zip(korean, english) {
            #expect(korean != english, "\"\(english)\" has no Korean")
        }
    }
}
