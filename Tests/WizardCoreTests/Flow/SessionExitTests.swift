import Testing
import WizardCore

/// Leaving a flow on purpose: an option or a page with `"exit"` ends the session, in
/// every way a step is answered.
@Suite("Leaving a flow on purpose", .timeLimit(.minutes(5)))
struct SessionExitTests {
    let flow: Flow = {
        let text = """
            {"format": 1, "id": "pihole", "steps": [
              {"kind": "picker", "key": "action", "title": "Install?", "default": "install",
               "options": [{"value": "install", "label": "Install"},
                           {"value": "quit", "label": "Exit", "exit": 3}]},
              {"kind": "confirm", "key": "web", "title": "Web admin?", "default": true},
              {"kind": "info", "id": "no-web", "title": "Nothing to install", "exit": 4,
               "when": {"key": "web", "equals": false}},
              {"kind": "text", "key": "name", "title": "Name", "default": "pi"}
            ]}
            """
        return FlowReader.read(Array(text.utf8)).flow!
    }()

    @Test("choosing an option with exit ends the run there with its status")
    func option() throws {
        var session = Session(flow: flow)
        try session.submit(.line("Exit"))
        #expect(session.isComplete)
        #expect(session.exit?.status == 3)
        #expect(session.exit?.step.id == "action")
        #expect(session.currentStep == nil)
    }

    @Test("a page with exit is shown under its condition, and its button ends the run")
    func page() throws {
        var session = Session(flow: flow)
        try session.submit(.line(""))
        try session.submit(.line("n"))
        #expect(session.currentStep?.id == "no-web")
        #expect(session.exit == nil)
        try session.submit(.line(""))
        #expect(session.exit?.status == 4)
        var going = Session(flow: flow)
        try going.submit(.line(""))
        try going.submit(.line("y"))
        #expect(going.currentStep?.id == "name")
    }

    @Test("answers given in advance, and defaults taken, follow the same rules")
    func unattended() {
        let given = Session(flow: flow, answeredInAdvance: ["action": .choice("quit")])
        #expect(given.exit?.status == 3)
        // Every question answered without asking: the page is not shown, and still ends it.
        let paged = Session(
            flow: flow, answeredInAdvance: ["web": .flag(false)],
            answering: Session.Answering(takesDefaults: true))
        #expect(paged.exit?.status == 4)
        #expect(paged.exit?.step.id == "no-web")
        let defaults = Session(flow: flow, answering: Session.Answering(takesDefaults: true))
        #expect(defaults.exit == nil)
        #expect(defaults.isComplete)
        #expect(defaults.answers["name"] == .text("pi"))
    }

    @Test("an exit outside 1 to 125 is a problem at its place")
    func range() {
        let text = """
            {"format": 1, "id": "x", "steps": [
              {"kind": "info", "title": "A", "exit": 126},
              {"kind": "picker", "key": "p", "title": "P",
               "options": [{"value": "a", "label": "A", "exit": 0}]}
            ]}
            """
        let problems = FlowReader.read(Array(text.utf8)).problems.map {
            "\($0.location): \($0.path): \($0.message.english)"
        }
        #expect(
            problems == [
                "2:42: $.steps[0].exit: expected a whole number from 1 to 125: the status the run ends with",
                "4:53: $.steps[1].options[0].exit: expected a whole number from 1 to 125: the status the run ends with",
            ])
    }
}
