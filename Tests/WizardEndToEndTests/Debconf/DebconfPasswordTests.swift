import Glibc
import TestSupport
import Testing

/// Issue 34's "done when": a config script's password never appears on the screen, in
/// history or in wizard's output. It is asked piped, in plain mode and at the screens of a
/// pseudo-terminal, and at the screens in tmux; each time debconf stores what was typed
/// (wizard did pass it on), and wizard's private HOME stays empty (no history, no store).
@Suite(
    "wizard debconf: a password",
    .enabled(
        if: Prerequisite.runs(when: PrivateDebconf.isAvailable),
        "needs debconf's shell library and Perl modules; CI has them"),
    .timeLimit(.minutes(5)))
struct DebconfPasswordTests {
    let home = TemporaryDirectory()
    let package = DebconfTestPackage()
    static let secret = "Zq7-vXw_p4ss"

    /// The script: the name, then the password, in one batch.
    var script: String { package.batchScript(["name", "password"]) }

    /// The script in `wizard debconf` at a pseudo-terminal, with `options` (`--plain`).
    func terminalRun(_ options: [String] = []) -> TerminalRun {
        TerminalRun(
            ["debconf"] + options + ["--", script], home: home.path,
            environment: package.database.environment())
    }

    /// What a password check looks at besides the output: debconf got the secret, and
    /// nothing was written under wizard's HOME.
    func expectKeptOnlyByDebconf(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            package.value(of: "password") == Self.secret, sourceLocation: sourceLocation)
        #expect(
            Files.tree(home.path).isEmpty, "\(Files.tree(home.path))",
            sourceLocation: sourceLocation)
    }

    @Test("piped: not on standard output or error")
    func piped() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let result = WizardBinary.run(
            ["debconf", "--", script], input: "Alice\n\(Self.secret)\n", home: home.path,
            environment: package.database.environment())
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains(Self.secret) && !result.error.contains(Self.secret))
        expectKeptOnlyByDebconf()
    }

    @Test("plain mode at a pseudo-terminal: typed with echo off, not in the transcript")
    func plain() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let run = terminalRun(["--plain"])
        let terminal = run.terminal
        #expect(terminal.waitFor("Your name [nobody]: "))
        #expect(terminal.send("Alice\r", thenWaitFor: "Your password: "))
        #expect(run.terminal.attributes().c_lflag & tcflag_t(ECHO) == 0)
        run.send(Self.secret + "\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(!terminal.text.contains(Self.secret), "\(terminal.text.debugDescription)")
        expectKeptOnlyByDebconf()
    }

    @Test("the screens at a pseudo-terminal: nothing of it drawn")
    func screens() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let run = terminalRun()
        run.waitForScreen("❯ nobody")
        run.send("\u{15}Alice\r")
        run.waitForScreen("Your password:")
        run.send(Self.secret + "\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(!run.terminal.text.contains(Self.secret), "\(run.terminal.text.debugDescription)")
        expectKeptOnlyByDebconf()
    }

    @Test("the screens in tmux: not on the pane while typed nor after, nor in its scrollback")
    func tmux() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement),
            Prerequisite.require(TmuxPane.isAvailable, "tmux")
        else { return }
        // The pane's shell has a HOME of its own, where bash may keep its history: wizard's
        // is `home`.
        let scratch = TemporaryDirectory()
        let pane = TmuxPane(home: scratch.path, directory: scratch)
        pane.runShowingStatus(
            [WizardBinary.path, "debconf", "--", script],
            environment: package.database.environment().merging(["HOME": home.path]) { $1 })
        #expect(pane.waitFor { $0.contains("  ❯ nobody") })
        pane.keys("C-u", "Alice", "Enter")
        #expect(pane.waitFor { $0.contains("  Your password:") })
        pane.keys("-l", Self.secret)
        // Esc draws its question once every key before it was read: the secret is typed in
        // whole then. Half of it is enough to be found, were it drawn.
        pane.keys("Escape")
        #expect(pane.waitFor { $0.contains("  Quit without saving? y/N") })
        #expect(!pane.screen.joined().contains(String(Self.secret.prefix(6))))
        pane.keys("n")
        #expect(pane.waitFor { !$0.contains("  Quit without saving? y/N") })
        #expect(!pane.screen.joined().contains(String(Self.secret.prefix(6))))
        pane.keys("Enter")
        #expect(pane.shownStatus() == 0)
        #expect(!pane.history.joined().contains(String(Self.secret.prefix(6))))
        expectKeptOnlyByDebconf()
    }
}
