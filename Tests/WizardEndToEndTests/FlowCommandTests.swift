import TestSupport
import Testing

/// `wizard flow check | show | questions`, run as a flow author would.
@Suite("wizard flow", .timeLimit(.minutes(5)))
struct FlowCommandTests {
    let home = TemporaryDirectory()

    func write(_ text: String) -> String {
        let path = home.file("flow.json")
        Files.write(text, to: path)
        return path
    }

    @Test("check lists every problem as FILE:LINE:COLUMN: PATH: message and exits 65")
    func checkProblems() {
        let path = write(
            """
            {
              "id": "broken",
              "steps": [
                { "kind": "slider", "key": "age", "title": "Age", "min": 5, "max": 1 },
                { "kind": "text", "key": "age", "title": { "en": "Name" } },
                { "kind": "wheel", "key": "x", "title": "X" }
              ]
            }
            """)
        let result = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(result.status == 65)
        #expect(
            result.output == """
                \(path):4:72: $.steps[0].max: max 1 is less than min 5
                \(path):5:5: $.steps[1]: "age" is already used by $.steps[0]
                \(path):6:15: $.steps[2].kind: unknown step kind; expected one of info, text, secret, slider, picker, confirm, multiselect, group
                \(path):5:46: $.steps[1].title: missing the Korean text ("ko"); English is shown instead
                \(path): 3 problems stop it from running; 1 warning

                """)
        #expect(result.error == "")
    }

    @Test("check passes the embedded flow, as flow show prints it, and every example")
    func checkGood() {
        let shown = WizardBinary.run(["flow", "show"], home: home.path)
        #expect(shown.status == 0)
        #expect(shown.output.hasPrefix("{\n  \"format\": 1,\n  \"id\": \"onboarding\""))
        let path = write(shown.output)
        let checked = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(checked.status == 0)
        #expect(
            checked.output == """
                note: this flow keeps its answers in profile.json, the default flow's store; give it a "store" of its own unless it is meant to share that profile
                \(path): no problems (4 steps, 3 questions)

                """)
        for example in Examples.all {
            let result = WizardBinary.run(["flow", "check", example], home: home.path)
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test("a flow missing Korean is reported by check, which exits 0, and runs in English")
    func koreanFallback() {
        let path = write(
            """
            {"id": "hello", "steps": [
              {"kind": "text", "key": "name", "title": {"en": "Your name?"}, "label": "Name"}
            ]}
            """)
        let checked = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(checked.status == 0)
        #expect(checked.output.contains("2:44: $.steps[0].title: missing the Korean text"))
        #expect(
            checked.output.contains("no problems, 1 warning (1 step, 1 question)"))
        let questions = WizardBinary.run(
            ["--lang", "ko", "flow", "questions", path], home: home.path)
        #expect(questions.output.hasSuffix("1. name: Your name? (텍스트 1~256자)\n"))
        let run = WizardBinary.run(
            ["setup", "--flow", path, "--lang", "ko"], input: "Kim\n", home: home.path)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Name : Kim\n")
    }

    @Test("questions lists the piped answer order of the embedded flow or a file")
    func questions() {
        let embedded = WizardBinary.run(["flow", "questions"], home: home.path)
        #expect(
            embedded.output == """
                Piped answers, one line each, in this order (info pages take no line):
                1. name: What's your name? (text, 2–64 characters)
                2. age: How old are you? (whole number 18–50; empty line: 30)
                3. gender: What's your gender? (one of male, female, undisclosed, or 1–3)

                """)
        let memo = WizardBinary.run(
            ["--lang", "ko", "flow", "questions", Examples.memo], home: home.path)
        #expect(memo.status == 0)
        #expect(memo.output.contains("3. save_location: 메모에 위치를 함께 저장할까요? (yes 또는 no, 빈 줄은 no)"))
    }

    @Test(
        "mistakes on the command line are usage errors that say what to do",
        arguments: [
            (
                ["flow"],
                """
                wizard: 'wizard flow' needs one of: check FILE, show, questions [FILE], schema, \
                po extract FILE, po merge FILE PO…
                """
            ),
            (
                ["flow", "lint"],
                "wizard: unknown 'wizard flow' action 'lint'; use check, show, questions, schema or po"
            ),
            (["flow", "check"], "wizard: 'wizard flow check' needs the flow file to check"),
            (["flow", "show", "extra"], "wizard: unexpected argument 'extra'"),
            (
                ["flow", "check", "a.json", "--flow", "b.json"],
                "wizard: 'wizard flow' takes the flow file as an argument, not as --flow"
            ),
            (
                ["profile", "--answers", "a.json"],
                "wizard: option '--answers' belongs to 'wizard setup'"
            ),
        ] as [([String], String)])
    func usage(arguments: [String], message: String) {
        let result = WizardBinary.run(arguments, home: home.path)
        #expect(result.status == 64)
        let command = arguments[0] == "flow" ? "wizard flow --help" : "wizard profile --help"
        #expect(result.error == "\(message)\nTry '\(command)' for more information.\n")
    }

    @Test("a problem that stops a run is listed before earlier ones it runs with; it exits 65")
    func blockingFirst() {
        let path = write(
            """
            {"id": "hello", "steps": [
              {"kind": "text", "key": "name", "title": {"en": "Your name?"}, "label": "Name"},
              {"kind": "confirm", "key": "ok", "title": "Go?", "bogus": 1}
            ]}
            """)
        let checked = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(checked.status == 65)
        let lines = checked.output.split(separator: "\n")
        #expect(lines.count == 3, "\(checked.output)")
        #expect(lines.first?.contains("$.steps[1].bogus: unknown field") == true)
        #expect(lines.dropFirst().first?.contains("$.steps[0].title: missing the Korean") == true)
    }

    @Test("a missing flow file exits 66 naming it; an unusable one exits 65 before any question")
    func unreadable() {
        let missing = WizardBinary.run(
            ["setup", "--flow", home.file("nope.json")], input: "x\n", home: home.path)
        #expect(missing.status == 66)
        #expect(
            missing.error
                == "wizard: cannot read the flow file \(home.file("nope.json")): No such file or directory.\n"
        )
        let path = write(
            #"{"id": "x", "steps": [{"kind": "slider", "key": "n", "title": "N", "min": 3, "max": 1}]}"#
        )
        let broken = WizardBinary.run(["setup", "--flow", path], input: "2\n", home: home.path)
        #expect(broken.status == 65)
        #expect(
            broken.error == """
                wizard: \(path):1:85: $.steps[0].max: max 1 is less than min 3
                wizard: the flow file \(path) cannot be used (1 problem). The format is in wizard-flow(5) (`man 5 wizard-flow`); `wizard flow show` is a starting point.

                """)
        #expect(Files.read(home.file(".config/wizard/x.json")) == nil)
    }
}

extension FlowCommandTests {
    @Test("flow check speaks Korean under --lang ko, problems and summary alike")
    func checkInKorean() {
        let path = write(
            #"{"id": "x", "steps": [{"kind": "slider", "key": "n", "title": "N", "min": 3, "max": 1}]}"#
        )
        let result = WizardBinary.run(["--lang", "ko", "flow", "check", path], home: home.path)
        #expect(result.status == 65)
        #expect(
            result.output == """
                \(path):1:85: $.steps[0].max: max 1이 min 3보다 작습니다
                \(path): 실행을 막는 문제 1개

                """)
    }
}

extension FlowCommandTests {
    @Test("a flow file may be a stream, as --flow <(…) gives; a directory is refused")
    func streams() {
        let piped = WizardBinary.run(
            ["flow", "check", "/dev/stdin"], input: Files.text(Examples.memo)!, home: home.path)
        #expect(piped.status == 0)
        #expect(piped.output == "/dev/stdin: no problems (5 steps, 4 questions)\n")
        let folder = WizardBinary.run(["flow", "check", home.path], home: home.path)
        #expect(folder.status == 66)
        #expect(folder.error == "wizard: cannot read the flow file \(home.path): Is a directory.\n")
    }
}
