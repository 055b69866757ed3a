import Glibc
import TestSupport
import Testing

/// `examples/postfix.json`, postfix's questions as a flow: a group that "No configuration"
/// skips whole, a question asked only where `command -v procmail` finds procmail, low
/// priorities, and "Are these settings right? No" going back to the mail name; in all three
/// modes.
@Suite(
    "The postfix example: a system condition, a group and a retry", .serialized,
    .timeLimit(.minutes(5)))
struct PostfixExampleTests {
    let home = TemporaryDirectory()
    var store: String { home.file("postfix.json") }
    var stored: String { Files.text(store) ?? "" }
    /// A directory whose `procmail` makes `command -v procmail` find one.
    var withProcmail: String { home.file("bin") }

    init() {
        mkdir(home.file("bin"), 0o755)
        Files.write("#!/bin/sh\n", to: home.file("bin/procmail"))
        chmod(home.file("bin/procmail"), 0o755)
    }

    func setup(_ arguments: [String] = [], input: String, procmail: Bool = false)
        -> ProcessResult
    {
        WizardBinary.run(
            ["setup", "--flow", Examples.postfix, "--store", store, "--json"] + arguments,
            input: input, home: home.path,
            environment: ["PATH": (procmail ? withProcmail + ":" : "") + "/usr/bin:/bin"])
    }

    @Test("piped: No goes back to the mail name, the lines after it answering again")
    func retry() {
        let run = setup(
            input:
                "satellite\nmail.example.org\nsmtp.example.org\n\nn\nmx.example.org\n[smtp.example.org]:587\n\n\n"
        )
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output
                == #"{"mailbox_mb":0,"mailname":"mx.example.org","relayhost":"[smtp.example.org]:587","settings_ok":true,"setup":"satellite","signed_in":true}"#
                + "\n")
    }

    @Test("procmail is asked about only where command -v finds it")
    func procmail() {
        let without = setup(input: "local\nbox\n\n\n")
        #expect(without.status == 0, "\(without.error)")
        #expect(!without.output.contains("use_procmail"))
        let with = setup(input: "local\nbox\nn\n\n\n", procmail: true)
        #expect(with.status == 0, "\(with.error)")
        #expect(with.output.contains(#""use_procmail":false"#), "\(with.output)")
    }

    @Test("No configuration skips the whole group; --priority critical asks nothing")
    func groupAndPriority() {
        let none = setup(input: "none\n")
        #expect(none.output == #"{"setup":"none","signed_in":true}"# + "\n", "\(none.error)")
        unlink(store)
        let unattended = setup(["--priority", "critical"], input: "", procmail: true)
        #expect(unattended.status == 0, "\(unattended.error)")
        #expect(unattended.output.contains(#""use_procmail":true"#), "\(unattended.output)")
        #expect(unattended.output.contains(#""setup":"internet""#))
    }

    @Test("plain mode: No goes back to the mail name, which keeps its answer")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", Examples.postfix, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("Enter for Internet Site: "))
        terminal.send("\r")
        #expect(terminal.waitFor("Mail name ["))
        terminal.send("mail.example.org\r")
        #expect(terminal.waitFor("Enter for 0: "))
        terminal.send("\r")
        #expect(terminal.waitFor("Are these settings right?"))
        let mark = terminal.transcript.count
        terminal.send("n\r")
        #expect(terminal.waitFor("Mail name [mail.example.org]: ", from: mark))
        terminal.send("\r")
        #expect(terminal.waitFor("Enter for 0: ", from: mark))
        terminal.send("\r")
        #expect(terminal.waitFor("y or n, Enter for Yes: ", from: mark))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(stored.contains(#""mailname" : "mail.example.org""#), "\(stored)")
    }

    @Test("on the screens: No goes back to the mail name; Enter through to the end saves")
    func screens() {
        let run = TerminalRun(
            ["setup", "--flow", Examples.postfix, "--store", store], home: home.path)
        run.waitForScreen("General type of mail configuration")
        run.send("\r")
        run.waitForScreen("System mail name")
        run.send("\u{15}box.example.org\r")
        run.waitForScreen("Mailbox size limit")
        run.send("\r")
        run.waitForScreen("Are these settings right?")
        run.send("\u{1B}[B\r")
        run.waitForScreen("System mail name")
        run.send("\r")
        run.waitForScreen("Mailbox size limit")
        run.send("\r")
        run.waitForScreen("Are these settings right?")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(stored.contains(#""mailname" : "box.example.org""#), "\(stored)")
        #expect(stored.contains(#""settings_ok" : true"#))
    }
}
