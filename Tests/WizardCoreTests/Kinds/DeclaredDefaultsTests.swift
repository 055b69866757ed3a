import TestSupport
import Testing
import WizardCore

/// `default` on text and picker steps: what an empty line takes, where each mode starts,
/// what `flow check` refuses, and that a stored answer wins.
@Suite("Declared defaults of text and picker steps", .timeLimit(.minutes(5)))
struct DeclaredDefaultsTests {
    typealias F = FlowText

    let flow: Flow

    init() throws {
        flow = try F.flow([
            F.text(
                "host",
                extra:
                    #""placeholder": "Host", "default": "devbox", "validators": [{ "min_length": 2 }]"#
            ),
            F.picker("editor", ["vim", "nano"], extra: #", "default": "nano""#),
        ])
    }

    @Test("an empty line takes the default; typed answers are checked as ever")
    func emptyLine() throws {
        #expect(try flow.steps[0].answer(for: .line("  ")) == .text("devbox"))
        #expect(try flow.steps[1].answer(for: .line("")) == .choice("nano"))
        #expect(try flow.steps[1].answer(for: .line("1")) == .choice("vim"))
        #expect(throws: ValidationError.self) { try flow.steps[0].answer(for: .line("x")) }
    }

    @Test("the field holds the default, the wheel starts at it; a stored answer wins over it")
    func starts() {
        let fresh = InteractiveState(session: Session(flow: flow), language: .english)
        #expect(fresh.edit(of: "host", as: TextEdit.self)?.line == "devbox")
        #expect(fresh.edit(of: "editor", as: PickerEdit.self)?.selection == 1)
        let stored = InteractiveState(
            session: Session(
                flow: flow, stored: ["host": .text("mine"), "editor": .choice("vim")]),
            language: .english)
        #expect(stored.edit(of: "host", as: TextEdit.self)?.line == "mine")
        #expect(stored.edit(of: "editor", as: PickerEdit.self)?.selection == 0)
    }

    @Test("plain prompts say the default an empty line takes")
    func prompts() {
        let text = LinePrompt(
            step: flow.steps[0], progress: (1, 2), stored: nil, language: .english)
        #expect(text.prompt == "Host [devbox]: ")
        let picker = LinePrompt(
            step: flow.steps[1], progress: (2, 2), stored: nil, language: .korean)
        #expect(picker.prompt == "1부터 2까지 (Enter만 누르면 nano): ")
        let stored = LinePrompt(
            step: flow.steps[1], progress: (2, 2), stored: .choice("vim"), language: .english)
        #expect(stored.prompt == "1 to 2, Enter for vim: ")
    }

    @Test("flow check refuses a default the step's own validators refuse or would change")
    func problems() {
        let steps = [
            F.text("a", extra: #""default": "x", "validators": [{ "min_length": 2 }]"#),
            F.text("b", extra: #""default": " padded ""#),
            F.text(
                "c",
                extra:
                    #""default": "ABC", "validators": [{ "pattern": "[a-z]+", "alert": "lower case" }]"#
            ),
            F.text("d", extra: #""default": 3"#),
            F.picker("e", ["vim", "nano"], extra: #", "default": "Vim""#),
        ]
        func at(_ step: Int, _ needle: String) -> String {
            let line = steps[step]
            let range = line.firstRange(of: needle)!
            return "\(step + 3):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
        }
        #expect(
            F.problems(steps) == [
                "\(at(0, #""x""#)): $.steps[0].default: this step's own validators refuse the default: Please enter at least 2 characters.",
                "\(at(1, #"" padded ""#)): $.steps[1].default: write the default as it is stored: no white space around it, in Unicode NFC",
                "\(at(2, #""ABC""#)): $.steps[2].default: this step's own validators refuse the default: lower case",
                "\(at(3, "3 }")): $.steps[3].default: expected a string",
                "\(at(4, #""Vim""#)): $.steps[4].default: expected the value of one of the options: vim, nano",
            ])
    }

    @Test("flow questions names the defaults")
    func summaries() {
        #expect(flow.steps[0].kind.acceptedAnswers(.english).hasSuffix("; empty line: devbox"))
        #expect(flow.steps[1].kind.acceptedAnswers(.korean).hasSuffix(", 빈 줄은 nano"))
    }
}
