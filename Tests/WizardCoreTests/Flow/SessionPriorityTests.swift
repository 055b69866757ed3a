import Testing
import WizardCore
import WizardText

/// Priorities, as debconf has them: a run asked at a priority asks the steps at it or
/// above; the others take their stored answer or default, and are still answered; one with
/// neither is asked, its description saying why.
@Suite("Priorities in a session", .timeLimit(.minutes(5)))
struct SessionPriorityTests {
    static let flow: Flow = {
        let text = """
            {"id": "mail", "steps": [
              {"kind": "info", "id": "hello", "title": "Hello", "priority": "low"},
              {"kind": "text", "key": "domain", "title": "Domain", "priority": "low",
               "default": "example.org"},
              {"kind": "text", "key": "relay", "title": "Relay", "priority": "medium",
               "text": "A host that forwards mail."},
              {"kind": "confirm", "key": "procmail", "title": "Procmail?", "default": false},
              {"kind": "text", "key": "admin", "title": "Admin", "priority": "critical"}
            ]}
            """
        return FlowReader.read(Array(text.utf8)).flow!
    }()

    func session(_ priority: StepPriority, stored: [String: Answer] = [:]) -> Session {
        Session(
            flow: Self.flow, stored: stored, answering: Session.Answering(priority: priority))
    }

    @Test("at medium: the low page is not shown, the low question takes its default")
    func medium() throws {
        var run = session(.medium)
        #expect(run.currentStep?.id == "relay")
        #expect(run.currentStep?.text?.english == "A host that forwards mail.")
        try run.submit(.line("smtp"))
        #expect(run.currentStep?.id == "procmail")
        try run.submit(.line("y"))
        try run.submit(.line("root"))
        #expect(run.isComplete)
        #expect(run.answers["domain"] == .text("example.org"))
        #expect(run.skippedKeys.isEmpty)
    }

    @Test("at critical: a question below it with no default is asked, its description saying why")
    func noDefault() throws {
        var run = session(.critical, stored: ["domain": .text("kept.org")])
        #expect(run.currentStep?.id == "relay")
        let text = try #require(run.currentStep?.text?.english)
        #expect(text.hasPrefix("A host that forwards mail.\n\n"))
        #expect(
            text.hasSuffix("Asked although its priority is only medium: it has no default to take.")
        )
        let korean = run.currentStep?.text.map { $0(.korean) } ?? ""
        #expect(korean.hasSuffix("우선순위가 낮지만(medium) 기본값이 없어 묻습니다."))
        try run.submit(.line("smtp"))
        // procmail (high) has a default: taken at critical.
        #expect(run.currentStep?.id == "admin")
        #expect(run.currentStep?.text == nil)
        try run.submit(.line("root"))
        #expect(run.answers["domain"] == .text("kept.org"))
        #expect(run.answers["procmail"] == .flag(false))
    }

    @Test("at low, the default, every step is asked")
    func low() {
        let run = session(.low)
        #expect(run.currentStep?.id == "hello")
        #expect(run.progress == (1, 5))
    }

    @Test("priorities are ordered as debconf orders them")
    func order() {
        #expect(StepPriority.allCases.sorted() == [.low, .medium, .high, .critical])
        #expect(StepPriority.stepDefault == .high)
    }
}
