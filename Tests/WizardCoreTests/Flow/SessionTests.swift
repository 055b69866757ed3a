import Testing
import WizardCore
import WizardMessages
import WizardText

@Suite("Session", .timeLimit(.minutes(5)))
struct SessionTests {
    @Test("a complete run collects every answer in step order")
    func completeRun() throws {
        var session = Session(flow: .onboarding)
        #expect(session.currentStep?.id == "welcome")
        #expect(session.progress == (1, 4))
        try session.submit(.line(""))
        #expect(session.currentStep?.id == "name")
        try session.submit(.line("Alice"))
        try session.submit(.answer(.number(33)))
        #expect(!session.isComplete)
        try session.submit(.answer(.choice("female")))
        #expect(session.isComplete)
        #expect(session.currentStep == nil)
        #expect(
            session.answers == [
                "name": .text("Alice"), "age": .number(33), "gender": .choice("female"),
            ])
    }

    @Test("a refused answer changes nothing")
    func refusal() throws {
        var session = Session(flow: .onboarding)
        try session.submit(.line(""))
        let name = try #require(session.currentStep?.kind as? TextQuestion)
        #expect(throws: name.refusal(.broke(.tooShort(minimum: 2)))) {
            try session.submit(.line("A"))
        }
        #expect(session.currentStep?.id == "name")
        #expect(session.answers.isEmpty)
    }

    @Test("going back keeps answers and stops at the first step")
    func back() throws {
        var session = Session(flow: .onboarding)
        let movedBeforeStart = session.goBack()
        #expect(!movedBeforeStart)
        try session.submit(.line(""))
        try session.submit(.line("Alice"))
        try session.submit(.answer(.number(33)))
        let moved1 = session.goBack()
        #expect(moved1)
        #expect(session.currentStep?.id == "age")
        let moved2 = session.goBack()
        #expect(moved2)
        #expect(session.currentStep?.id == "name")
        #expect(session.answers["age"] == .number(33))
        try session.submit(.line("Alicia"))
        #expect(session.answers["name"] == .text("Alicia"))
        #expect(session.currentStep?.id == "age")
    }

    @Test("canGoBack says whether goBack would move, past steps answered in advance")
    func canGoBack() throws {
        let question = TextQuestion(placeholder: LocalizedText(en: "", ko: ""))
        let title = LocalizedText(en: "T", ko: "T")
        let flow = Flow(
            id: "x",
            steps: ["a", "b", "c"].map {
                Step(id: $0, title: title, button: Message.next, kind: question)
            })
        var session = Session(flow: flow, answeredInAdvance: ["a": .text("A")])
        #expect(session.currentStep?.id == "b")
        #expect(!session.canGoBack)
        let movedPastAnswered = session.goBack()
        #expect(!movedPastAnswered)
        try session.submit(.line("B"))
        #expect(session.canGoBack)
        let moved = session.goBack()
        #expect(moved)
        #expect(session.currentStep?.id == "b")
        #expect(!session.canGoBack)
    }

    @Test("steps answered in advance are never current, going forward or back")
    func answeredInAdvance() throws {
        var session = Session(flow: .onboarding, answeredInAdvance: ["age": .number(40)])
        #expect(session.needsInput)
        try session.submit(.line(""))
        try session.submit(.line("Bob"))
        #expect(session.currentStep?.id == "gender")
        let moved3 = session.goBack()
        #expect(moved3)
        #expect(session.currentStep?.id == "name")
        try session.submit(.line("Bob"))
        try session.submit(.line("male"))
        #expect(session.isComplete)
        #expect(session.answers["age"] == .number(40))
    }

    @Test("a session with every question answered needs no input")
    func nothingToAsk() {
        let session = Session(
            flow: .onboarding,
            answeredInAdvance: ["name": .text("Al"), "age": .number(20), "gender": .choice("male")])
        #expect(!session.needsInput)
    }
}
