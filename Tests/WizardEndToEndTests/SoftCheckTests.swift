import Glibc
import TestSupport
import Testing

/// A text rule with `"warn": true` (postfix's mail name that breaks RFC 1035): at the
/// screens and in plain mode the alert asks "Keep it anyway?", No the default; piped input,
/// options and answers files keep the answer and write the warning, with its place, on
/// standard error.
@Suite("Soft checks in every mode", .serialized, .timeLimit(.minutes(5)))
struct SoftCheckTests {
    let home = TemporaryDirectory()
    var store: String { home.file("mail.json") }
    var flowPath: String { home.file("mail-flow.json") }
    var secretFlowPath: String { home.file("secret-flow.json") }
    var secretStore: String { home.file("secret.json") }
    static let warning = "A mail name usually has a dot (RFC 1035)."

    init() {
        Files.write(
            #"""
            {"format": 1, "id": "mail", "steps": [
              {"kind": "text", "key": "mailname", "title": "System mail name",
               "placeholder": "Mail name",
               "validators": [
                 {"pattern": "[a-z0-9.-]+", "alert": "Only a-z, 0-9, dots and dashes."},
                 {"pattern": "[a-z0-9-]+(\\.[a-z0-9-]+)+", "warn": true,
                  "alert": "A mail name usually has a dot (RFC 1035)."}]},
              {"kind": "text", "key": "relay", "title": "Relay host", "default": "none"}
            ]}
            """#, to: flowPath)
        Files.write(
            #"""
            {"format": 1, "id": "db", "steps": [
              {"kind": "secret", "key": "pw", "title": "Administrator password",
               "placeholder": "Password", "confirm": true, "keep": "plain",
               "validators": [{"min_length": 12, "warn": true,
                               "alert": "A password under 12 characters is easy to guess."}]}
            ]}
            """#, to: secretFlowPath)
    }

    func setup(_ arguments: [String] = [], input: String) -> ProcessResult {
        WizardBinary.run(
            ["setup", "--json", "--flow", flowPath, "--store", store] + arguments, input: input,
            home: home.path)
    }

    @Test("piped: kept, the warning on standard error with its input line; hard rules refuse")
    func piped() {
        let kept = setup(input: "localhost\n\n")
        #expect(kept.status == 0, "\(kept.error)")
        #expect(kept.output == #"{"mailname":"localhost","relay":"none","signed_in":true}"# + "\n")
        #expect(
            kept.error
                == "wizard: warning, the answer is kept: \(Self.warning) (input line 1: System mail name)\n"
        )
        let clean = setup(input: "mail.example.org\n\n")
        #expect(clean.status == 0)
        #expect(clean.error == "")
        let refused = setup(input: "Local\n\n")
        #expect(refused.status == 65)
        #expect(!refused.error.contains("warning"))
        #expect((Files.text(store) ?? "").contains("mail.example.org"))
    }

    @Test("answers files and options: kept, the warning says where the answer was given")
    func givenInAdvance() {
        let answers = home.file("answers.json")
        Files.write(#"{"mailname": "box", "relay": "x"}"#, to: answers)
        let fromFile = setup(["--answers", answers], input: "")
        #expect(fromFile.status == 0, "\(fromFile.error)")
        #expect(fromFile.output.contains(#""mailname":"box""#))
        #expect(
            fromFile.error
                == "wizard: warning, the answer is kept: answers file \(answers):1:14: \"mailname\": \(Self.warning)\n"
        )
    }

    @Test("plain mode: the alert, then Keep it anyway? No (Enter) asks again; y keeps it")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flowPath, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("Mail name: "))
        terminal.send("localhost\r")
        #expect(terminal.waitFor("Keep it anyway? y or n, Enter for No: "))
        var mark = terminal.transcript.count
        terminal.send("\r")
        #expect(terminal.waitFor("Mail name: ", from: mark))
        mark = terminal.transcript.count
        terminal.send("localhost\r")
        #expect(terminal.waitFor("Keep it anyway? y or n, Enter for No: ", from: mark))
        terminal.send("y\r")
        #expect(terminal.waitFor("[none]: "))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect((Files.text(store) ?? "").contains(#""mailname" : "localhost""#))
    }

    @Test("screens: the warning asks under the field; n goes back to it, y keeps the answer")
    func screens() {
        let run = TerminalRun(["setup", "--flow", flowPath, "--store", store], home: home.path)
        run.waitForScreen("System mail name")
        run.send("localhost\r")
        run.waitForScreen("? Keep it anyway? y/N")
        run.waitForScreen("❯ localhost")
        run.send("n")
        run.waitForScreen("the question gone") { _ in
            !run.screen.screen.contains { $0.contains("Keep it anyway") }
        }
        #expect(Files.status(store) == nil)
        // Back in the field, with the answer as it was.
        run.send("\r")
        run.waitForScreen("? Keep it anyway? y/N")
        run.send("y")
        run.waitForScreen("Relay host")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect((Files.text(store) ?? "").contains(#""mailname" : "localhost""#))
    }

    @Test("screens: No to keeping a warned secret empties the field and asks it twice again")
    func secretDeclinedAtTheScreens() {
        let run = TerminalRun(
            ["setup", "--flow", secretFlowPath, "--store", secretStore], home: home.path)
        run.waitForScreen("Administrator password")
        run.send("password1\r")
        run.waitForScreen("Type it again to confirm.")
        run.send("password1\r")
        run.waitForScreen("? Keep it anyway? y/N")
        run.send("n")
        run.waitForScreen("the question gone, the field empty") { _ in
            let rows = run.screen.screen
            return !rows.contains { $0.contains("Keep it anyway") }
                && rows.contains { $0.contains("❯") && !$0.contains("•") }
        }
        // What is typed now is a first entry of its own, not added to the refused one.
        run.send("correct horse\r")
        run.waitForScreen("Type it again to confirm.")
        run.send("correct horse\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect((Files.text(secretStore) ?? "").contains(#""pw" : "correct horse""#))
    }

    @Test("plain mode: No to keeping a warned secret asks it twice again, from the first entry")
    func secretDeclinedInPlainMode() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", secretFlowPath, "--store", secretStore],
            home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("Password: "))
        terminal.send("password1\r")
        #expect(terminal.waitFor("Again: "))
        terminal.send("password1\r")
        #expect(terminal.waitFor("Keep it anyway? y or n, Enter for No: "))
        var mark = terminal.transcript.count
        terminal.send("\r")
        #expect(terminal.waitFor("Password: ", from: mark))
        mark = terminal.transcript.count
        terminal.send("password1\r")
        #expect(terminal.waitFor("Again: ", from: mark), "the first entry was taken alone")
        terminal.send("password1\r")
        #expect(terminal.waitFor("Keep it anyway? y or n, Enter for No: ", from: mark))
        terminal.send("y\r")
        #expect(run.exitStatus() == 0)
        #expect((Files.text(secretStore) ?? "").contains(#""pw" : "password1""#))
    }
}
