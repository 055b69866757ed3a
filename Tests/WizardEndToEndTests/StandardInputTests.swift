import TestSupport
import Testing

/// `-` for standard input (`--flow -`, `--answers -`, `flow check -`, `flow questions -`),
/// and `setup --json`, from pipes.
@Suite("Standard input as a file, and setup --json", .timeLimit(.minutes(5)))
struct StandardInputTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    static let memo = Files.text(Repository.path("examples/memo-tour.json")) ?? ""

    @Test("flow check - and flow questions - read the flow from standard input")
    func flowCommands() {
        let check = WizardBinary.run(["flow", "check", "-"], input: Self.memo, home: home.path)
        #expect(check.status == 0)
        #expect(check.output == "<stdin>: no problems (5 steps, 4 questions)\n")
        let questions = WizardBinary.run(
            ["flow", "questions", "-"], input: Self.memo, home: home.path)
        let file = WizardBinary.run(
            ["flow", "questions", Repository.path("examples/memo-tour.json")], home: home.path)
        #expect(questions.status == 0)
        #expect(questions.output == file.output)
        let broken = WizardBinary.run(
            ["flow", "check", "-"], input: #"{"id": "x", "steps": [{"kind": "slider"}]}"#,
            home: home.path)
        #expect(broken.status == 65)
        #expect(broken.output.hasPrefix("<stdin>:1:"), "\(broken.output)")
    }

    @Test("setup --flow - runs a flow from standard input, answered by options")
    func flowFromStandardInput() {
        let flow = #"""
            {"id": "piped", "steps": [{"kind": "text", "key": "nick", "title": "Nickname?"}]}
            """#
        let answers = home.file("answers.json")
        Files.write(#"{"nick": "Kim"}"#, to: answers)
        let result = WizardBinary.run(
            ["setup", "--flow", "-", "--answers", answers, "--store", store], input: flow,
            home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(Files.text(store)?.contains("\"nick\" : \"Kim\"") == true)
        // Every question with a default, taken under --defaults: nothing is left to read.
        let defaults = WizardBinary.run(
            ["setup", "--flow", "-", "--defaults", "--store", home.file("defaults.json")],
            input:
                #"{"id": "piped", "steps": [{"kind": "confirm", "key": "ok", "title": "OK?", "default": true}]}"#,
            home: home.path)
        #expect(defaults.status == 0, "\(defaults.error)")
        // Pages take no line: a tour on standard input runs.
        let tour = WizardBinary.run(
            ["setup", "--flow", "-", "--store", home.file("tour.json")],
            input: #"{"id": "tour", "steps": [{"kind": "info", "title": "Hello"}]}"#,
            home: home.path)
        #expect(tour.status == 0, "\(tour.error)")
    }

    @Test("setup --flow - with a question left to answer from the pipe is a usage error")
    func flowAndPipedAnswers() {
        let flow =
            #"{"id": "piped", "steps": [{"kind": "text", "key": "nick", "title": "Nickname?"}]}"#
        for arguments in [["setup"], ["setup", "--defaults"], []] {
            let result = WizardBinary.run(
                arguments + ["--flow", "-", "--store", store], input: flow, home: home.path)
            #expect(result.status == 64, "\(arguments)")
            #expect(
                result.error == """
                    wizard: '--flow -' reads the flow from standard input, so the answers cannot come there too; give the flow as a file or as '--flow <(command)', or the answers with '--answers FILE'
                    Try 'wizard setup --help' for more information.

                    """, "\(arguments)")
        }
        #expect(Files.read(store) == nil)
    }

    @Test("at a terminal, setup --flow - reads the flow up to Ctrl-D, then asks on the screens")
    func flowTypedAtTerminal() {
        let flow =
            #"{"id": "typed", "steps": [{"kind": "text", "key": "nick", "title": "Nickname?"}]}"#
        let run = TerminalRun(["setup", "--flow", "-", "--store", store], home: home.path)
        run.send(flow + "\n\u{04}")
        run.waitForScreen("Nickname?")
        run.waitForScreen("❯")
        run.send("Kim\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"nick\" : \"Kim\"") == true)
    }

    @Test("setup --answers - reads the answers from standard input")
    func answersFromStandardInput() {
        let result = WizardBinary.run(
            ["setup", "--answers", "-", "--store", store],
            input: #"{"name": "Alice", "age": 30, "gender": "female"}"#, home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(Files.text(store)?.contains("\"gender\" : \"female\"") == true)
        let refused = WizardBinary.run(
            ["setup", "--answers", "-", "--store", store], input: #"{"age": 12}"#,
            home: home.path)
        #expect(refused.status == 65)
        #expect(refused.error.contains("<stdin>:1:9"), "\(refused.error)")
    }

    @Test("--flow - and --answers - together are a usage error")
    func bothFromStandardInput() {
        let result = WizardBinary.run(
            ["setup", "--flow", "-", "--answers", "-"], input: "{}", home: home.path)
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "wizard: '--flow -' and '--answers -' cannot both read standard input"))
    }

    @Test("a file named - elsewhere is a file: --store - writes ./-")
    func storeIsNeverStandardInput() {
        let result = runProcess(
            ["/usr/bin/env", "-C", home.path, WizardBinary.path, "setup", "--store", "-"],
            input: Array("Alice\n30\nfemale\n".utf8),
            environment: WizardBinary.environment(home: home.path))
        #expect(result.status == 0, "\(result.error)")
        #expect(Files.text(home.file("-"))?.contains("\"name\" : \"Alice\"") == true)
    }

    @Test("setup --json prints the saved profile as one line instead of the card")
    func setupJSON() {
        let result = WizardBinary.run(
            ["setup", "--json", "--store", store], input: "Alice\n30\nfemale\n", home: home.path)
        #expect(result.status == 0)
        #expect(
            result.output == #"{"age":30,"gender":"female","name":"Alice","signed_in":true}"# + "\n"
        )
        let again = WizardBinary.run(["profile", "--json", "--store", store], home: home.path)
        #expect(again.output == result.output)
        // No command: the first run sets up and prints the JSON too.
        let automatic = WizardBinary.run(
            ["--json", "--store", home.file("first.json")], input: "Bob\n\nmale\n",
            home: home.path)
        #expect(
            automatic.output == #"{"age":30,"gender":"male","name":"Bob","signed_in":true}"# + "\n")
    }
}
