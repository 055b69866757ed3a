import Glibc
import TestSupport
import Testing

/// `examples/database-server.json`, the example of a real installer's second half: an exit
/// choice, a password that is confirmed, hashed, kept out of history and warned about when
/// short (a soft check), and a review before saving; in all three modes.
@Suite("The database server example in every mode", .serialized, .timeLimit(.minutes(5)))
struct DatabaseServerExampleTests {
    let home = TemporaryDirectory()
    var store: String { home.file("db.json") }
    var history: String { home.file(".local/state/wizard/history") }
    let before = #"{"other": "kept", "signed_in": true}"#
    static let short = "hunter2!!"
    static let long = "correct horse battery"

    init() {
        Files.write(before, to: store)
    }

    func setup(_ arguments: [String] = [], input: String) -> ProcessResult {
        WizardBinary.run(
            ["setup", "--flow", Examples.databaseServer, "--store", store] + arguments,
            input: input, home: home.path)
    }

    var stored: String { Files.text(store) ?? "" }

    /// The stored hash of the administrator's password.
    var storedHash: String {
        guard let start = stored.range(of: #""admin_password" : ""#)?.upperBound,
            let end = stored[start...].firstIndex(of: "\"")
        else { return "" }
        return String(stored[start..<end])
    }

    @Test("piped: the exit choice leaves the store alone; a short password is kept with a warning")
    func piped() {
        let exit = setup(input: "exit\n")
        #expect(exit.status == 3)
        #expect(Files.text(store) == before)
        let kept = setup(input: "\napp\n\n\(Self.short)\n")
        #expect(kept.status == 0, "\(kept.error)")
        #expect(
            kept.error
                == "wizard: warning, the answer is kept: A password under 12 characters is easy to guess. (input line 4: The administrator's password)\n"
        )
        #expect(!kept.output.contains(Self.short) && !kept.error.contains(Self.short))
        #expect(storedHash.hasPrefix("$y$"))
        #expect(CryptCheck.verifies(Self.short, storedHash))
    }

    @Test("plain mode: confirmed, warned about, reviewed, a changed name saved; nothing leaks")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", Examples.databaseServer, "--store", store],
            home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("Enter for Create a database and its administrator"))
        terminal.send("\r")
        #expect(terminal.waitFor("Database [app]: "), "\(terminal.text)")
        terminal.send("\r")
        #expect(terminal.waitFor("Administrator [postgres]: "))
        terminal.send("\r")
        #expect(terminal.waitFor("Password: "))
        terminal.send(Self.short + "\r")
        #expect(terminal.waitFor("Again: "))
        terminal.send(Self.short + "\r")
        #expect(terminal.waitFor("Keep it anyway? y or n, Enter for No: "))
        var mark = terminal.transcript.count
        terminal.send("\r")
        #expect(terminal.waitFor("Password: ", from: mark))
        terminal.send(Self.long + "\r")
        #expect(terminal.waitFor("Again: ", from: mark))
        terminal.send(Self.long + "\r")
        #expect(terminal.waitFor("  4. The administrator's password: set"))
        #expect(terminal.waitFor("that answer: "))
        mark = terminal.transcript.count
        terminal.send("2\r")
        #expect(terminal.waitFor("Database [app]: ", from: mark))
        terminal.send("shop\r")
        #expect(terminal.waitFor("  2. Which database should the server create?: shop", from: mark))
        #expect(terminal.waitFor("that answer: ", from: mark))
        #expect(Files.text(store) == before)
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(stored.contains(#""database" : "shop""#))
        #expect(CryptCheck.verifies(Self.long, storedHash))
        #expect(!terminal.text.contains(Self.short) && !terminal.text.contains(Self.long))
        #expect(!(Files.text(history) ?? "").contains("horse"))
    }

    @Test("screens: Exit ends the run with 3; a warned password kept with y, then Save")
    func screens() {
        let leaving = TerminalRun(
            ["setup", "--flow", Examples.databaseServer, "--store", store], home: home.path)
        leaving.waitForScreen("What should this setup do?")
        leaving.send("\u{1B}[B\r")
        #expect(leaving.exitStatus() == 3)
        #expect(leaving.attributesRestored)
        #expect(Files.text(store) == before)

        let run = TerminalRun(
            ["setup", "--flow", Examples.databaseServer, "--store", store], home: home.path)
        run.waitForScreen("What should this setup do?")
        run.send("\r")
        run.waitForScreen("❯ app")
        run.send("\r")
        run.waitForScreen("❯ postgres")
        run.send("\r")
        run.waitForScreen("The administrator's password")
        run.send(Self.short + "\r")
        run.waitForScreen("again") { $0.contains("Again") || $0.contains("again") }
        run.send(Self.short + "\r")
        run.waitForScreen("? Keep it anyway? y/N")
        run.send("y")
        run.waitForScreen("Review your answers")
        run.waitForScreen("The administrator's password: set")
        #expect(Files.text(store) == before)
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(CryptCheck.verifies(Self.short, storedHash))
        #expect(!run.terminal.text.contains(Self.short))
        #expect(!(Files.text(history) ?? "").contains("hunter"))
    }
}
