import TestSupport
import Testing
import WizardCore
import WizardText

/// The profile card of a flow with conditions: a question asked but not answered shows its
/// kind's fallback marked as such, one its condition skips is left out.
@Suite("Profile card: unanswered and skipped questions", .timeLimit(.minutes(5)))
struct ProfileCardConditionTests {
    typealias F = FlowText

    let flow: Flow

    init() throws {
        flow = try F.flow([
            F.confirm("want", extra: #""label": "Extras""#),
            F.multiSelect(
                "extras", ["gh", "jq"], when: #"{"key": "want", "equals": true}"#,
                extra: #", "label": "Chosen""#),
            F.text("name", extra: #""label": { "en": "Name", "ko": "이름" }"#),
        ])
    }

    func card(_ values: [String: JSONValue], _ language: Language = .english) throws
        -> ProfileCard
    {
        ProfileCard(document: try ProfileDocument(values: values, flow: flow), language: language)
    }

    @Test("asked and unanswered: its fallback, marked; skipped by its condition: left out")
    func listed() throws {
        let skipped = try card(["want": .bool(false), "signed_in": .bool(true)])
        #expect(skipped.lines == ["Extras: No", "Name: UNKNOWN"])
        #expect(skipped.unansweredCount == 1)
        let asked = try card(["want": .bool(true), "name": .string("Ann")], .korean)
        #expect(asked.lines == ["Extras : 예", "Chosen : 알 수 없음", "이름 : Ann"])
        // A question whose condition tests a missing answer is not asked either.
        let empty = try card([:])
        #expect(
            empty.lines == [
                "Extras: UNKNOWN", "Name: UNKNOWN",
            ])
        let full = try card([
            "want": .bool(true), "extras": .array([.string("jq")]), "name": .string("Ann"),
        ])
        #expect(full.lines == ["Extras: Yes", "Chosen: jq", "Name: Ann"])
        #expect(full.unansweredCount == 0)
    }
}
