import TestSupport
import Testing
import WizardCore

/// Blank answers (`docs/flow-format.md`, "Blank answers"): a blank answer given as such (an
/// answers file's `""`, an empty flag value, a cleared field: ``Reply/given(_:)``) is
/// judged by the step's rules, while an empty typed line (``Reply/line(_:)``) takes the
/// default, for every kind.
@Suite("Blank answers, given or typed", .timeLimit(.minutes(5)))
struct BlankAnswerTests {
    typealias F = FlowText

    /// One step of each kind, each with a default; the relay host may be blank.
    let flow: Flow

    init() throws {
        flow = try F.flow([
            F.text(
                "relay",
                extra:
                    #""label": "Relay", "placeholder": "Relay host", "default": "smtp.example.org", "validators": [{ "min_length": 0 }]"#
            ),
            F.text("name", extra: #""default": "Alice""#),
            F.text(
                "code",
                extra:
                    #""default": "ab", "validators": [{ "min_length": 0 }, { "pattern": "[a-z]+", "alert": "Letters." }]"#
            ),
            F.picker("editor", ["vim", "nano"], extra: #", "default": "nano""#),
            F.confirm("extras", extra: #""default": true"#),
            F.slider("age", min: 18, max: 50),
            F.multiSelect("tools", ["gh", "jq"], extra: #", "default": ["jq"]"#),
            F.multiSelect(
                "langs", ["go", "rust"],
                extra: #", "default": ["go"], "validators": [{ "min": 1 }]"#),
        ])
    }

    func step(_ key: String) -> Step { flow.step(id: key)! }

    @Test("an empty typed line takes each kind's default")
    func emptyLineTakesDefault() throws {
        let defaults: [(String, Answer)] = [
            ("relay", .text("smtp.example.org")), ("name", .text("Alice")),
            ("code", .text("ab")), ("editor", .choice("nano")), ("extras", .flag(true)),
            ("age", .number(18)), ("tools", .choices(["jq"])), ("langs", .choices(["go"])),
        ]
        for (key, answer) in defaults {
            #expect(try step(key).answer(for: .line(" ")) == answer, "\(key)")
        }
    }

    @Test("a blank answer given is judged by the step's rules, never taking the default")
    func givenBlankIsJudged() throws {
        #expect(try step("relay").answer(for: .given("")) == .text(""))
        #expect(try step("relay").answer(for: .given("  ")) == .text(""))
        #expect(try step("tools").answer(for: .given("")) == .choices([]))
        let refused: [(String, String)] = [
            ("name", "Please enter at least 1 character."), ("code", "Letters."),
            ("editor", "Please make a choice."), ("extras", "Please make a choice."),
            ("age", "Please enter a whole number from 18 to 50."),
            ("langs", "Please choose at least one."),
        ]
        for (key, alert) in refused {
            #expect(throws: ValidationError.self, "\(key)") {
                try step(key).answer(for: .given(""))
            }
            do {
                _ = try step(key).answer(for: .given(""))
            } catch {
                #expect(error.alert.english == alert, "\(key)")
            }
        }
    }

    @Test("a stored answer is what an empty line takes, and a given blank still answers blank")
    func storedAnswer() throws {
        let stored: [String: Answer] = ["relay": .text("mail.local")]
        var typed = Session(flow: flow, stored: stored)
        try typed.submit(.line(""))
        #expect(typed.answers["relay"] == .text("mail.local"))
        var given = Session(flow: flow, stored: stored)
        try given.submit(.given(""))
        #expect(given.answers["relay"] == .text(""))
        // A stored blank is a default too, where the step allows it.
        var blankStored = Session(flow: flow, stored: ["relay": .text("")])
        #expect(blankStored.defaultAnswer(to: step("relay")) == .text(""))
        try blankStored.submit(.line(""))
        #expect(blankStored.answers["relay"] == .text(""))
        // One the step would refuse is no default.
        let refused = Session(flow: flow, stored: ["name": .text("")])
        #expect(refused.defaultAnswer(to: step("name")) == .text("Alice"))
    }

    @Test("an answers file's \"\" is a blank answer, refused where the step needs one")
    func answersFile() throws {
        let answers = try AnswersReader.read(
            Array(#"{"relay": "", "tools": ""}"#.utf8), path: "a.json", flow: flow)
        #expect(answers == ["relay": .text(""), "tools": .choices([])])
        for key in ["name", "editor", "extras", "age", "langs"] {
            #expect(throws: AnswersFileError.self, "\(key)") {
                try AnswersReader.read(Array(#"{"\#(key)": ""}"#.utf8), path: "a.json", flow: flow)
            }
        }
    }

    @Test("at the screens the field starts at the default, and a cleared field answers blank")
    func clearedField() {
        var state = InteractiveState(session: Session(flow: flow), language: .english)
        #expect(state.edit(of: "relay", as: TextEdit.self)?.line == "smtp.example.org")
        #expect(state.submitText("") == .advanced)
        #expect(state.session.answers["relay"] == .text(""))
        // A field that must not be blank refuses it with the step's alert, and stays.
        #expect(state.submitText("") == .alerted)
        #expect(state.alert?.english == "Please enter at least 1 character.")
        #expect(state.session.currentStep?.id == "name")
    }

    @Test("the card shows a labelled blank as blank, and an unlabelled one not at all")
    func card() {
        let relay = step("relay").question!
        #expect(relay.cardLine(for: .text(""), language: .english) == "Relay: (blank)")
        #expect(relay.cardLine(for: .text(""), language: .korean) == "Relay : (비어 있음)")
        #expect(step("name").question!.cardLine(for: .text(""), language: .english) == nil)
    }

    @Test("a plain prompt names a default, but not a blank one")
    func plainPrompt() {
        let relay = step("relay")
        let prompt = { (stored: Answer?) in
            relay.kind.linePrompt(for: relay, stored: stored, language: .english).prompt
        }
        #expect(prompt(nil) == "Relay host [smtp.example.org]: ")
        #expect(prompt(.text("")) == "Relay host: ")
    }
}
