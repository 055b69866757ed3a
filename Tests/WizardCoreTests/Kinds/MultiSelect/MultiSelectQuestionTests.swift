import TestSupport
import Testing
import WizardCore

/// The multi-select kind: lines of numbers, values and labels, its bounds and their alerts,
/// its list at a terminal, its card line and answers-file values, and its flow-file fields.
@Suite("Multi-select questions", .timeLimit(.minutes(5)))
struct MultiSelectQuestionTests {
    typealias F = FlowText

    let flow: Flow

    init() throws {
        flow = try F.flow([
            F.multiSelect(
                "extras", ["docker", "gh", "ripgrep", "jq"],
                extra: #", "label": { "en": "Extras", "ko": "추가 도구" }, "default": ["gh"], "#
                    + #""validators": [{ "min": 1, "alert": { "en": "Pick one.", "ko": "하나 고르세요." } },"#
                    + #" { "max": 3 }]"#)
        ])
    }
    var step: Step { flow.steps[0] }
    var question: MultiSelectQuestion { step.kind as! MultiSelectQuestion }

    @Test(
        "numbers, values and labels separated by commas choose, in the options' order, each once",
        arguments: [
            ("1,3", ["docker", "ripgrep"]), ("jq, docker", ["docker", "jq"]),
            (" GH ,4 ", ["gh", "jq"]), ("2,2,gh", ["gh"]), ("1,,2", ["docker", "gh"]),
            ("", ["gh"]),
        ])
    func lines(line: String, values: [String]) throws {
        #expect(try step.answer(for: .line(line)) == .choices(values))
    }

    @Test("too few, too many and unknown choices are refused with their own alerts")
    func refusals() {
        #expect(throws: question.refusal(.tooFew(minimum: 1))) {
            try step.answer(for: .line("-"))
        }
        #expect(question.alert(for: .tooFew(minimum: 1))(.korean) == "하나 고르세요.")
        #expect(throws: question.refusal(.tooMany(maximum: 3))) {
            try step.answer(for: .line("1,2,3,4"))
        }
        #expect(question.alert(for: .tooMany(maximum: 3))(.english) == "Please choose at most 3.")
        #expect(throws: question.refusal(.unknownChoice("podman"))) {
            try step.answer(for: .line("1, podman"))
        }
        #expect(
            question.alert(for: .unknownChoice("podman"))(.english)
                == "\"podman\" is not one of the choices. Answer with numbers from 1 to 4 or values,"
                + " separated by commas: docker, gh, ripgrep, jq.")
        #expect(throws: question.refusal(.unknownChoice("5"))) { try step.answer(for: .line("5")) }
    }

    @Test("without a default, an empty line chooses none when none is allowed, and - always")
    func none() throws {
        let open = try F.flow([F.multiSelect("tags", ["a", "b"])]).steps[0]
        #expect(try open.answer(for: .line("")) == .choices([]))
        #expect(try open.answer(for: .line(" - ")) == .choices([]))
        #expect(
            try Session(flow: try F.flow([F.multiSelect("tags", ["a", "b"])])).defaultAnswer(
                to: open) == .choices([]))
    }

    @Test("at a terminal: Space chooses, a chooses all, the title counts, past the most is refused")
    func screen() throws {
        var state = InteractiveState(session: Session(flow: flow), language: .english)
        let screen = StepScreen(width: 40, language: .english)
        expectFrame(
            screen.frame(for: state),
            """



             extras (1 chosen)

             ❯ [ ] docker
               [x] gh
               [ ] ripgrep
               [ ] jq


              Get started 
             Enter: Get started · ↑/↓ move
             Space: choose · a: all · Esc: quit
            """)
        #expect(state.handle(.character(" ")) == .changed)
        #expect(state.handle(.down) == .changed)
        #expect(state.handle(.character(" ")) == .changed)
        #expect(state.edit(of: "extras", as: MultiSelectEdit.self)?.chosen == [0])
        #expect(state.handle(.character("a")) == .alerted)
        #expect(state.alert == question.alert(for: .tooMany(maximum: 3)))
        for key in [Key.character(" "), .down, .character(" "), .down] {
            #expect(state.handle(key) == .changed)
        }
        #expect(state.handle(.character(" ")) == .alerted)
        #expect(state.edit(of: "extras", as: MultiSelectEdit.self)?.chosen == [0, 1, 2])
        for key in [Key.up, .character(" "), .up, .character(" "), .up, .character(" ")] {
            #expect(state.handle(key) == .changed)
        }
        #expect(state.edit(of: "extras", as: MultiSelectEdit.self)?.chosen == [])
        #expect(state.handle(.enter) == .alerted)
        #expect(state.alert?.korean == "하나 고르세요.")
        #expect(state.handle(.paste("jq,2")) == .changed)
        #expect(screen.frame(for: state).lines[3].text == " extras (2 chosen)")
        #expect(state.handle(.enter) == .completed)
        #expect(state.session.answers["extras"] == .choices(["gh", "jq"]))
    }

    @Test("a list of all chosen: a chooses none")
    func allAndNone() throws {
        let open = try F.flow([F.multiSelect("tags", ["a", "b"])])
        var state = InteractiveState(session: Session(flow: open), language: .english)
        #expect(state.handle(.character("a")) == .changed)
        #expect(state.edit(of: "tags", as: MultiSelectEdit.self)?.chosen == [0, 1])
        #expect(state.handle(.character("a")) == .changed)
        #expect(state.edit(of: "tags", as: MultiSelectEdit.self)?.chosen == [])
    }

    @Test("plain mode lists the options and says what Enter chooses; the card names the labels")
    func lineAndCard() throws {
        let prompt = LinePrompt(step: step, progress: (1, 1), stored: nil, language: .english)
        #expect(
            prompt.introduction.dropFirst() == [
                "  1. docker", "  2. gh", "  3. ripgrep", "  4. jq",
            ])
        #expect(prompt.prompt == "1 to 4, separated by commas, Enter for gh: ")
        let stored = LinePrompt(
            step: step, progress: (1, 1), stored: .choices(["docker", "jq"]), language: .korean)
        #expect(stored.prompt == "1부터 4까지 쉼표로 구분 (Enter만 누르면 docker, jq): ")
        #expect(
            question.cardLine(for: .choices(["gh", "jq"]), language: .english) == "Extras: gh, jq")
        #expect(question.cardLine(for: .choices([]), language: .korean) == "추가 도구 : 없음")
    }

    @Test("an answers file gives an array of values (or one line); other values are refused")
    func answersFile() throws {
        let answers = try AnswersReader.read(
            Array(#"{"extras": ["jq", "docker"]}"#.utf8), path: "a.json", flow: flow)
        #expect(answers["extras"] == .choices(["docker", "jq"]))
        let line = try AnswersReader.read(Array(#"{"extras": "2,3"}"#.utf8), path: "a", flow: flow)
        #expect(line["extras"] == .choices(["gh", "ripgrep"]))
        #expect(throws: AnswersFileError.self) {
            try AnswersReader.read(Array(#"{"extras": [1, 2]}"#.utf8), path: "a", flow: flow)
        }
        #expect(throws: AnswersFileError.self) {
            try AnswersReader.read(Array(#"{"extras": []}"#.utf8), path: "a", flow: flow)
        }
    }

    @Test("the store keeps an array of strings; any other value makes the store unusable")
    func stored() throws {
        let document = try ProfileDocument(
            json: Array(#"{"extras": ["gh"], "signed_in": true}"#.utf8), flow: flow)
        #expect(document.answer(to: step) == .choices(["gh"]))
        #expect(String(decoding: document.json, as: UTF8.self).contains(#""extras" : ["#))
        #expect(throws: ProfileDefect.self) {
            try ProfileDocument(json: Array(#"{"extras": ["gh", 2]}"#.utf8), flow: flow)
        }
        #expect(throws: ProfileDefect.self) {
            try ProfileDocument(json: Array(#"{"extras": "gh"}"#.utf8), flow: flow)
        }
    }

    @Test("flow check: commas, min over max, counts past the options, bad defaults")
    func problems() {
        let steps = [
            F.multiSelect("a", ["x,y", "z"]),
            F.multiSelect("b", ["x", "y"], extra: #", "validators": [{"min": 2}, {"max": 1}]"#),
            F.multiSelect("c", ["x", "y"], extra: #", "validators": [{"max": 3}]"#),
            F.multiSelect("d", ["x", "y"], extra: #", "default": ["x", "x"]"#),
            F.multiSelect(
                "e", ["x", "y"], extra: #", "default": ["x"], "validators": [{"min": 2}]"#),
            F.multiSelect("f", ["-", "y"]),
        ]
        let problems = F.problems(steps).map { String($0.split(separator: " ", maxSplits: 1)[1]) }
        #expect(
            problems == [
                "$.steps[0].options[0]: a multi-select's values and labels cannot contain a comma, which separates choices in a line, and no value can be \"-\", which chooses none",
                "$.steps[1].validators: min 2 is more than max 1",
                "$.steps[2].validators[0].max: expected a number of choices from 0 to 2, the number of options",
                "$.steps[3].default: expected an array of distinct option values: x, y",
                "$.steps[4].default: the default chooses 1, but the validators allow 2 to 2",
                "$.steps[5].options[0]: a multi-select's values and labels cannot contain a comma, which separates choices in a line, and no value can be \"-\", which chooses none",
            ])
    }

    @Test("flow questions names the count allowed, the options, how to answer and the default")
    func summary() {
        #expect(
            question.acceptedAnswers(.english)
                == "1 to 3 of docker, gh, ripgrep, jq, as values or numbers 1–4 separated by commas"
                + "; empty line: gh")
    }
}
