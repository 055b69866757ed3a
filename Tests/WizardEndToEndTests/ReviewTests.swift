import Glibc
import TestSupport
import Testing

/// The review before saving (`"review": true`, `setup --review`) in every mode: the screens
/// list the answers and jump back to one, plain mode numbers them, piped input passes it
/// without a line; nothing is saved until it is passed.
@Suite("The review before saving, in every mode", .serialized, .timeLimit(.minutes(5)))
struct ReviewTests {
    let home = TemporaryDirectory()
    var store: String { home.file("review.json") }
    var flowPath: String { home.file("review-flow.json") }

    init() {
        Files.write(
            """
            {"format": 1, "id": "rev", "review": true, "steps": [
              {"kind": "text", "key": "name", "title": "Name", "placeholder": "Name"},
              {"kind": "confirm", "key": "extras", "title": "Install the extras?",
               "default": false},
              {"kind": "text", "key": "which", "title": "Which extras?", "placeholder": "Extras",
               "when": {"key": "extras", "equals": true}},
              {"kind": "secret", "key": "pw", "title": "Password", "placeholder": "Password",
               "label": "Password", "keep": "plain"}
            ]}
            """, to: flowPath)
    }

    var stored: String { Files.text(store) ?? "" }

    @Test("piped: the review passes without a line")
    func piped() {
        let run = WizardBinary.run(
            ["setup", "--json", "--flow", flowPath, "--store", store], input: "Al\nno\nhunter22\n",
            home: home.path)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output == #"{"extras":false,"name":"Al","pw":"hunter22","signed_in":true}"# + "\n")
    }

    @Test("plain mode: a numbered list; a number changes that answer, an empty line saves")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flowPath, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("Name: "))
        terminal.send("Al\r")
        #expect(terminal.waitFor("y or n, Enter for No: "))
        terminal.send("\r")
        #expect(terminal.waitFor("Password: "))
        terminal.send("hunter22\r")
        #expect(terminal.waitFor("Enter to save, or a number to change that answer: "))
        #expect(terminal.text.contains("  2. Install the extras?: No"))
        #expect(terminal.text.contains("  3. Password: set"))
        #expect(!terminal.text.contains("hunter22"))
        #expect(Files.status(store) == nil)
        var mark = terminal.transcript.count
        terminal.send("9\r")
        #expect(terminal.waitFor("Type a number from 1 to 3, or press Enter to save.", from: mark))
        terminal.send("2\r")
        // Counted as on the way: the steps around it, now passed over, still count.
        #expect(terminal.waitFor("Step 2 of 3: Install the extras?", from: mark))
        #expect(terminal.waitFor("y or n, Enter for No: ", from: mark))
        terminal.send("y\r")
        // The step its condition now asks, and no other: back to the review.
        #expect(terminal.waitFor("Step 3 of 4: Which extras?", from: mark))
        #expect(terminal.waitFor("Extras: ", from: mark))
        terminal.send("tools\r")
        mark = terminal.transcript.count
        #expect(terminal.waitFor("  3. Which extras?: tools", from: mark))
        #expect(terminal.waitFor("that answer: ", from: mark))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(stored.contains(#""which" : "tools""#))
        #expect(stored.contains(#""pw" : "hunter22""#))
    }

    @Test("screens: ↑ and Enter jump to a step; the review comes back; the button saves")
    func screens() {
        let run = TerminalRun(["setup", "--flow", flowPath, "--store", store], home: home.path)
        run.waitForScreen("Name")
        run.send("Al\r")
        run.waitForScreen("Install the extras?")
        run.send("\r")
        run.waitForScreen("Password")
        run.send("hunter22\r")
        run.waitForScreen("Review your answers")
        run.waitForScreen("Password: set")
        run.waitForScreen("❯ Save")
        #expect(Files.status(store) == nil)
        run.send("\u{1B}[A\u{1B}[A")
        run.waitForScreen("❯ Install the extras?: No")
        run.send("\r")
        run.waitForScreen("Shift-Tab: back") { $0.contains("Yes") && !$0.contains(":") }
        run.send("\u{1B}[A\r")
        run.waitForScreen("Which extras?")
        run.send("tools\r")
        run.waitForScreen("Which extras?: tools")
        run.waitForScreen("❯ Save")
        // Esc at the review asks before it throws the answers away; n stays.
        run.send("\u{1B}")
        run.waitForScreen("Quit without saving? y/N")
        run.send("n")
        run.waitForScreen("the question gone") { _ in
            !run.screen.screen.contains { $0.contains("Quit without saving") }
        }
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(!run.terminal.text.contains("hunter22"))
        #expect(stored.contains(#""which" : "tools""#))
        #expect(stored.contains(#""extras" : true"#))
    }

    @Test("--timeout holds at the review: no key for that long ends the run, saving nothing")
    func timeout() {
        let run = TerminalRun(
            ["setup", "--plain", "--timeout", "1", "--flow", flowPath, "--store", store],
            home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("Name: "))
        terminal.send("Al\r")
        #expect(terminal.waitFor("Enter for No: "))
        terminal.send("\r")
        #expect(terminal.waitFor("Password: "))
        terminal.send("hunter22\r")
        #expect(terminal.waitFor("that answer: "))
        #expect(run.exitStatus(timeout: 20) == 124)
        #expect(Files.status(store) == nil)
    }

    @Test("--review asks for it for the default flow, which has none of its own")
    func option() {
        let run = TerminalRun(
            ["setup", "--plain", "--review", "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("press Enter"))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        terminal.send("Alice\r")
        #expect(terminal.waitFor("Enter for 30: "))
        terminal.send("\r")
        #expect(terminal.waitFor("1 to 3: "))
        terminal.send("2\r")
        #expect(terminal.waitFor("Review your answers:"))
        #expect(terminal.waitFor("3. What's your gender?: Female"))
        #expect(terminal.waitFor("that answer: "))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(stored.contains(#""name" : "Alice""#))
        let without = WizardBinary.run(
            ["setup", "--json", "--store", home.file("other.json")], input: "Bo\n\n2\n",
            home: home.path)
        #expect(without.status == 0, "\(without.error)")
    }
}
