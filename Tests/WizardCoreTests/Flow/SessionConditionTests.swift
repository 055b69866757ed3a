import TestSupport
import Testing
import WizardCore

/// Sessions with conditions, defaults and only-what's-missing: which steps are shown, how
/// the indicator counts them, what going back changes, and which keys a complete session
/// drops.
@Suite("Session: conditions, defaults, missing answers", .timeLimit(.minutes(5)))
struct SessionConditionTests {
    typealias F = FlowText

    /// welcome, want (confirm, default no), extras (when want), age (slider 18…50,
    /// default 30), bye (info, when age ≥ 40).
    let flow: Flow

    init() throws {
        flow = try F.flow([
            F.info("welcome"),
            F.confirm("want", extra: #""default": false"#),
            F.multiSelect(
                "extras", ["gh", "jq"], when: #"{"key": "want", "equals": true}"#,
                extra: #", "default": ["gh"]"#),
            F.step(slider: "age"),
            F.info("bye", when: #"{"key": "age", "atLeast": 40}"#),
        ])
    }

    @Test("a skipped step is not shown, not counted, and its key is dropped")
    func skipped() throws {
        var session = Session(flow: flow)
        // want's default (no) skips extras; age's default (30) skips bye.
        #expect(session.progress == (1, 3))
        try session.submit(.line(""))
        #expect(session.currentStep?.id == "want")
        #expect(session.progress == (2, 3))
        try session.submit(.line("no"))
        #expect(session.currentStep?.id == "age")
        #expect(session.progress == (3, 3))
        try session.submit(.line("25"))
        #expect(session.isComplete)
        #expect(session.answers == ["want": .flag(false), "age": .number(25)])
        #expect(session.skippedKeys == ["extras"])
    }

    @Test("answering yes asks the extras, and the count follows the answers")
    func followed() throws {
        var session = Session(flow: flow)
        try session.submit(.line(""))
        try session.submit(.line("yes"))
        #expect(session.currentStep?.id == "extras")
        #expect(session.progress == (3, 4))
        try session.submit(.line("1,2"))
        try session.submit(.line("45"))
        #expect(session.currentStep?.id == "bye")
        #expect(session.progress == (5, 5))
        try session.submit(.line(""))
        #expect(session.isComplete)
        #expect(session.answers["extras"] == .choices(["gh", "jq"]))
        #expect(session.skippedKeys.isEmpty)
    }

    @Test("going back and changing an answer decides the steps after it again")
    func backChangesConditions() throws {
        var session = Session(flow: flow)
        try session.submit(.line(""))
        try session.submit(.line("yes"))
        try session.submit(.line("jq"))
        #expect(session.currentStep?.id == "age")
        #expect(session.progress == (4, 4))
        session.goBack()
        #expect(session.currentStep?.id == "extras")
        session.goBack()
        #expect(session.currentStep?.id == "want")
        // The extras' answer is kept while they may still be asked…
        #expect(session.progress == (2, 4))
        try session.submit(.line("no"))
        // …and dropped once they are not.
        #expect(session.currentStep?.id == "age")
        #expect(session.progress == (3, 3))
        #expect(session.answers["extras"] == nil)
        session.goBack()
        #expect(session.currentStep?.id == "want")
        try session.submit(.line("yes"))
        #expect(session.currentStep?.id == "extras")
        try session.submit(.line(""))
        try session.submit(.line(""))
        #expect(session.isComplete)
        #expect(session.answers["extras"] == .choices(["gh"]))
    }

    @Test("steps answered by flags are not counted (1/2, 2/2, then the card)")
    func flagsNotCounted() throws {
        var session = Session(
            flow: .onboarding, answeredInAdvance: ["age": .number(40), "gender": .choice("male")])
        #expect(session.progress == (1, 2))
        try session.submit(.line(""))
        #expect(session.progress == (2, 2))
        try session.submit(.line("Bob"))
        #expect(session.isComplete)
    }

    @Test("--defaults: every question with a default (stored or the flow's) is answered unasked")
    func defaults() throws {
        let onboarding = Session(
            flow: .onboarding, stored: ["gender": .choice("female")],
            answering: Session.Answering(takesDefaults: true))
        // Age takes 30, gender the stored answer; the name has no default.
        #expect(onboarding.currentStep?.id == "welcome")
        #expect(onboarding.progress == (1, 2))
        #expect(onboarding.questionsWithoutDefault.map(\.id) == ["name"])
        var session = onboarding
        try session.submit(.line(""))
        try session.submit(.line("Ann"))
        #expect(session.isComplete)
        #expect(
            session.answers == [
                "name": .text("Ann"), "age": .number(30), "gender": .choice("female"),
            ])
        // With every question answerable, nothing is shown, not even the welcome.
        let all = Session(
            flow: flow, answering: Session.Answering(takesDefaults: true))
        #expect(!all.needsInput)
        #expect(all.answers == ["want": .flag(false), "age": .number(30)])
    }

    @Test("the questions without a default include those a condition may yet ask")
    func withoutDefault() throws {
        let flow = try F.flow([
            F.confirm("gate"),
            F.text("name", when: #"{"key": "gate", "equals": true}"#),
            F.text("other", when: #"{"key": "gate", "equals": false}"#),
            F.text("always"),
        ])
        let session = Session(flow: flow, answering: Session.Answering(takesDefaults: true))
        #expect(session.questionsWithoutDefault.map(\.id) == ["gate", "name", "other", "always"])
        let answered = Session(
            flow: flow, answeredInAdvance: ["gate": .flag(true)],
            answering: Session.Answering(takesDefaults: true))
        #expect(answered.questionsWithoutDefault.map(\.id) == ["name", "always"])
    }

    @Test("--missing: only questions whose key the store lacks are asked, pages skipped when seen")
    func missing() throws {
        let stored: [String: Answer] = ["name": .text("Ann"), "age": .number(99)]
        var session = Session(
            flow: .onboarding, stored: stored,
            answering: Session.Answering(asksOnlyMissing: true, showsPages: false))
        // The stored age is out of range, but the key is there: not missing.
        #expect(session.currentStep?.id == "gender")
        #expect(session.progress == (1, 1))
        #expect(!session.canGoBack)
        try session.submit(.line("female"))
        #expect(session.isComplete)
        #expect(session.answers["name"] == .text("Ann"))
        let complete = Session(
            flow: .onboarding, stored: stored.merging(["gender": .choice("male")]) { $1 },
            answering: Session.Answering(asksOnlyMissing: true, showsPages: false))
        #expect(!complete.needsInput)
    }

    @Test(
        "a flow of pages only shows them, unless only missing answers are asked after it was seen")
    func pagesOnly() throws {
        let tour = try F.flow([F.info("one"), F.info("two")])
        #expect(Session(flow: tour).needsInput)
        let seen = Session(
            flow: tour, answering: Session.Answering(asksOnlyMissing: true, showsPages: false))
        #expect(!seen.needsInput)
    }

    @Test("a stored answer wins over the flow's default, for defaults too")
    func storedWins() throws {
        let flow = try F.flow([
            F.text("host", extra: #""default": "devbox""#),
            F.picker("editor", ["vim", "nano"], extra: #", "default": "vim""#),
        ])
        var session = Session(flow: flow, stored: ["host": .text("mine")])
        #expect(session.defaultAnswer(to: flow.steps[0]) == .text("mine"))
        #expect(session.defaultAnswer(to: flow.steps[1]) == .choice("vim"))
        try session.submit(.line(""))
        try session.submit(.line(""))
        #expect(session.answers == ["host": .text("mine"), "editor": .choice("vim")])
    }
}

extension FlowText {
    /// The age slider of the default flow, 18…50 with 30 as its default.
    static func step(slider key: String) -> String {
        "{ \"kind\": \"slider\", \"key\": \"\(key)\", \(title(key)), \"min\": 18, \"max\": 50,"
            + " \"default\": 30 }"
    }
}
