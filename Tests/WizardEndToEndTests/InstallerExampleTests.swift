import Glibc
import TestSupport
import Testing

/// The two examples modelled on real installers, in every mode: a mail server's setup
/// (postfix's questions: a kind of setup described with a list, a mail name that defaults
/// to the host's name from a command, a relay host that may be blank) and a network setup
/// (the machine's interfaces from a command, a DNS server from the environment).
@Suite("The installer examples in every mode", .serialized, .timeLimit(.minutes(5)))
struct InstallerExampleTests {
    let home = TemporaryDirectory()
    var store: String { home.file("answers.json") }

    /// A piped setup of `flow` into its own store, `name`: a run's answers are the next
    /// run's defaults, and each case starts from none.
    func setup(
        _ flow: String, _ arguments: [String] = [], input: String, store name: String,
        environment: [String: String] = [:]
    ) -> ProcessResult {
        WizardBinary.run(
            ["setup", "--flow", flow, "--store", home.file(name)] + arguments, input: input,
            home: home.path, environment: environment)
    }

    /// What `hostname --fqdn` prints here, less its line break: the mail name's default.
    static let hostName: String = {
        let result = runProcess(["/bin/hostname", "--fqdn"])
        return String(result.output.split(separator: "\n").first ?? "")
    }()

    @Test("mail server, piped: the host's name from the command is the mail name's default")
    func mailServerCommand() {
        let result = setup(Examples.mailServer, input: "1\n\n\n", store: "command.json")
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output
                == "Setup: Internet site\nMail name: \(Self.hostName)\nSynchronous updates: No\n")
    }

    @Test("mail server, piped: a relay host for a smarthost, and one left blank")
    func mailServerRelay() {
        let relayed = setup(
            Examples.mailServer, ["--var", "hostname=mail.example.org"],
            input: "smarthost\n\n[smtp.example.org]:587\ny\n", store: "relayed.json")
        #expect(relayed.status == 0, "\(relayed.error)")
        #expect(
            relayed.output
                == "Setup: Internet with smarthost\nMail name: mail.example.org\nRelay host: [smtp.example.org]:587\nSynchronous updates: Yes\n"
        )
        let blank = setup(
            Examples.mailServer, ["--var", "hostname=mail.example.org", "--json"],
            input: "satellite\n\n\n\n", store: "blank.json")
        #expect(blank.status == 0, "\(blank.error)")
        #expect(
            blank.output
                == #"{"mailname":"mail.example.org","relayhost":"","setup":"satellite","signed_in":true,"sync_updates":false}"#
                + "\n")
    }

    @Test("mail server, plain mode: the description before the prompt, its list as written")
    func mailServerPlain() {
        let run = TerminalRun(
            [
                "setup", "--plain", "--flow", Examples.mailServer, "--store", store, "--var",
                "hostname=mail.example.org",
            ], home: home.path)
        let terminal = run.terminal
        #expect(
            terminal.waitFor(
                "Choose the setup that fits your network best:\r\n\r\n  Internet site:  mail is sent and received directly by SMTP.\r\n"
            ))
        #expect(terminal.waitFor("Enter for Internet site: "))
        terminal.send("3\r")
        #expect(terminal.waitFor("[mail.example.org]: "))
        terminal.send("\r")
        #expect(terminal.waitFor("The machine that relays mail from mail.example.org."))
        #expect(terminal.waitFor("  [smtp.example.org]:587\r\n"))
        terminal.send("relay.example.org\r")
        #expect(terminal.waitFor("y or n, Enter for No: "))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"relayhost\" : \"relay.example.org\"") == true)
    }

    @Test("mail server, on the screens: the description under the title; a cleared field is blank")
    func mailServerScreens() {
        let run = TerminalRun(
            [
                "setup", "--flow", Examples.mailServer, "--store", store, "--var",
                "hostname=mail.example.org",
            ], home: home.path)
        run.waitForScreen("How does this machine send mail?")
        run.waitForScreen("  Smarthost:      received directly, sent through a relay host.")
        // Internet site is chosen at first; two down is the satellite system.
        run.send("\u{1B}[B\u{1B}[B\r")
        run.waitForScreen("❯ mail.example.org")
        run.send("\r")
        run.waitForScreen("SMTP relay host for mail.example.org")
        run.send("x\u{15}\r")
        run.waitForScreen("Force synchronous updates on the mail queue?")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"relayhost\" : \"\"") == true)
        #expect(Files.text(store)?.contains("\"setup\" : \"satellite\"") == true)
    }

    @Test("network, piped: the interfaces this machine has, a DNS server from the environment")
    func networkPiped() {
        let result = setup(
            Examples.networkSetup, input: "lo\nstatic\n127.0.0.2/8\n\nn\n", store: "static.json",
            environment: ["WIZARD_DNS": "192.0.2.53"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output
                == "Interface: lo\nMethod: A fixed address\nAddress: 127.0.0.2/8\nDNS server: 192.0.2.53\nApply now: No\n"
        )
        let fallback = setup(
            Examples.networkSetup, ["--json"], input: "lo\n\n\n\n", store: "dhcp.json")
        #expect(fallback.status == 0, "\(fallback.error)")
        #expect(fallback.output.contains(#""dns":"9.9.9.9""#), "\(fallback.output)")
        // An interface the machine does not have is none of the options.
        let absent = setup(Examples.networkSetup, input: "eth-nowhere\n", store: "absent.json")
        #expect(absent.status == 65)
    }

    @Test("network, plain mode and screens: the interfaces listed, named in the next title")
    func networkTerminal() {
        let plain = TerminalRun(
            ["setup", "--plain", "--flow", Examples.networkSetup, "--store", store],
            home: home.path)
        #expect(plain.terminal.waitFor("The interfaces this machine has now."))
        #expect(plain.terminal.waitFor(". lo\r\n"))
        plain.terminal.send("lo\r")
        #expect(plain.terminal.waitFor("How does lo get its address?"))
        plain.terminal.send("\u{03}")
        #expect(plain.exitStatus() == 130)
        let screens = TerminalRun(
            ["setup", "--flow", Examples.networkSetup, "--store", store], home: home.path)
        screens.waitForScreen("Which network interface?")
        screens.waitForScreen("  lo")
        screens.send("\u{1B}")
        #expect(screens.exitStatus() == 130)
        #expect(Files.read(store) == nil)
    }
}
