import Testing
import WizardCore

/// The review before saving (`"review": true`): it waits once every step is done, lists
/// the run's answers, and a change goes back to one step, asking only the steps that change
/// makes new, then returns to it.
@Suite("The review before saving", .timeLimit(.minutes(5)))
struct SessionReviewTests {
    static func flow(reviews: Bool = true) throws -> Flow {
        let text = #"""
            {"format": 1, "id": "rev", "review": \#(reviews), "steps": [
              {"kind": "info", "id": "hello", "title": "Hello"},
              {"kind": "text", "key": "name", "title": "Name"},
              {"kind": "confirm", "key": "extras", "title": "Extras?", "default": false},
              {"kind": "text", "key": "which", "title": "Which?",
               "when": {"key": "extras", "equals": true}},
              {"kind": "secret", "key": "pw", "title": "Password", "label": "Password",
               "placeholder": "Password"}
            ]}
            """#
        return try #require(FlowReader.read(Array(text.utf8)).flow)
    }

    func reviewing() throws -> Session {
        var session = Session(flow: try Self.flow())
        for line in ["", "Al", "no", "hunter22"] { try session.submit(.line(line)) }
        return session
    }

    @Test("it waits after the last step; the items are every answer, a secret read as set")
    func waits() throws {
        let session = try reviewing()
        #expect(session.isReviewing)
        #expect(!session.isComplete)
        #expect(session.currentStep == nil)
        #expect(session.reviewItems.map(\.step.id) == ["name", "extras", "pw"])
        #expect(
            session.reviewItems.map { $0.shownAnswer(language: .english) } == ["Al", "No", "set"])
        var accepted = session
        accepted.acceptReview()
        #expect(accepted.isComplete)
    }

    @Test("a change that a condition depends on asks the new step, then returns to the review")
    func revisit() throws {
        var session = try reviewing()
        let revisitedExtras = session.revisit("extras")
        #expect(revisitedExtras)
        #expect(session.currentStep?.id == "extras")
        try session.submit(.line("yes"))
        // Asked: its condition now holds. The password keeps its answer and is passed over.
        #expect(session.currentStep?.id == "which")
        try session.submit(.line("tools"))
        #expect(session.isReviewing)
        #expect(session.reviewItems.map(\.step.id) == ["name", "extras", "which", "pw"])
        let revisitedAgain = session.revisit("extras")
        #expect(revisitedAgain)
        try session.submit(.line("no"))
        #expect(session.isReviewing)
        #expect(session.reviewItems.map(\.step.id) == ["name", "extras", "pw"])
        session.acceptReview()
        #expect(session.answers["which"] == nil)
        #expect(session.skippedKeys.contains("which"))
    }

    @Test("the changed step is asked even when its answer is still valid; back from the review")
    func changedStepAsked() throws {
        var session = try reviewing()
        let refusedPage = session.revisit("hello")
        #expect(!refusedPage)
        let revisitedName = session.revisit("name")
        #expect(revisitedName)
        #expect(session.currentStep?.id == "name")
        try session.submit(.line("Bo"))
        #expect(session.isReviewing)
        #expect(session.answers["name"] == .text("Bo"))
        let wentBack = session.goBack()
        #expect(wentBack)
        // The last step shown: the one changed.
        #expect(session.currentStep?.id == "name")
    }

    @Test("a step changed from the review counts as it did on the way: 2/4, never 2/2")
    func stableCount() throws {
        var session = try reviewing()
        #expect(session.progress == (4, 4))
        session.revisit("name")
        #expect(session.progress == (2, 4))
        try session.submit(.line("Bo"))
        #expect(session.progress == (4, 4))
        session.revisit("extras")
        #expect(session.progress == (3, 4))
        // A choice that asks one more step counts it, as it would on the way.
        #expect(session.progress(choosing: .flag(true)) == (3, 5))
        try session.submit(.line("yes"))
        #expect(session.currentStep?.id == "which")
        #expect(session.progress == (4, 5))
        try session.submit(.line("tools"))
        #expect(session.isReviewing)
        #expect(session.progress == (5, 5))
    }

    @Test("no review without the field, nor when nothing was asked")
    func none() throws {
        var plain = Session(flow: try Self.flow(reviews: false))
        for line in ["", "Al", "no", "hunter22"] { try plain.submit(.line(line)) }
        #expect(plain.isComplete)
        let answered = Session(
            flow: try Self.flow(),
            answeredInAdvance: [
                "name": .text("Al"), "extras": .flag(false), "pw": .text("hunter22"),
            ])
        #expect(answered.isComplete)
    }
}
