import Glibc
import TestSupport
import Testing

/// Back across batches: a config script that asks one question a batch and loops on
/// `db_go`'s 30, as tzdata's does (``DebconfTestPackage/loopScript(_:backup:)``). Going back
/// from a batch's first question answers its `GO` with 30 where the script declared
/// `backup`, in plain mode at a pseudo-terminal (`:back`) and at the screens in tmux
/// (Shift-Tab); the script then asks the batch before, with the answer given.
@Suite(
    "wizard debconf: Back across batches",
    .enabled(
        if: Prerequisite.runs(when: PrivateDebconf.isAvailable),
        "needs debconf's shell library and Perl modules; CI has them"),
    .timeLimit(.minutes(5)))
struct DebconfBackTests {
    let home = TemporaryDirectory()
    let package = DebconfTestPackage()

    /// The loop script of name, colour and agree in plain mode at a pseudo-terminal.
    func plainRun(backup: Bool = true) -> TerminalRun {
        let script = package.loopScript(["name", "colour", "agree"], backup: backup)
        return TerminalRun(
            ["debconf", "--plain", "--", script], home: home.path,
            environment: package.database.environment())
    }

    @Test("plain mode: :back at the second batch asks the first again; 30 reached the script")
    func plainBack() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let run = plainRun()
        let terminal = run.terminal
        #expect(terminal.waitFor("Your name [nobody]: "))
        // debconf's TITLE heads the batch.
        #expect(terminal.text.contains("Loop of 3"))
        #expect(terminal.send("Alice\r", thenWaitFor: "Enter for green"))
        #expect(terminal.send(":back\r", thenWaitFor: "Your name [Alice]: "))
        #expect(terminal.send("\u{15}Bob\r", thenWaitFor: "Enter for green"))
        #expect(terminal.send("3\r", thenWaitFor: "y or n"))
        run.send("n\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(package.trace == ["forward 2", "back 1", "forward 2", "forward 3", "forward 4"])
        #expect(package.value(of: "name") == "Bob")
        #expect(package.value(of: "colour") == "blue")
        #expect(package.value(of: "agree") == "false")
    }

    @Test("plain mode: :back at the first batch gives the script 30, and wizard its status")
    func plainBackOut() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let run = plainRun()
        #expect(run.terminal.waitFor("Your name [nobody]: "))
        run.send(":back\r")
        // The script's own status for going back from its first batch.
        #expect(run.exitStatus() == 10)
        #expect(run.attributesRestored)
        #expect(package.trace == ["back 0"])
        #expect(package.database.processesLeft.isEmpty)
    }

    @Test("plain mode without CAPB backup: no going back from a batch, the question asked again")
    func plainNoBackup() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let run = plainRun(backup: false)
        let terminal = run.terminal
        #expect(terminal.waitFor("Your name [nobody]: "))
        #expect(terminal.send("Alice\r", thenWaitFor: "Enter for green"))
        let offset = terminal.transcript.count
        #expect(
            terminal.send(
                ":back\r", thenWaitFor: "This is the first step; there is none before it."))
        #expect(terminal.waitFor("Enter for green", from: offset))
        #expect(terminal.send("1\r", thenWaitFor: "y or n"))
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(package.trace == ["forward 2", "forward 3", "forward 4"])
        #expect(package.value(of: "colour") == "red")
        #expect(package.value(of: "agree") == "true")
    }

    @Test("the screens: Shift-Tab at the second and third batches goes back a batch each time")
    func screensBack() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement),
            Prerequisite.require(TmuxPane.isAvailable, "tmux")
        else { return }
        let scratch = TemporaryDirectory()
        let pane = TmuxPane(home: home.path, directory: scratch)
        let script = package.loopScript(["name", "colour", "agree"])
        pane.runShowingStatus(
            [WizardBinary.path, "debconf", "--", script],
            environment: package.database.environment())
        #expect(pane.waitFor { $0.contains("  ❯ nobody") })
        // The frame's title is debconf's.
        #expect(pane.waitFor { $0.contains { $0.contains("Loop of 3") } })
        pane.keys("C-u", "Alice", "Enter")
        #expect(pane.waitFor { $0.contains("  Colour:") })
        pane.keys("Down", "Enter")
        #expect(pane.waitFor { $0.contains("  Agree to the terms?") })
        pane.keys("BTab")
        #expect(pane.waitFor { $0.contains("  Colour:") && $0.contains("  ❯ blue") })
        pane.keys("BTab")
        #expect(pane.waitFor { $0.contains("  ❯ Alice") })
        pane.keys("Enter")
        #expect(pane.waitFor { $0.contains("  Colour:") })
        pane.keys("Up", "Enter")
        #expect(pane.waitFor { $0.contains("  Agree to the terms?") })
        pane.keys("n", "Enter")
        #expect(pane.shownStatus() == 0)
        #expect(
            package.trace == [
                "forward 2", "forward 3", "back 2", "back 1", "forward 2", "forward 3", "forward 4",
            ])
        #expect(package.value(of: "name") == "Alice")
        #expect(package.value(of: "colour") == "green")
        #expect(package.value(of: "agree") == "false")
    }
}
