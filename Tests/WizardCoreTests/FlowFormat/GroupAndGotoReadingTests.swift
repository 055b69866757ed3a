import TestSupport
import Testing
import WizardCore

/// Groups, `goto` and `priority` in flow files: a group's condition given to each step in
/// it, its steps laid out in the flow's order; every refusal at its line:column.
@Suite("Groups, goto and priorities in flow files", .timeLimit(.minutes(5)))
struct GroupAndGotoReadingTests {
    typealias F = FlowText

    static func group(_ steps: [String], when: String? = nil) -> String {
        "{ \"kind\": \"group\", " + (when.map { "\"when\": \($0), " } ?? "") + "\"steps\": ["
            + steps.joined(separator: ", ") + "] }"
    }

    @Test("a group's steps are laid out in order, each with the group's condition and its own")
    func laidOut() throws {
        let flow = try F.flow([
            F.confirm("mail"),
            Self.group(
                [
                    F.text("domain"),
                    Self.group(
                        [F.text("relay", when: #"{"key": "domain", "equals": "x"}"#)],
                        when: #"{"key": "domain", "in": ["x", "y"]}"#),
                ], when: #"{"key": "mail", "equals": true}"#),
            F.text("end"),
        ])
        #expect(flow.steps.map(\.id) == ["mail", "domain", "relay", "end"])
        #expect(flow.steps[1].condition == .test(key: "mail", .equals(.bool(true))))
        #expect(
            flow.steps[2].condition
                == .all([
                    .test(key: "mail", .equals(.bool(true))),
                    .test(key: "domain", .isOneOf([.string("x"), .string("y")])),
                    .test(key: "domain", .equals(.string("x"))),
                ]))
        #expect(flow.steps[3].condition == nil)
        var session = Session(flow: flow)
        try session.submit(.line("n"))
        #expect(session.currentStep?.id == "end")
    }

    @Test("refused: a group nested too deep, a group without steps, an unknown priority")
    func refusals() {
        let deep = Self.group([Self.group([Self.group([Self.group([F.text("a")])])])])
        let steps = [
            deep,
            Self.group([]),
            F.text("b", extra: #""priority": "urgent""#),
        ]
        let problems = F.problems(steps)
        #expect(
            problems == [
                "3:88: $.steps[0].steps[0].steps[0].steps[0]: groups may nest at most 3 deep",
                "4:29: $.steps[1].steps: expected a non-empty array of steps",
                "5:78: $.steps[2].priority: expected a priority, one of low, medium, high, critical",
            ], "\(problems)")
    }

    @Test("refused: a goto to no step, a goto on a multi-select's option, a loop with no way out")
    func gotoRefusals() {
        let steps = [
            F.picker("menu", ["a"], extra: ""),
            #"{ "kind": "picker", "key": "p", "title": "P", "options": [{"value": "x", "label": "X", "goto": "nowhere"}, {"value": "y", "label": "Y"}] }"#,
            #"{ "kind": "multiselect", "key": "m", "title": "M", "options": [{"value": "x", "label": "X", "goto": "menu"}] }"#,
            #"{ "kind": "info", "id": "spin", "title": "Spin", "goto": "spin" }"#,
        ]
        let problems = F.problems(steps)
        #expect(
            problems.contains {
                $0.hasPrefix("4:")
                    && $0.contains(
                        "$.steps[1].options[0].goto: no step of the flow has the key or id \"nowhere\""
                    )
            }, "\(problems)")
        #expect(
            problems.contains {
                $0.hasPrefix("5:")
                    && $0.contains("$.steps[2].options[0]: \"goto\" belongs to a picker's options")
            }, "\(problems)")
    }

    @Test("a loop that no option leaves is refused at each goto into it; one with a way out passes")
    func loops() {
        let trapped = [
            #"{ "kind": "picker", "key": "menu", "title": "M", "options": [{"value": "a", "label": "A", "goto": "page"}] }"#,
            #"{ "kind": "info", "id": "page", "title": "P", "goto": "menu" }"#,
            F.text("end"),
        ]
        #expect(
            F.problems(trapped) == [
                "3:99: $.steps[0].options[0].goto: the flow could never end once it goes to \"page\": every way on from there comes back; give one option no goto, or an exit",
                "4:55: $.steps[1].goto: the flow could never end once it goes to \"menu\": every way on from there comes back; give one option no goto, or an exit",
            ])
        let exits = [
            #"{ "kind": "picker", "key": "menu", "title": "M", "options": [{"value": "a", "label": "A", "goto": "page"}, {"value": "q", "label": "Q", "exit": 3, "goto": "menu"}] }"#,
            #"{ "kind": "info", "id": "page", "title": "P", "goto": "menu" }"#,
        ]
        #expect(F.problems(exits).isEmpty)
        let conditional = [
            F.confirm("c"),
            #"{ "kind": "info", "id": "page", "title": "P", "goto": "c", "when": {"key": "c", "equals": false} }"#,
        ]
        #expect(F.problems(conditional).isEmpty)
    }
}
