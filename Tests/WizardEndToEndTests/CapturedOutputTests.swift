import Glibc
import TestSupport
import Testing

/// `answers=$(wizard setup --json)` at a terminal: the screens are drawn on the controlling
/// terminal, and standard output, a pipe, holds exactly the command's output.
@Suite("Captured output", .timeLimit(.minutes(5)))
struct CapturedOutputTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// `wizard arguments` on a pseudo-terminal with its standard output a pipe, and what
    /// reads that pipe.
    func start(_ arguments: [String], environment: [String: String] = [:]) -> (
        TerminalRun, OutputReader
    ) {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe failed: \(errno)")
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let output = OutputReader(reading: ends[0])
        let run = TerminalRun(
            arguments + ["--store", store], home: home.path, environment: environment,
            standardOutput: ends[1])
        close(ends[1])
        return (run, output)
    }

    /// Answers the default flow's screens: Alice, 30, Female.
    func answerScreens(_ run: TerminalRun) {
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("Alice\r")
        run.waitForScreen("How old are you?")
        run.send("\r")
        run.waitForScreen("What's your gender?")
        run.send("\u{1B}[B\u{1B}[B\r")
    }

    @Test("setup --json: the screens on the terminal, only the JSON line on standard output")
    func json() {
        let (run, output) = start(["setup", "--json"])
        run.waitForScreen("Dance with Toughie!")
        answerScreens(run)
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(
            output.text == #"{"age":30,"gender":"female","name":"Alice","signed_in":true}"# + "\n")
        #expect(!run.terminal.text.contains("signed_in"))
        #expect(run.attributesRestored)
    }

    @Test("setup with its card captured: the card's plain lines on standard output")
    func card() {
        let (run, output) = start(["setup"])
        run.waitForScreen("Dance with Toughie!")
        answerScreens(run)
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "Alice\nAge: 30\nGender: Female\n")
        #expect(!run.terminal.text.contains("Age: 30"))
    }

    @Test("--shell captured, with TERM=dumb: plain questions on the terminal, not screens")
    func plainWhenDumb() {
        let (run, output) = start(["setup", "--shell"], environment: ["TERM": "dumb"])
        let terminal = run.terminal
        #expect(terminal.waitFor("Step 1 of 4: Dance with Toughie!"))
        #expect(terminal.waitFor("[ Sign in ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        terminal.send("Alice\r")
        #expect(terminal.waitFor("18 to 50, Enter for 30: "))
        terminal.send("\r")
        #expect(terminal.waitFor("3. Prefer not to say"))
        terminal.send("2\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(
            output.text
                == "ONBOARDING_SIGNED_IN='true'\nONBOARDING_NAME='Alice'\nONBOARDING_AGE='30'\nONBOARDING_GENDER='female'\n"
        )
    }
}
