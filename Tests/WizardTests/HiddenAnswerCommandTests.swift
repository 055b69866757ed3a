import TestSupport
import Testing
import WizardCore
import WizardText

@testable import wizard

/// The commands that print answers (`wizard profile --json`, `wizard flow questions`)
/// leave out one its kind keeps a secret (``HiddenInputQuestion``).
@Suite("A secret answer in command output", .timeLimit(.minutes(5)))
struct HiddenAnswerCommandTests {
    let flow = Flow.withSecret(echo: .hidden)

    @Test("profile --json has the name and not the secret")
    func profileJSON() throws {
        let document = try ProfileDocument(
            values: [
                "name": .string("Alice"), "secret": .string("jqvxjqvx"),
                ProfileDocument.signedInKey: .bool(true),
            ], flow: flow)
        #expect(
            ProfileCommand.jsonLine(of: document) == #"{"name":"Alice","signed_in":true}"# + "\n")
    }

    @Test("flow questions --json gives no default for the secret")
    func questionsJSON() throws {
        let secret = Flow(
            id: "default-secret",
            steps: [
                Step(
                    id: "secret", title: LocalizedText(english: "Secret"),
                    button: LocalizedText(english: "Done"),
                    kind: HiddenInputQuestion(minimumLength: 0))
            ])
        guard case .object(let root) = FlowQuestions.json(of: secret),
            case .array(let questions) = root["questions"],
            case .object(let question) = questions.first
        else {
            Issue.record("no question")
            return
        }
        #expect(question["kind"] == .string("hidden-input"))
        #expect(question["default"] == nil)
        // A kind whose answers may show gives the default an empty line takes.
        let name = FlowQuestions.json(of: .onboarding)
        #expect(JSONWriter.compactText(name).contains(#""default":"#))
    }
}
