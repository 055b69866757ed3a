import Testing
import WizardCore
import WizardText

/// Flow files written carelessly or with ill intent: nothing they hold may crash wizard,
/// freeze it, or draw past the terminal.
@Suite("Flow files at the edges", .timeLimit(.minutes(5)))
struct FlowSafetyTests {
    func reports(_ text: String) -> [String] {
        FlowReader.read(Array(text.utf8)).problems.map { "\($0.path): \($0.message.english)" }
    }

    func flow(_ text: String) throws -> Flow {
        try #require(FlowReader.read(Array(text.utf8)).flow)
    }

    @Test("a step wider than its range is refused; the widest allowed cannot overflow a key")
    func sliderSteps() {
        #expect(
            reports(
                #"{"id":"x","steps":[{"kind":"slider","key":"n","title":"N","min":0,"max":0,"step":9223372036854775807}]}"#
            )
                == ["$.steps[0].step: a step of 9223372036854775807 is wider than the range 0…0"])
        let question = SliderQuestion(
            range: 0...999_999_999, step: 999_999_999, defaultValue: 0,
            label: LocalizedText(en: "N", ko: "N"), unit: LocalizedText(en: "", ko: ""))
        var slider = SliderEdit(question: question)
        let movedUp = slider.update(with: .pageUp)
        #expect(movedUp == .changed && slider.value == 999_999_999)
        let movedDown = slider.update(with: .pageDown)
        #expect(movedDown == .changed && slider.value == 0)
    }

    @Test(
        "patterns outside the linear-time subset are refused with their position; the rest pass",
        arguments: [
            ("(\\\\w)\\\\1", "backreferences are not supported (at character 5 of the pattern)"),
            ("([a-z]", "this ( is never closed (at character 1 of the pattern)"),
            (
                "a(?=b)",
                "lookahead and lookbehind are not supported (at character 2 of the pattern)"
            ),
            ("(?>a+)b", "atomic groups (?>…) are not supported (at character 1 of the pattern)"),
            (
                "a*+b",
                "possessive quantifiers such as *+ are not supported (at character 3 of the pattern)"
            ),
            ("(?x) a", "the only flag is (?i), at the very start (at character 1 of the pattern)"),
            (
                "\\\\Qa+\\\\E",
                "\\Q…\\E quoting is not supported: escape each character (at character 1 of the pattern)"
            ),
            ("[(a+)+]+", nil), ("(ab)+", nil), ("\\\\d{3}-\\\\d{4}", nil), ("(a+)?", nil),
            ("(a+)+b", nil), ("(a|aa)*", nil), ("(\\\\w+ ?)+", nil),
        ] as [(String, String?)])
    func patterns(source: String, refusal: String?) {
        let text =
            #"{"id":"x","steps":[{"kind":"text","key":"t","title":"T","validators":[{"pattern":"\#(source)","alert":"A"}]}]}"#
        let found = reports(text)
        if let refusal {
            #expect(found.count == 1 && found[0].contains(refusal), "\(found)")
        } else {
            #expect(found == [])
        }
    }

    @Test(
        "each careless flow is reported at its place with what is wrong",
        arguments: [
            (
                ##"{"id":"x","accent":"#-FFFFF","steps":[{"kind":"info","title":"T"}]}"##,
                "$.accent: expected a colour name"
            ),
            (
                #"{"id":"x","steps":[{"kind":"info","title":"Welcome to {app}"}]}"#,
                "$.steps[0].title: uses {app}, but the flow has no \"app\" to stand for it"
            ),
            (
                #"{"id":"x","steps":[{"kind":"info","title":" "}]}"#,
                "$.steps[0].title: expected a text that is not empty"
            ),
            (
                #"{"id":"x","steps":[{"kind":"text","key":"t","title":"T","validators":[{"min_length":1,"max_length":3}]}]}"#,
                "$.steps[0].validators[0]: one rule per validator"
            ),
            (
                #"{"id":"x","steps":[{"kind":"text","key":"t","title":"T","validators":[{"max_length":0}]}]}"#,
                "$.steps[0].validators: min_length 1 is more than max_length 0 (min_length is 1 unless a validator says)"
            ),
            (
                #"{"id":"x","steps":[{"kind":"slider","key":"n","title":"N","min":1e3,"max":2000}]}"#,
                "$.steps[0].min: expected a whole number written without fraction or exponent"
            ),
        ] as [(String, String)])
    func careless(text: String, expected: String) {
        let found = reports(text)
        #expect(found.count == 1 && found[0].hasPrefix(expected), "\(found)")
    }

    @Test("a language some texts have and others lack is reported for each text lacking it")
    func otherLanguages() {
        let found = reports(
            #"{"id":"x","steps":[{"kind":"info","title":{"en":"A","ko":"가","ja":"あ"}},{"kind":"info","title":{"en":"B","ko":"나"}}]}"#
        )
        #expect(
            found == [#"$.steps[1].title: missing the "ja" text that other texts of the flow have"#]
        )
    }

    @Test("a slide or progress tour of one feature is still paged")
    func oneFeature() throws {
        let flow = try flow(
            #"{"id":"x","steps":[{"kind":"info","title":"T","tour":"progress","seconds":1,"features":[{"title":"Only"}]}]}"#
        )
        var state = InteractiveState(
            session: Session(flow: flow), language: .english)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.pageCount == 1)
        #expect(state.isTimed)
        _ = state.tick(at: 0)
        _ = state.tick(at: 5)
        // It goes round its one page, and its button ends it.
        #expect(state.isTimed)
        #expect(state.edits["#0"]?.showsButton == true)
    }

    @Test("time away from a progress tour (another step, a stop) does not turn its pages")
    func clockRestarts() throws {
        var state = InteractiveState(
            session: Session(flow: try tourFlow("progress", seconds: 2)), language: .english)
        _ = state.tick(at: 0)
        _ = state.tick(at: 1)
        #expect(state.handle(.character("s")) == .advanced)
        #expect(state.handle(.backTab) == .wentBack)
        _ = state.tick(at: 100)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.page == 0)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.elapsed == 1)
        state.restartClock()
        _ = state.tick(at: 500)
        _ = state.tick(at: 500.5)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.elapsed == 1.5)
    }

    @Test("the yes/no alert names the answers; a slider's alert names its step")
    func alerts() throws {
        let flow = try flow(
            #"{"id":"x","steps":[{"kind":"confirm","key":"c","title":"C","default":false},{"kind":"slider","key":"n","title":"N","min":0,"max":100,"step":5}]}"#
        )
        let confirm = try #require(flow.steps[0].kind as? ConfirmQuestion)
        let slider = try #require(flow.steps[1].kind as? SliderQuestion)
        #expect(throws: confirm.refusal(.unknownChoice)) {
            try flow.steps[0].answer(for: .line("maybe"))
        }
        #expect(
            confirm.alert(for: .unknownChoice).english
                == "Please answer Yes or No (y or n).")
        #expect(try flow.steps[0].answer(for: .line("")) == .flag(false))
        #expect(throws: slider.refusal(.notInRange(0...100))) {
            try flow.steps[1].answer(for: .line("7"))
        }
        #expect(
            slider.alert(for: .notInRange(0...100)).english
                == "Please enter a whole number from 0 to 100 in steps of 5.")
    }
}
