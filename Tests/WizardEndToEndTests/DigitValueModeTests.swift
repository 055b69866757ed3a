import TestSupport
import Testing

/// Option values made of digits in every way a run takes answers (`docs/flow-format.md`,
/// "Option values and numbers"): pi-hole's privacy levels `0`–`3`, which a line names by
/// value, and `flow check`'s warning where a value is also another option's number.
@Suite("Option values made of digits, in every mode", .serialized, .timeLimit(.minutes(5)))
struct DigitValueModeTests {
    let home = TemporaryDirectory()
    var store: String { home.file("pihole.json") }

    /// The privacy level keyed `gender`, so that `--gender` answers it, and a multi-select
    /// of the same levels.
    static let flow = #"""
        {
          "id": "pihole",
          "steps": [
            { "kind": "picker", "key": "gender", "title": "Privacy level?", "label": "Privacy",
              "options": [
                { "value": "0", "label": "Show everything" },
                { "value": "1", "label": "Hide domains" },
                { "value": "2", "label": "Hide domains and clients" },
                { "value": "3", "label": "Anonymous" }
              ] },
            { "kind": "multiselect", "key": "logs", "title": "Logs?", "label": "Logs",
              "options": [
                { "value": "2", "label": "Queries" },
                { "value": "1", "label": "Nothing else" }
              ] }
          ]
        }
        """#

    let flowPath: String

    init() {
        flowPath = home.file("pihole-flow.json")
        Files.write(Self.flow, to: flowPath)
    }

    func run(_ arguments: [String], input: String = "") -> ProcessResult {
        WizardBinary.run(
            ["setup", "--flow", flowPath, "--store", store] + arguments, input: input,
            home: home.path)
    }

    @Test("flow check accepts digits and warns at each value that is another option's number")
    func flowCheck() {
        let result = WizardBinary.run(["flow", "check", flowPath], home: home.path)
        #expect(result.status == 0, "warnings alone pass")
        #expect(
            result.output == """
                \(flowPath):7:20: $.steps[0].options[1].value: warning: "1" is also the number of option 1 (Show everything); a line "1" chooses this option, not that one
                \(flowPath):8:20: $.steps[0].options[2].value: warning: "2" is also the number of option 2 (Hide domains); a line "2" chooses this option, not that one
                \(flowPath):9:20: $.steps[0].options[3].value: warning: "3" is also the number of option 3 (Hide domains and clients); a line "3" chooses this option, not that one
                \(flowPath):13:20: $.steps[1].options[0].value: warning: "2" is also the number of option 2 (Nothing else); a line "2" chooses this option, not that one
                \(flowPath):14:20: $.steps[1].options[1].value: warning: "1" is also the number of option 1 (Queries); a line "1" chooses this option, not that one
                \(flowPath): no problems, 5 warnings (2 steps, 2 questions)

                """)
    }

    @Test("piped: a line of digits is a value first, else an option's place")
    func piped() {
        let values = run([], input: "1\n1,2\n")
        #expect(values.status == 0, "\(values.error)")
        #expect(values.output == "Privacy: Hide domains\nLogs: Queries, Nothing else\n")
        #expect(Files.text(store)?.contains("\"gender\" : \"1\"") == true)
        let place = run(["--json"], input: "4\n2\n")
        #expect(place.output == #"{"gender":"3","logs":["2"],"signed_in":true}"# + "\n")
        let refused = run([], input: "5\n")
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "wizard: Please make a choice. Answer with one of: Show everything, Hide domains,"
                + " Hide domains and clients, Anonymous (or their values: 0, 1, 2, 3)."
                + " (input line 1: Privacy level?)\n"
        )
    }

    @Test("an answers file and a flag name options by value, as a number or a string")
    func answersAndFlags() {
        let answers = home.file("answers.json")
        Files.write(#"{"gender": 0, "logs": ["1"]}"#, to: answers)
        let file = run(["--json", "--answers", answers])
        #expect(file.status == 0, "\(file.error)")
        #expect(file.output == #"{"gender":"0","logs":["1"],"signed_in":true}"# + "\n")
        let flag = run(["--json", "--answers", answers, "--gender", "2"])
        #expect(flag.output == #"{"gender":"2","logs":["1"],"signed_in":true}"# + "\n")
    }

    @Test("plain mode lists the options by value, so that the number shown is the one typed")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flowPath, "--store", store], home: home.path)
        #expect(run.terminal.waitFor("  0. Show everything\r\n  1. Hide domains\r\n"))
        #expect(run.terminal.waitFor("Value: "))
        run.send("1\r")
        #expect(run.terminal.waitFor("  2. Queries\r\n  1. Nothing else\r\n"))
        #expect(run.terminal.waitFor("Values, separated by commas, Enter for none: "))
        run.send("1\r")
        #expect(run.exitStatus() == 0)
        #expect(run.terminal.text.contains("Privacy: Hide domains\r\nLogs: Nothing else"))
    }

    @Test("at the screens the wheel chooses an option, stored by its value")
    func screens() {
        let run = TerminalRun(["setup", "--flow", flowPath, "--store", store], home: home.path)
        run.waitForScreen("Privacy level?")
        run.send("\u{1B}[B\u{1B}[B\r")
        run.waitForScreen("Logs?")
        run.send(" \r")
        #expect(run.exitStatus() == 0)
        #expect(
            Files.text(store)
                == "{\n  \"gender\" : \"1\",\n  \"logs\" : [\n    \"2\"\n  ],\n  \"signed_in\" : true\n}\n"
        )
    }
}
