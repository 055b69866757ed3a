import Glibc
import TestSupport
import Testing

/// The terminal is always restored (cursor, echo, canonical mode), whatever way the program
/// ends, and quitting half-way leaves the previous profile untouched
/// (`docs/architecture.md`: nothing touches the store before the session is complete).
@Suite("Signals", .timeLimit(.minutes(5)))
struct SignalTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    let existing = "{\n  \"name\" : \"Zed\",\n  \"signed_in\" : true,\n  \"theme\" : \"dark\"\n}\n"

    /// The steps a signal can arrive at, and how to bring a fresh run there.
    private static let steps: [(name: String, reach: @Sendable (TerminalRun) -> Void)] = [
        ("welcome", { $0.waitForScreen("Sign in") }),
        (
            "name, readline reading",
            { run in
                run.signIn()
                run.waitForScreen("❯ Zed")
            }
        ),
        (
            "age",
            { run in
                run.signIn()
                run.waitForScreen("❯ Zed")
                run.send("\r")
                run.waitForScreen("How old are you?")
            }
        ),
        (
            "gender",
            { run in
                run.signIn()
                run.waitForScreen("❯ Zed")
                run.send("\r")
                run.waitForScreen("How old are you?")
                run.send("\r")
                run.waitForScreen("What's your gender?")
            }
        ),
    ]

    @Test(
        "SIGTERM, SIGHUP and SIGINT at every step: the frame erased, ended by it, terminal and store as before"
    )
    func terminatingSignals() {
        let signals = [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGINT", SIGINT)]
        for (signalName, signalNumber) in signals {
            for step in Self.steps {
                Files.write(existing, to: store)
                let run = TerminalRun(["setup", "--store", store], home: home.path)
                step.reach(run)
                kill(run.pid, signalNumber)
                let status = run.exitStatus()
                let what = "\(signalName) at \(step.name)"
                #expect(status == 128 + signalNumber, "\(what)")
                #expect(run.attributesRestored, "\(what)")
                #expect(Files.text(store) == existing, "\(what)")
                let screen = run.screen
                #expect(screen.cursorVisible, "\(what)")
                // Erased as Esc erases it: the shell's prompt comes where the frame began.
                // SIGINT is Ctrl-C, the quit key: its one line says so.
                let left = screen.screen.filter { !$0.allSatisfy(\.isWhitespace) }
                let expected = signalNumber == SIGINT ? ["wizard: quit; nothing was saved."] : []
                #expect(
                    TestReport.variant("signals erase the frame", passed: left == expected),
                    "\(what)")
                let cursorRow = signalNumber == SIGINT ? 1 : 0
                #expect(screen.cursorPosition == (cursorRow, 0), "\(what)")
            }
        }
    }

    @Test(
        "Ctrl-Z then SIGCONT: terminal as before while stopped, redrawn with the answer kept",
        arguments: ["text field", "slider"])
    func suspendAndContinue(place: String) {
        Files.write(existing, to: store)
        // A shell with job control stops and continues wizard as a login shell would: the
        // process group of a session leader's child must not be orphaned, or the kernel
        // discards SIGTSTP. While wizard is stopped `read` holds the shell until the test
        // sends a line; `fg` then continues it, and the shell exits with wizard's status.
        // (JobControlTests covers repeated stops in an interactive shell.)
        let run = TerminalRun(
            ["setup", "--store", store], home: home.path,
            launcher: ["/bin/bash", "-c", "set -m; \"$@\"; read -r; fg", "bash"])
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("\u{15}Ali")  // Ctrl-U clears the prefilled name first
        run.waitForScreen("❯ Ali")
        var kept = "❯ Ali"
        if place == "slider" {
            run.send("ce\r")
            run.waitForScreen("How old are you?")
            run.send("\u{1B}[C\u{1B}[C")
            kept = fullwidth(32)
            run.waitForScreen(kept)
        }
        let suspended = run.terminal.transcript.count
        run.send("\u{1A}")
        // The shell reports the stop once it has the terminal back.
        let stopped = run.terminal.waitFor("Stopped", from: suspended)
        #expect(stopped, "wizard never stopped")
        let restoredWhileStopped = run.attributesRestored
        #expect(restoredWhileStopped)
        let resumed = run.terminal.transcript.count
        run.send("\n")
        let redrawn = run.terminal.waitFor(kept, from: resumed)
        #expect(redrawn, "not redrawn with \(kept) after SIGCONT")
        run.send("\u{03}")
        #expect(run.exitStatus() == 130)
        #expect(run.attributesRestored)
        #expect(Files.text(store) == existing)
    }
}
