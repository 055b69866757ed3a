import Glibc
import TestSupport
import Testing

/// The conventions a terminal program is expected to keep, at a real pseudo-terminal:
/// CLICOLOR and NO_COLOR, ASCII on a terminal that cannot show more, plain mode asked for by
/// the environment, its history, and `setup --json`.
@Suite("Terminal conventions", .timeLimit(.minutes(5)))
struct TerminalConventionTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// Runs the default flow to its end at a terminal with `environment`, waiting at each
    /// step for `marks` (what the welcome page, the name's alert, the slider and the card
    /// show) where given.
    private func finishedRun(
        _ arguments: [String] = [], environment: [String: String],
        marks: (welcome: String, alert: String, slider: String, card: String)? = nil
    ) -> TerminalRun {
        let run = TerminalRun(
            ["setup", "--store", store, "--no-animation"] + arguments, home: home.path,
            environment: environment)
        run.waitForScreen(marks?.welcome ?? "Sign in")
        run.send("\r")
        run.waitForScreen("name?")
        run.send("A\r")
        run.waitForScreen(marks?.alert ?? "two characters")
        run.send("l\r")
        run.waitForScreen(marks?.slider ?? "old are you?")
        run.send("\u{1B}[C\r")
        run.waitForScreen("gender?")
        run.send("\u{1B}[B\r")
        #expect(run.exitStatus() == 0)
        if let card = marks?.card { run.waitForScreen(card) }
        return run
    }

    @Test(
        "CLICOLOR=0 turns colour off, CLICOLOR_FORCE turns it back on, NO_COLOR wins over both",
        arguments: [
            (["CLICOLOR": "0"], false), (["CLICOLOR": "1"], true),
            (["CLICOLOR": "0", "CLICOLOR_FORCE": "1"], true),
            (["CLICOLOR": "0", "CLICOLOR_FORCE": "0"], false),
            (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], false),
        ] as [([String: String], Bool)])
    func colour(environment: [String: String], wanted: Bool) {
        let run = TerminalRun(
            ["setup", "--store", store, "--name", "Al", "--age", "30"], home: home.path,
            environment: environment)
        run.signIn()
        run.waitForScreen("What's your gender?")
        run.send("m\r")
        #expect(run.exitStatus() == 0)
        #expect(run.screen.usedColour == wanted)
        #expect(run.screen.attributes.contains(1), "bold stays either way")
    }

    @Test(
        "a non-UTF-8 locale or the Linux console gets ASCII: # bars, > cursor, ! alert, no emoji",
        arguments: [
            ["LANG": "C"], ["LANG": "en_US.ISO-8859-1"], ["LC_ALL": "POSIX", "LANG": "C.UTF-8"],
            ["TERM": "linux"],
        ])
    func ascii(environment: [String: String]) {
        let run = finishedRun(
            environment: environment,
            marks: (
                welcome: "1/4 ------------------------------",
                alert: "! Please enter at least two characters.",
                slider: "18 ===============o----", card: "+------------------+"
            ))
        #expect(run.screen.allLines.contains("  | Al               |"))
        let transcript = run.terminal.transcript
        #expect(transcript.allSatisfy { $0 < 0x80 }, "a byte outside ASCII reached the terminal")
        #expect(run.terminal.text.contains("  > Al"), "the field's cursor")
        #expect(Files.text(store)?.contains("\"name\" : \"Al\"") == true)
    }

    @Test("a UTF-8 locale keeps the symbols")
    func unicode() {
        let run = finishedRun(
            environment: ["LANG": "en_US.UTF-8"],
            marks: (
                welcome: "1/4 ░░░░░░░░░░░", alert: "⚠ Please enter at least two characters. 😓",
                slider: "18 ━━━━━━━━━━━━━━━●──", card: "╭──────────────────╮"
            ))
        #expect(run.terminal.text.contains("❯ Al"))
    }

    @Test(
        "ACCESSIBLE or WIZARD_PLAIN (not 0) choose plain mode; 0 leaves the screens",
        arguments: [
            (["ACCESSIBLE": "1"], true), (["WIZARD_PLAIN": "yes"], true),
            (["ACCESSIBLE": "0"], false),
            (["WIZARD_PLAIN": ""], false),
        ] as [([String: String], Bool)])
    func plainFromEnvironment(environment: [String: String], plain: Bool) {
        let run = TerminalRun(
            ["setup", "--store", store, "--name", "Alice", "--age", "30"], home: home.path,
            environment: environment)
        if plain {
            #expect(run.terminal.waitFor("[ Sign in ] press Enter "))
            run.send("\r")
            #expect(run.terminal.waitFor("1 to 3: "))
            run.send("2\r")
        } else {
            run.signIn()
            run.waitForScreen("What's your gender?")
            run.send("\u{1B}[B\u{1B}[B\r")
        }
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"gender\" : \"female\"") == true)
        #expect(run.terminal.text.contains("\u{1B}[?25l") != plain, "the screens hide the cursor")
    }

    @Test("plain mode keeps names in the history, and ↑ recalls them in the next run")
    func plainHistory() {
        let history = home.file(".local/state/wizard/history")
        /// A plain run that types `keys` at the name's `prompt`.
        func answerName(at prompt: String, typing keys: String) {
            let run = TerminalRun(
                ["setup", "--plain", "--store", store, "--age", "30", "--gender", "1"],
                home: home.path)
            #expect(run.terminal.waitFor("press Enter "))
            run.send("\r")
            #expect(run.terminal.waitFor(prompt))
            run.send(keys)
            #expect(run.exitStatus() == 0)
        }
        answerName(at: "Name: ", typing: "Zed\r")
        #expect(Files.text(history) == "onboarding\tname\tZed\n")
        #expect(Files.mode(history) == 0o600)
        answerName(at: "Name [Zed]: ", typing: "\u{1B}[Ax\r")
        #expect(Files.text(store)?.contains("\"name\" : \"Zedx\"") == true)
        #expect(Files.text(history) == "onboarding\tname\tZed\nonboarding\tname\tZedx\n")
    }

    @Test(
        "the history is kept by flow and question: ↑ at the name recalls names only, in both modes",
        arguments: [true, false])
    func historyByQuestion(plain: Bool) {
        for directory in [".local", ".local/state", ".local/state/wizard"] {
            mkdir(home.file(directory), 0o700)
        }
        let history = home.file(".local/state/wizard/history")
        let planted = "onboarding\tname\tAlice\ndatabase\tname\tpostgres\nonboarding\tcity\tSeoul\n"
        Files.write(planted, to: history)
        let run = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "1"]
                + (plain ? ["--plain"] : []),
            home: home.path)
        run.reachName(plain: plain)
        // As far up as the history goes: Alice, and no other question's answer above it.
        run.send(String(repeating: "\u{1B}[A", count: 3) + "!")
        if !plain { run.waitForScreen("❯ Alice!") }
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"Alice!\"") == true)
        #expect(Files.text(history) == planted + "onboarding\tname\tAlice!\n")
    }

    @Test("setup --json at a terminal: the screens, then the profile as one line of JSON, no card")
    func setupJSONAtTerminal() {
        let run = finishedRun(["--json"], environment: [:])
        let lines = run.screen.allLines
        #expect(lines.last == #"{"age":31,"gender":"male","name":"Al","signed_in":true}"#)
        #expect(!lines.contains { $0.contains("╭") }, "no card box")
    }
}
