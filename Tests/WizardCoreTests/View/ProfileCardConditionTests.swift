import TestSupport
import Testing
import WizardCore
import WizardText

/// The profile card of a flow with conditions: a question asked but not answered shows its
/// kind's fallback marked as such, one its condition skips is left out; one a condition on a
/// variable decides, unknown to a flow whose variables were not read, shows what is stored.
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

    @Test(
        "a condition on a variable, unknown without the variables: its stored answer shown, else left out"
    )
    func variables() throws {
        let flow = try F.flow(
            [
                F.confirm("want", extra: #""label": "Extras""#),
                F.confirm(
                    "procmail", when: #"{"var": "found", "empty": false}"#,
                    extra: #""label": "Procmail""#),
                F.confirm(
                    "both",
                    when:
                        #"{"all": [{"var": "found", "empty": false}, {"key": "want", "equals": true}]}"#,
                    extra: #""label": "Both""#),
            ], vars: #"{"found": {"env": "FOUND"}}"#)
        func card(_ values: [String: JSONValue]) throws -> ProfileCard {
            ProfileCard(
                document: try ProfileDocument(values: values, flow: flow), language: .english)
        }
        let stored = try card(["want": .bool(true), "procmail": .bool(true), "both": .bool(false)])
        #expect(stored.lines == ["Extras: Yes", "Procmail: Yes", "Both: No"])
        #expect(stored.unansweredCount == 0)
        let none = try card(["want": .bool(true)])
        #expect(none.lines == ["Extras: Yes"])
        #expect(none.unansweredCount == 0)
        // What the answers decide is decided: "want" false skips "both", stored or not.
        let skipped = try card(["want": .bool(false), "both": .bool(true)])
        #expect(skipped.lines == ["Extras: No"])
        // Once the run's variables decide, as ever.
        let filled = try flow.substituted(variables: ["found": .single("")])
        let decided = ProfileCard(
            document: try ProfileDocument(
                values: ["want": .bool(true), "procmail": .bool(true)], flow: filled),
            language: .english)
        #expect(decided.lines == ["Extras: Yes"])
    }
}
