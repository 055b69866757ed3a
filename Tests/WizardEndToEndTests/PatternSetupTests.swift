import TestSupport
import Testing

/// A flow whose pattern would make a backtracking engine run for minutes: `flow check`
/// passes it or refuses it with line:column, and `setup` refuses a long answer at once
/// (`docs/flow-format.md`, "Patterns").
@Suite("Catastrophic patterns, end to end", .timeLimit(.minutes(5)))
struct PatternSetupTests {
    let home = TemporaryDirectory()

    /// A one-question flow whose text question has `pattern` (JSON-escaped) as its rule.
    func flowFile(_ pattern: String) -> String {
        let path = home.file("flow.json")
        Files.write(
            """
            {"id": "code", "steps": [
              {"kind": "text", "key": "code", "title": "Code", "validators": [
                {"max_length": 1024},
                {"pattern": "\(pattern)", "alert": "Not a code."}]}]}

            """, to: path)
        return path
    }

    /// Runs wizard under `timeout`, a guard against a hang that fails the test rather than
    /// the suite; the test waits for wizard to exit and asserts no time.
    func run(_ arguments: [String], input: String) -> ProcessResult {
        runProcess(
            ["/usr/bin/timeout", "-s", "KILL", "120", WizardBinary.path] + arguments,
            input: Array(input.utf8), environment: WizardBinary.environment(home: home.path))
    }

    @Test(
        "patterns catastrophic for a backtracking engine pass flow check and refuse a 1000-character answer",
        arguments: [
            "(a+)+b", "(a|aa)*b", "a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b",
            #"\\w*\\w*\\w*\\w*\\w*\\w*x"#,
            ".*.*.*.*.*.*.*.*=", #"[\\s\\S]*[\\s\\S]*[\\s\\S]*!"#, "(a{1,20}){1,20}b",
            #"(\\w+\\s?)*$!"#,
        ])
    func catastrophic(pattern: String) {
        let path = flowFile(pattern)
        let checked = run(["flow", "check", path], input: "")
        #expect(checked.status == 0, "\(checked.output)\(checked.error)")
        let answer = String(repeating: "a", count: 1000)
        let result = run(["setup", "--flow", path], input: answer + "\n")
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error == "wizard: Not a code. (input line 1: Code)\n")
    }

    @Test("patterns outside the subset are refused by flow check with line:column and reason")
    func refused() {
        let path = flowFile(#"(x+x+)+\\1"#)
        let checked = run(["flow", "check", path], input: "")
        #expect(checked.status == 65)
        #expect(
            checked.output
                == "\(path):4:25: $.steps[0].validators[1].pattern: backreferences are not supported (at character 8 of the pattern)\n"
                + "\(path): 1 problem stops it from running\n",
            "\(checked.output)")
    }
}
