import Glibc
import TestSupport
import Testing

/// Quitting: Esc at the screens (then y, where an answer was typed), `:quit` in plain mode.
/// wizard exits 130 and ends the command's whole process group first, SIGTERM before the
/// conversation closes, so that debconf never goes on with an empty answer: nothing runs
/// after the question, nothing is saved to its database, no warning of its reaches the
/// terminal, and the terminal is restored.
@Suite(
    "wizard debconf: quitting",
    .enabled(
        if: Prerequisite.runs(when: PrivateDebconf.isAvailable),
        "needs debconf's shell library and Perl modules; CI has them"),
    .timeLimit(.minutes(5)))
struct DebconfQuitTests {
    let home = TemporaryDirectory()
    let package = DebconfTestPackage()

    /// A script with a child of its own in its process group, which asks the name and
    /// would trace what it does after.
    var script: String {
        package.script(
            "quit.config",
            """
            sleep 300 &
            db_input high wizard-test/name || true
            db_go || true
            echo "went on" >> "\(package.traceFile)"
            """)
    }

    /// What must hold once wizard has quit: the command, debconf and the child ended (or, when
    /// a signal ended wizard, ending at once),
    /// the database as it was, nothing after the question.
    func expectEnded(
        _ terminalText: String, databaseBefore: [UInt8]?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let left = package.database.processesLeft(within: 10)
        #expect(left.isEmpty, "\(left)", sourceLocation: sourceLocation)
        #expect(package.trace.isEmpty, "\(package.trace)", sourceLocation: sourceLocation)
        #expect(
            Files.read(package.database.configFile) == databaseBefore,
            sourceLocation: sourceLocation)
        #expect(
            !terminalText.contains("Use of uninitialized value"), "\(terminalText)",
            sourceLocation: sourceLocation)
    }

    @Test("the screens: Esc, then y, exits 130 and ends the script's group", arguments: 1...4)
    func escape(attempt: Int) {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let databaseBefore = Files.read(package.database.configFile)
        let run = TerminalRun(
            ["debconf", "--", script], home: home.path,
            environment: package.database.environment())
        run.waitForScreen("❯ nobody")
        // A change typed is an answer to lose: Esc asks first.
        run.send("x")
        run.waitForScreen("❯ nobodyx")
        run.send("\u{1B}")
        run.waitForScreen("Quit without saving? y/N")
        run.send("y")
        #expect(run.exitStatus() == 130, "attempt \(attempt)")
        #expect(run.attributesRestored)
        #expect(run.terminal.text.contains("quit; nothing was saved."))
        expectEnded(run.terminal.text, databaseBefore: databaseBefore)
    }

    @Test("plain mode: :quit exits 130 and ends the script's group")
    func plainQuit() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let databaseBefore = Files.read(package.database.configFile)
        let run = TerminalRun(
            ["debconf", "--plain", "--", script], home: home.path,
            environment: package.database.environment())
        #expect(run.terminal.waitFor("Your name [nobody]: "))
        run.send(":quit\r")
        #expect(run.exitStatus() == 130)
        #expect(run.attributesRestored)
        expectEnded(run.terminal.text, databaseBefore: databaseBefore)
    }

    @Test(
        "a signal that ends wizard ends the script's group first, in either mode",
        arguments: [(SIGTERM, false), (SIGHUP, false), (SIGTERM, true), (SIGINT, true)])
    func signalled(signal: Int32, plain: Bool) {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let databaseBefore = Files.read(package.database.configFile)
        let run = TerminalRun(
            ["debconf"] + (plain ? ["--plain"] : []) + ["--", script], home: home.path,
            environment: package.database.environment())
        if plain {
            #expect(run.terminal.waitFor("Your name [nobody]: "))
        } else {
            run.waitForScreen("❯ nobody")
        }
        kill(run.pid, signal)
        let status = run.exitStatus()
        #expect(
            status == 128 + signal || (signal == SIGINT && status == 130),
            "\(String(describing: status))")
        #expect(run.attributesRestored)
        expectEnded(run.terminal.text, databaseBefore: databaseBefore)
    }

    @Test("tzdata's real config in tmux: Esc at the area quits with 130, debconf silent")
    func tzdataEscape() throws {
        let tzdata = InstalledDebconfPackage.tzdata
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement),
            Prerequisite.require(TmuxPane.isAvailable, "tmux")
        else { return }
        let database = tzdata.database()
        let before = Files.read(database.configFile)
        let scratch = TemporaryDirectory()
        let pane = TmuxPane(home: home.path, directory: scratch)
        pane.runShowingStatus(
            [WizardBinary.path, "debconf", "--", tzdata.config, "configure"],
            environment: database.environment())
        #expect(pane.waitFor { $0.contains("  Geographic area:") })
        // Nothing typed yet: Esc quits at once.
        pane.keys("Escape")
        database.expectQuitQuietly(at: pane, databaseBefore: before)
    }
}
