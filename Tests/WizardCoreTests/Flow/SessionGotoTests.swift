import Testing
import WizardCore

/// Going round again: an option, a confirm's answer or a page with `"goto"` sends the run to
/// another step, earlier or later, keeping every answer; the count stays that of the step
/// gone back to, a question jumped over keeps its stored answer, and a run that would go
/// round for ever is stopped.
@Suite("Going round again in a session", .timeLimit(.minutes(5)))
struct SessionGotoTests {
    static let menu: Flow = {
        let text = """
            {"id": "pi", "steps": [
              {"kind": "info", "id": "hello", "title": "Hello"},
              {"kind": "picker", "key": "menu", "title": "Menu",
               "options": [{"value": "host", "label": "Host", "goto": "host"},
                           {"value": "ssh", "label": "SSH", "goto": "ssh"},
                           {"value": "finish", "label": "Finish", "goto": "done"}]},
              {"kind": "text", "key": "host", "title": "Host", "default": "pi"},
              {"kind": "info", "id": "host-set", "title": "Set", "goto": "menu"},
              {"kind": "confirm", "key": "ssh", "title": "SSH?",
               "goto": {"yes": "menu", "no": "menu"}},
              {"kind": "info", "id": "done", "title": "Done"}
            ]}
            """
        return FlowReader.read(Array(text.utf8)).flow!
    }()

    @Test("the menu comes back after each section until Finish, every answer kept")
    func menuLoops() throws {
        var session = Session(flow: Self.menu)
        try session.submit(.line(""))
        #expect(session.currentStep?.id == "menu")
        let menuProgress = session.progress
        try session.submit(.line("host"))
        #expect(session.currentStep?.id == "host")
        try session.submit(.line("kitchen"))
        #expect(session.currentStep?.id == "host-set")
        try session.submit(.line(""))
        #expect(session.currentStep?.id == "menu")
        #expect(session.progress == menuProgress)
        try session.submit(.line("ssh"))
        #expect(session.currentStep?.id == "ssh")
        try session.submit(.line("y"))
        #expect(session.currentStep?.id == "menu")
        #expect(session.progress == menuProgress)
        try session.submit(.line("finish"))
        #expect(session.currentStep?.id == "done")
        try session.submit(.line(""))
        #expect(session.isComplete)
        #expect(session.answers["host"] == .text("kitchen"))
        #expect(session.answers["ssh"] == .flag(true))
        #expect(session.answers["menu"] == .choice("finish"))
    }

    @Test("going back from the menu reached again goes to what came before it the first time")
    func backFromLoop() throws {
        var session = Session(flow: Self.menu)
        try session.submit(.line(""))
        try session.submit(.line("ssh"))
        try session.submit(.line("n"))
        #expect(session.currentStep?.id == "menu")
        let wentBack = session.goBack()
        #expect(wentBack)
        #expect(session.currentStep?.id == "hello")
    }

    @Test(
        "a question a goto jumped over keeps its stored answer; one skipped by its condition does not"
    )
    func jumpedOverKeepsStored() throws {
        var session = Session(
            flow: Self.menu, stored: ["host": .text("old"), "ssh": .flag(false)])
        try session.submit(.line(""))
        try session.submit(.line("finish"))
        try session.submit(.line(""))
        #expect(session.isComplete)
        #expect(session.skippedKeys.isEmpty)
    }

    @Test("defaults that lead back to themselves stop the run instead of going round for ever")
    func defaultsLoop() {
        let text = """
            {"id": "loop", "steps": [
              {"kind": "picker", "key": "menu", "title": "Menu", "default": "again",
               "options": [{"value": "again", "label": "Again", "goto": "menu"},
                           {"value": "stop", "label": "Stop"}]}
            ]}
            """
        let flow = FlowReader.read(Array(text.utf8)).flow!
        let session = Session(flow: flow, answering: Session.Answering(takesDefaults: true))
        #expect(session.overran)
        #expect(session.isComplete)
        #expect(session.currentStep == nil)
    }

    @Test("a person going round more than the step limit is stopped")
    func stepLimit() throws {
        let text = """
            {"id": "loop", "steps": [
              {"kind": "picker", "key": "menu", "title": "Menu",
               "options": [{"value": "again", "label": "Again", "goto": "menu"},
                           {"value": "stop", "label": "Stop"}]}
            ]}
            """
        let flow = try #require(FlowReader.read(Array(text.utf8)).flow)
        var session = Session(flow: flow)
        for _ in 1..<Session.stepLimit {
            try session.submit(.line("again"))
        }
        #expect(!session.overran)
        #expect(session.currentStep?.id == "menu")
        #expect(session.progress == (1, 1))
        try session.submit(.line("again"))
        #expect(session.overran)
        #expect(session.isComplete)
    }

    @Test("an answer given in advance follows its goto: the questions jumped over are not asked")
    func inAdvance() {
        let session = Session(
            flow: Self.menu, answeredInAdvance: ["menu": .choice("finish")],
            stored: ["host": .text("old")])
        #expect(session.isComplete)
        #expect(session.answers == ["menu": .choice("finish")])
        #expect(session.skippedKeys.isEmpty)
    }
}
