import TestSupport
import Testing
import WizardCore
import WizardText

/// Option values made of digits (`docs/flow-format.md`, "Option values and numbers"): a
/// line that is an option's value or label is that option; a number names an option's place
/// only when no option has it as its value or label. pi-hole's privacy levels `0`–`3` are
/// the example.
@Suite("Option values made of digits", .timeLimit(.minutes(5)))
struct DigitValueTests {
    typealias F = FlowText

    static let levels = #"""
        "options": [
          { "value": "0", "label": "Show everything" },
          { "value": "1", "label": "Hide domains" },
          { "value": "2", "label": "Hide domains and clients" },
          { "value": "3", "label": { "en": "Anonymous", "ko": "익명" } }
        ]
        """#

    /// The flow reads with a warning for each clashing value (``flowCheck()``).
    let flow = F.read([
        "{ \"kind\": \"picker\", \"key\": \"privacy\", \(F.title("Privacy")), \(levels) }",
        "{ \"kind\": \"multiselect\", \"key\": \"logs\", \(F.title("Logs")), \(levels) }",
    ]).flow!

    var picker: Step { flow.steps[0] }
    var multiSelect: Step { flow.steps[1] }

    @Test(
        "a value, then a label, names the option; a number that is no value names a place",
        arguments: [
            ("0", "0"), ("1", "1"), (" 3 ", "3"), ("4", "3"), ("hide DOMAINS", "1"),
            ("익명", "3"), ("003", "3"), ("01", "1"),
        ])
    func picker(line: String, value: String) throws {
        #expect(try picker.answer(for: .line(line)) == .choice(value))
        #expect(try picker.answer(for: .given(line)) == .choice(value))
    }

    @Test("a number neither a value nor a place is refused, with the values to answer with")
    func refused() throws {
        let question = try #require(picker.kind as? PickerQuestion)
        for line in ["5", "-1", "1.0"] {
            #expect(throws: question.refusal(.unknownChoice), "\(line)") {
                try picker.answer(for: .line(line))
            }
        }
        #expect(
            question.alert(for: .unknownChoice)(.english)
                == "Please make a choice. Answer with one of: Show everything, Hide domains,"
                + " Hide domains and clients, Anonymous (or their values: 0, 1, 2, 3).")
    }

    @Test("a multi-select's parts follow the same rule")
    func multiSelectParts() throws {
        #expect(try multiSelect.answer(for: .line("0, 1")) == .choices(["0", "1"]))
        #expect(try multiSelect.answer(for: .line("4,2")) == .choices(["2", "3"]))
        #expect(try multiSelect.answer(for: .line("Hide domains,0")) == .choices(["0", "1"]))
        let question = try #require(multiSelect.kind as? MultiSelectQuestion)
        #expect(throws: question.refusal(.unknownChoice("7"))) {
            try multiSelect.answer(for: .line("1,7"))
        }
        #expect(
            question.alert(for: .unknownChoice("7"))(.english)
                == "\"7\" is not one of the choices. Answer with values, separated by commas: 0, 1, 2, 3."
        )
    }

    @Test("a value comes before another option's label, whatever their order")
    func valueBeforeLabel() throws {
        let crossed = try F.flow([
            "{ \"kind\": \"picker\", \"key\": \"p\", \(F.title("p")), "
                + #""options": [{ "value": "a", "label": "B" }, { "value": "b", "label": "A" }] }"#
        ])
        #expect(try crossed.steps[0].answer(for: .line("A")) == .choice("a"))
        #expect(try crossed.steps[0].answer(for: .line("b")) == .choice("b"))
    }

    @Test("the options whose value or label is another option's number clash with it")
    func clashes() {
        let options = { (names: [(String, String)]) in
            names.map { PickerOption(value: $0.0, label: LocalizedText(english: $0.1)) }
        }
        let levels = PickerQuestion.positionClashes(
            in: options([("0", "a"), ("1", "b"), ("2", "c"), ("3", "d")]))
        #expect(levels.map(\.index) == [1, 2, 3])
        #expect(levels.map(\.position) == [1, 2, 3])
        // A value at its own place, or past the last place, clashes with nothing.
        #expect(PickerQuestion.positionClashes(in: options([("1", "a"), ("2", "b")])) == [])
        #expect(PickerQuestion.positionClashes(in: options([("7", "a"), ("8", "b")])) == [])
        #expect(PickerQuestion.positionClashes(in: options([("0", "a"), ("5", "b")])) == [])
        // A label clashes too: "1" would choose its option by label.
        let label = PickerQuestion.positionClashes(in: options([("x", "y"), ("z", "1")]))
        #expect(label.map(\.index) == [1])
        #expect(label.map(\.name) == ["1"])
        #expect(label.map(\.position) == [1])
    }

    @Test("plain mode lists clashing options by value, and its prompt asks for a value")
    func plainList() throws {
        let (list, prompt) = picker.kind.linePrompt(for: picker, stored: nil, language: .english)
        #expect(
            list == [
                "  0. Show everything", "  1. Hide domains", "  2. Hide domains and clients",
                "  3. Anonymous",
            ])
        #expect(prompt == "Value: ")
        let stored = picker.kind.linePrompt(for: picker, stored: .choice("2"), language: .korean)
        #expect(stored.prompt == "값 (Enter만 누르면 Hide domains and clients): ")
        let many = multiSelect.kind.linePrompt(for: multiSelect, stored: nil, language: .english)
        #expect(many.introduction.first == "  0. Show everything")
        #expect(many.prompt == "Values, separated by commas, Enter for none: ")
        // Options without a clash keep their numbers.
        let gender = try #require(Flow.onboarding.step(id: "gender"))
        let numbered = gender.kind.linePrompt(for: gender, stored: nil, language: .english)
        #expect(numbered.introduction.first == "  1. Male")
        #expect(numbered.prompt == "1 to 3: ")
    }

    @Test("flow questions says a number is a value first")
    func acceptedAnswers() {
        #expect(
            picker.kind.acceptedAnswers(.english)
                == "one of 0, 1, 2, 3, or 1–4 for a number that is no value")
        #expect(
            multiSelect.kind.acceptedAnswers(.english)
                == "0 to 4 of 0, 1, 2, 3, as values or numbers 1–4 that are no value, separated by commas (- for none); empty line: none"
        )
    }

    @Test("flow check allows digits, and warns at each clashing value or label, not blocking")
    func flowCheck() {
        let steps = [
            F.picker("privacy", ["0", "1", "2"]),
            "{ \"kind\": \"picker\", \"key\": \"size\", \(F.title("size")), "
                + #""options": [{ "value": "s", "label": "Small" }, { "value": "m", "label": { "en": "1", "ko": "하나" } }] }"#,
        ]
        let reading = F.read(steps)
        #expect(reading.flow != nil)
        #expect(reading.blockingCount == 0)
        #expect(reading.warningCount == 3)
        #expect(reading.problems.allSatisfy { $0.isWarning })
        #expect(
            F.problems(steps) == [
                "3:141: $.steps[0].options[1].value: warning: \"1\" is also the number of option 1 (0); a line \"1\" chooses this option, not that one",
                "3:173: $.steps[0].options[2].value: warning: \"2\" is also the number of option 2 (1); a line \"2\" chooses this option, not that one",
                "4:158: $.steps[1].options[1].label.en: warning: \"1\" is also the number of option 1 (Small); a line \"1\" chooses this option, not that one",
            ])
    }
}
