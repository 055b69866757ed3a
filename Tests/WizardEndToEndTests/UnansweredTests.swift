import Glibc
import TestSupport
import Testing
import WizardCore

/// Asking only what is missing: `setup --missing` after the flow gained a step, plain
/// `wizard` asking just that before the card, `wizard profile` listing it; and `--defaults`
/// when standard input is piped, empty or closed.
@Suite("Only what is missing, and the defaults without input", .serialized, .timeLimit(.minutes(5)))
struct UnansweredTests {
    let home = TemporaryDirectory()
    var store: String { home.file("dev.json") }

    /// The developer-machine example without its languages and toolchain steps: the flow
    /// as it was before it gained them.
    var olderFlow: String {
        let path = home.file("older.json")
        let bytes = Files.read(Examples.devMachine) ?? []
        guard let root = try? JSONParser.parse(bytes),
            case .object(var flow) = JSONValue(root, in: bytes),
            case .array(let steps) = flow["steps"]
        else { preconditionFailure("the example must parse") }
        flow["steps"] = .array(
            steps.filter { step in
                guard case .object(let fields) = step else { return true }
                return ![JSONValue.string("languages"), .string("rust_toolchain")].contains(
                    fields["key"] ?? .null)
            })
        var text: [UInt8] = []
        JSONWriter.pretty(.object(flow), into: &text)
        Files.write(text, to: path)
        return path
    }

    func wizard(_ arguments: [String], input: String = "") -> ProcessResult {
        WizardBinary.run(arguments + ["--store", store], input: input, home: home.path)
    }

    @Test("setup --missing asks only the step the flow gained, then shows the card")
    func missingAfterNewStep() {
        let older = olderFlow
        #expect(wizard(["flow", "check", older]).status == 0)
        let first = wizard(["setup", "--flow", older], input: "box\n\n\n")
        #expect(first.status == 0, "\(first.error)")
        // The card lists the new question as not answered yet.
        let card = wizard(["profile", "--flow", Examples.devMachine])
        #expect(card.status == 0)
        #expect(
            card.output
                == "Host name: box\nEditor: Vim\nLanguages: UNKNOWN\nExtras: No\n"
        )
        // At a terminal, the card ends with the command that asks just those.
        let terminal = TerminalRun(
            ["profile", "--flow", Examples.devMachine, "--store", store], home: home.path)
        #expect(terminal.exitStatus() == 0)
        #expect(
            terminal.terminal.text.contains(
                "To answer only what is missing: wizard setup --missing --flow "
                    + Examples.devMachine))
        // The line is indented as the card's box is, under it.
        let rows = terminal.screen.allLines
        let hint = rows.firstIndex { $0.contains("To answer only what is missing") }
        #expect(hint.map { rows[$0].hasPrefix("  To answer") } == true, "\(rows)")
        #expect(hint.map { rows[..<$0].contains { $0.hasPrefix("  ╰") } } == true, "\(rows)")
        // Only the languages are asked (one line); the toolchain follows from them.
        let missing = wizard(["setup", "--missing", "--flow", Examples.devMachine], input: "go\n")
        #expect(missing.status == 0, "\(missing.error)")
        #expect(missing.output == "Host name: box\nEditor: Vim\nLanguages: Go\nExtras: No\n")
        // Nothing is missing now: nothing is read, nothing asked.
        let nothing = wizard(["setup", "--missing", "--flow", Examples.devMachine])
        #expect(nothing.status == 0, "\(nothing.error)")
    }

    @Test("plain wizard, signed in, asks just the unanswered questions and shows the card")
    func automatic() {
        let first = wizard(["setup", "--flow", olderFlow], input: "box\n\n\n")
        #expect(first.status == 0, "\(first.error)")
        let asked = wizard(["--flow", Examples.devMachine], input: "rust\n3\n")
        #expect(asked.status == 0, "\(asked.error)")
        #expect(asked.output.contains("Languages: Rust\nRust toolchain: Nightly\n"))
        // With nothing missing, wizard is the card again and reads nothing.
        let card = wizard(["--flow", Examples.devMachine])
        #expect(card.status == 0)
        #expect(card.output.contains("Rust toolchain: Nightly"))
        // At a terminal the missing question is asked on its screen, with no welcome page.
        Files.write(
            #"{"editor": "vim", "hostname": "box", "install_extras": false, "signed_in": true}"#,
            to: store)
        let run = TerminalRun(["--flow", Examples.devMachine, "--store", store], home: home.path)
        run.waitForScreen("Which languages do you use? (1 chosen)")
        // One step to show: no indicator.
        #expect(!run.screen.screen.contains { $0.hasPrefix("  1/1 ") })
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(!run.terminal.text.contains("Set up this machine"))
        #expect(run.screen.allLines.contains { $0.contains("Languages: Swift") })
    }

    @Test(
        "--defaults with input that ends, empty or closed: 66, every question without a default named"
    )
    func defaultsWithoutInput() {
        let expected =
            "wizard: input ended before these questions, which have no default, were answered:"
            + " name (What's your name?), gender (What's your gender?). Give their answers as"
            + " piped lines in this order, or in --answers FILE.\n"
        let empty = wizard(["setup", "--defaults"])
        #expect(empty.status == 66)
        #expect(empty.error == expected)
        let closed = runProcess(
            [
                "/bin/sh", "-c", "exec \"$0\" setup --defaults --store \"$1\" <&-",
                WizardBinary.path, store,
            ],
            environment: WizardBinary.environment(home: home.path))
        #expect(closed.status == 66)
        #expect(closed.error == expected)
        let variable = WizardBinary.run(
            ["setup", "--store", store], input: "Ann\n", home: home.path,
            environment: ["WIZARD_DEFAULTS": "1"])
        #expect(variable.status == 66)
        #expect(variable.error.contains("gender (What's your gender?)"))
        #expect(!variable.error.contains("name (What's your name?)"))
        #expect(Files.read(store) == nil)
        let answered = WizardBinary.run(
            ["setup", "--store", store], input: "Ann\nfemale\n", home: home.path,
            environment: ["WIZARD_DEFAULTS": "1"])
        #expect(answered.status == 0, "\(answered.error)")
        #expect(answered.output == "Ann\nAge: 30\nGender: Female\n")
        let wrong = WizardBinary.run(
            ["setup", "--store", store], home: home.path, environment: ["WIZARD_DEFAULTS": "yes"])
        #expect(wrong.status == 64)
        #expect(wrong.error.hasPrefix("wizard: WIZARD_DEFAULTS is 'yes'"))
    }
}
