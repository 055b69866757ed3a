import Glibc
import TestSupport
import Testing

/// `--timeout SECONDS` and a flow's `timeout` at a real pseudo-terminal: exit 124 with the
/// store untouched and the terminal restored, the countdown on screen before, on the
/// screens and line by line. (The countdown's seconds are tested on a scripted clock; here
/// each wait is for the process to end.)
@Suite("Timeouts at a terminal", .serialized, .timeLimit(.minutes(5)))
struct TimeoutTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    @Test("on the screens: the countdown shows, then exit 124, nothing saved, terminal restored")
    func screens() {
        Files.write(#"{"name": "Old", "signed_in": false}"#, to: store)
        let run = TerminalRun(["setup", "--store", store, "--timeout", "2"], home: home.path)
        run.waitForScreen("⏱ No key for a while: quitting in 2 s without saving")
        #expect(run.exitStatus() == 124)
        #expect(run.attributesRestored)
        #expect(Files.text(store) == #"{"name": "Old", "signed_in": false}"#)
        #expect(
            run.terminal.text.contains(
                "wizard: no key for 2 seconds at step 1/4 (Dance with Toughie!); nothing was saved."
            ))
    }

    @Test("in the text field: the countdown under it, the typed text kept until the end")
    func field() {
        let run = TerminalRun(["setup", "--store", store, "--timeout", "3"], home: home.path)
        run.signIn()
        run.waitForScreen("❯")
        run.send("Al")
        run.waitForScreen("❯ Al")
        run.waitForScreen("⏱ No key for a while: quitting in 1 s without saving")
        // The field is drawn again under the countdown: readline erases its row, then
        // writes it, and the screen may be read in between; wait for the field, with the
        // typed text, to be back.
        run.waitForScreen("❯ Al")
        #expect(run.exitStatus() == 124)
        #expect(Files.read(store) == nil)
    }

    @Test("a flow's own timeout, and --timeout 0 to wait without one")
    func flowTimeout() {
        let flow = home.file("timed.json")
        Files.write(
            #"{"id": "timed", "timeout": 1, "steps": [{"kind": "confirm", "key": "ok", "title": {"en": "OK?", "ko": "OK?"}}]}"#,
            to: flow)
        let timed = TerminalRun(["setup", "--flow", flow, "--store", store], home: home.path)
        #expect(timed.exitStatus() == 124)
        let waiting = TerminalRun(
            ["setup", "--flow", flow, "--store", store, "--timeout", "0"], home: home.path)
        waiting.waitForScreen("OK?")
        waiting.send("y\r")
        #expect(waiting.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"ok\" : true") == true)
    }

    @Test("line by line: the notice on its own line, the typed text drawn again; then 124")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--store", store, "--timeout", "2"], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("[ Sign in ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        terminal.send("Al")
        #expect(
            terminal.waitFor(
                "No key for a while: quitting in 2 s without saving\r\nName: Al"))
        #expect(run.exitStatus() == 124)
        #expect(Files.read(store) == nil)
    }

    @Test("with --defaults, an info page is passed when the time runs out")
    func defaultsPassWelcome() {
        let run = TerminalRun(
            ["setup", "--store", store, "--defaults", "--timeout", "1", "--name", "Ann"],
            home: home.path)
        run.waitForScreen("⏱ No key for a while: going on in 1 s")
        run.waitForScreen("What's your gender?")
        #expect(run.exitStatus() == 124)
        #expect(run.terminal.text.contains("at step 2/2 (What's your gender?)"))
    }

    @Test("--timeout takes whole seconds from 0 to 86400")
    func values() {
        for value in ["-1", "1.5", "86401", "x", "99999999999999999999"] {
            let result = WizardBinary.run(
                ["setup", "--timeout", value, "--store", store], home: home.path)
            #expect(result.status == 64, "\(value)")
            #expect(
                result.error.hasPrefix(
                    "wizard: --timeout takes whole seconds from 0 (no limit) to 86400, not '\(value)'"
                ),
                "\(result.error)")
        }
    }
}
