import Glibc
import TestSupport
import Testing

/// The project's own small config scripts (``DebconfTestPackage``), run by debconf itself
/// against a private database, their questions asked through `wizard debconf`: every type
/// answered piped and the value debconf stored, SUBST in a description and in choices, and
/// PROGRESS around a question, silent when piped and drawn at a terminal.
@Suite(
    "wizard debconf: the tests' own config scripts",
    .enabled(
        if: Prerequisite.runs(when: PrivateDebconf.isAvailable),
        "needs debconf's shell library and Perl modules; CI has them"),
    .timeLimit(.minutes(5)))
struct DebconfScriptTests {
    let home = TemporaryDirectory()
    let package = DebconfTestPackage()

    /// `wizard debconf -- script` with `input` piped, against `package`'s database.
    func piped(_ script: String, _ input: String, package: DebconfTestPackage? = nil)
        -> ProcessResult
    {
        WizardBinary.run(
            ["debconf", "--", script], input: input, home: home.path,
            environment: (package ?? self.package).database.environment())
    }

    @Test(
        "piped: each type alone, its line stored as debconf keeps it",
        arguments: [
            ("name", "Zoë O'Brien\n", "Zoë O'Brien"),
            ("name", "\n", "nobody"),
            ("password", "s3cr3t pass\n", "s3cr3t pass"),
            ("agree", "no\n", "false"),
            ("agree", "y\n", "true"),
            ("colour", "blue\n", "blue"),
            ("colour", "1\n", "red"),
            ("colour", "\n", "green"),
            ("fruits", "cherry,apple\n", "apple, cherry"),
            ("fruits", "\n", "banana"),
            ("fruits", "-\n", ""),
        ])
    func eachType(question: String, input: String, stored: String) throws {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        try #require(package.database.loadError == nil, "\(package.database.loadError ?? "")")
        let result = piped(package.batchScript([question]), input)
        #expect(result.status == 0, "\(question) \(input.debugDescription): \(result.error)")
        #expect(package.value(of: question) == stored, "\(question) \(input.debugDescription)")
        #expect(result.output.isEmpty && result.error.isEmpty, "\(result.output)\(result.error)")
    }

    @Test("piped: one batch of every type, a note taking no line, each value stored")
    func everyTypeInOneBatch() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let script = package.batchScript(["name", "password", "agree", "note", "colour", "fruits"])
        let result = piped(script, "Alice\nhunter22\nno\nblue\napple,cherry\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(package.value(of: "name") == "Alice")
        #expect(package.value(of: "password") == "hunter22")
        #expect(package.value(of: "agree") == "false")
        #expect(package.value(of: "colour") == "blue")
        #expect(package.value(of: "fruits") == "apple, cherry")
        #expect(package.database.flags(of: DebconfTestPackage.question("note")) == ["seen"])
        #expect(!(result.output + result.error).contains("hunter22"))
    }

    @Test("a refused piped answer: 65, the question named, debconf's value left as it was")
    func refusedAnswer() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let result = piped(package.batchScript(["colour"]), "purple\n")
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("Colour:"), "\(result.error)")
        #expect(package.value(of: "colour") == nil)
        #expect(package.database.processesLeft.isEmpty)
    }

    @Test("SUBST: a variable in the choices gives the choices; in the description, its name")
    func substitution() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let substitutions = """
            db_subst wizard-test/shade shades "teal, navy, olive"
            db_subst wizard-test/shade place "the garden"
            """
        let script = package.batchScript(["shade"], before: substitutions)
        let answered = piped(script, "navy\n")
        #expect(answered.status == 0, "\(answered.error)")
        #expect(package.value(of: "shade") == "navy")
        // debconf asks a question it has seen only when reconfiguring: a new database each.
        // Piped input that ends names the question left by its description, substituted.
        let unanswered = DebconfTestPackage()
        let ended = piped(script, "", package: unanswered)
        #expect(ended.status == 66)
        #expect(ended.error.contains("(Shade for the garden:)"), "\(ended.error)")
        // A choice that is not among the substituted ones is refused.
        let refused = piped(script, "${shades}\n", package: DebconfTestPackage())
        #expect(refused.status == 65, "\(refused.error)")
    }

    /// A script that starts a progress bar, moves it and gives it INFO's text, asks the
    /// name, then finishes the bar; `pause` goes after the INFO (a `read` of a FIFO).
    func progressScript(pause: String = "") -> String {
        package.script(
            "progress.config",
            """
            db_progress START 0 10 wizard-test/progress
            db_subst wizard-test/progress-info item "the files"
            db_progress INFO wizard-test/progress-info
            db_progress SET 4
            \(pause)
            db_input high wizard-test/name || true
            db_go
            db_progress STEP 6
            db_progress STOP
            """)
    }

    @Test("PROGRESS START, SET, INFO, STEP, STOP around a question, piped: nothing of the bar")
    func progressPiped() {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let result = piped(progressScript(), "Alice\n")
        // Every PROGRESS was answered 0, or `set -e` would have ended the script.
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty, "\(result.output.debugDescription)")
        #expect(result.error.isEmpty, "\(result.error.debugDescription)")
        #expect(package.value(of: "name") == "Alice")
    }

    @Test("PROGRESS at a terminal: the bar's title, 40 % and INFO's text, then the question")
    func progressAtTerminal() throws {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let fifo = package.directory.file("go")
        try #require(mkfifo(fifo, 0o600) == 0)
        let script = progressScript(pause: "read go < \"\(fifo)\"")
        let run = TerminalRun(
            ["debconf", "--", script], home: home.path,
            environment: package.database.environment())
        run.waitForScreen("Installing the test package")
        run.waitForScreen("40 %")
        run.waitForScreen("Unpacking the files")
        // The script waits in `read` until this is written.
        let writer = open(fifo, O_WRONLY | O_CLOEXEC)
        try #require(writer >= 0)
        _ = write(writer, "\n", 1)
        close(writer)
        run.waitForScreen("Your name:")
        // The bar is erased while a question is asked.
        #expect(!run.screen.screen.contains { $0.contains("40 %") })
        // The field starts from debconf's value, nobody: Ctrl-U clears it.
        run.waitForScreen("❯ nobody")
        run.send("\u{15}Alice\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(package.value(of: "name") == "Alice")
    }
}
