import TestSupport
import Testing
import WizardCore

/// A kind that answers ``QuestionKind/storedType`` and ``StepKind/admits(stored:)``
/// without making its ``QuestionKind/answerDomain`` agrees with that domain.
@Suite("Stored answers checked without the domain's list", .timeLimit(.minutes(5)))
struct StoredDomainTests {
    typealias F = FlowText

    static let steps = [
        #"{ "kind": "picker", "key": "colour", "title": "Colour?", "options": [{ "value": "red", "label": "Red" }, { "value": "green", "label": "Green" }, { "value": "3", "label": "Three" }] }"#,
        #"{ "kind": "multiselect", "key": "tools", "title": "Tools?", "options": [{ "value": "git", "label": "Git" }, { "value": "zsh", "label": "Zsh" }] }"#,
        #"{ "kind": "confirm", "key": "ok", "title": "OK?" }"#,
    ]

    static let values: [JSONValue] = [
        .string("red"), .string("green"), .string("3"), .string("blue"), .string(""),
        .string("Red"), .integer(3), .bool(true), .bool(false), .null,
        .array([.string("git")]), .array([.string("git"), .string("zsh")]),
        .array([.string("vim")]), .array([]), .array([.string("git"), .string("git")]),
    ]

    @Test("every kind admits exactly what its domain contains, and stores its domain's type")
    func agreement() throws {
        let steps = try F.flow(
            Self.steps + [#"{ "kind": "info", "title": "Hello" }"#]
        ).steps
        for step in steps where !step.isQuestion {
            #expect(!Self.values.contains { step.kind.admits(stored: $0) }, "\(step.id)")
        }
        for step in steps where step.isQuestion {
            let question = try #require(step.question)
            #expect(question.storedType == question.answerDomain.storedType, "\(step.id)")
            for value in Self.values {
                #expect(
                    step.kind.admits(stored: value) == question.answerDomain.contains(value),
                    "\(step.id) \(value)")
            }
        }
    }
}
