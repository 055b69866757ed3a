import Glibc
import TestSupport
import Testing

/// Conditions on variables (`{"var": NAME, …}`, issue 36, item 2), through the built binary:
/// the issue's procmail question asked only where `command -v` finds the program, piped, in
/// plain mode and on the screens; a list variable's `contains`; `empty: true` on an unset
/// environment variable, whose empty list leaves its picker nothing to offer; `--var`; the
/// owner rule; and the commands that use a flow without reading its variables.
@Suite("Conditions on variables", .serialized, .timeLimit(.minutes(5)))
struct VariableConditionTests {
    let home = TemporaryDirectory()
    let flows = TemporaryDirectory()

    /// The issue's mail flow: `procmail` is what `command -v "$WIZARD_TEST_PROGRAM"` prints
    /// (nothing when no such program is found), and the confirm between the two texts is
    /// asked only when it is not empty. Written mode 0644, so that its command may run.
    var mail: String {
        write(
            "mail.json",
            """
            {"id": "mail",
             "vars": {"procmail": {"command": ["sh", "-c", "command -v \\"$WIZARD_TEST_PROGRAM\\" || true"]}},
             "steps": [
               {"kind": "text", "key": "relay", "title": "Relay host", "label": "Relay"},
               {"kind": "confirm", "key": "use_procmail", "title": "Deliver with ${procmail}?",
                "label": "Procmail", "when": {"var": "procmail", "empty": false}},
               {"kind": "text", "key": "domain", "title": "Mail domain", "label": "Domain"}
             ]}
            """)
    }

    /// A network flow whose interfaces are the lines of `$WIZARD_TEST_IFACES`: Wi-Fi asked
    /// about only when there is a wlan0, the main interface picked among them, and an offline
    /// setup offered only when there is none.
    var network: String {
        write(
            "network.json",
            """
            {"id": "net", "vars": {"ifaces": {"env": "WIZARD_TEST_IFACES", "lines": true}},
             "steps": [
               {"kind": "confirm", "key": "wifi", "title": "Set up Wi-Fi?", "label": "Wi-Fi",
                "when": {"var": "ifaces", "contains": "wlan0"}},
               {"kind": "picker", "key": "main", "title": "Main interface", "label": "Main",
                "options": {"from": "ifaces"}},
               {"kind": "confirm", "key": "offline", "title": "No interface: set up offline?",
                "label": "Offline", "when": {"var": "ifaces", "empty": true}}
             ]}
            """)
    }

    func write(_ name: String, _ text: String, mode: mode_t = 0o644) -> String {
        let path = flows.file(name)
        Files.write(text, to: path)
        chmod(path, mode)
        return path
    }

    var mailStore: String { home.file(".config/wizard/mail.json") }
    var networkStore: String { home.file(".config/wizard/net.json") }

    /// `$WIZARD_TEST_PROGRAM` naming a program that exists (`sh`) or none.
    static let found = ["WIZARD_TEST_PROGRAM": "sh"]
    static let notFound = ["WIZARD_TEST_PROGRAM": "wizard-no-such-program"]

    func run(
        _ arguments: [String], input: String, environment: [String: String] = [:]
    ) -> ProcessResult {
        WizardBinary.run(arguments, input: input, home: home.path, environment: environment)
    }

    @Test("flow check passes; flow questions says when, and --json gives the test as written")
    func described() {
        let checked = run(["flow", "check", mail], input: "")
        #expect(checked.status == 0, "\(checked.output)")
        let questions = run(["flow", "questions", mail], input: "")
        #expect(
            questions.output.contains(
                "2. use_procmail: Deliver with ${procmail}? (yes or no); asked only when procmail is not empty\n"
            ), "\(questions.output)")
        let json = run(["flow", "questions", "--json", mail], input: "")
        #expect(json.status == 0)
        #expect(
            json.output.contains(
                """
                      "when" : {
                        "empty" : false,
                        "var" : "procmail"
                      }
                """), "\(json.output)")
        let listed = run(["flow", "questions", network], input: "")
        #expect(
            listed.output.contains("asked only when ifaces includes \"wlan0\"\n"),
            "\(listed.output)")
        #expect(listed.output.contains("asked only when ifaces is empty\n"), "\(listed.output)")
    }

    @Test("piped: procmail asked about only where the command prints its path")
    func piped() {
        let found = run(
            ["setup", "--flow", mail], input: "smtp\nyes\nexample.org\n",
            environment: Self.found)
        #expect(found.status == 0, "\(found.error)")
        #expect(found.output == "Relay: smtp\nProcmail: Yes\nDomain: example.org\n")
        // Not found: the second line answers the domain, and the stored answer goes.
        let missing = run(
            ["setup", "--flow", mail], input: "smtp\nexample.com\n", environment: Self.notFound)
        #expect(missing.status == 0, "\(missing.error)")
        #expect(missing.output == "Relay: smtp\nDomain: example.com\n")
        #expect(Files.text(mailStore)?.contains("use_procmail") == false)
    }

    @Test("plain mode: the question and the count follow the command's output")
    func plain() {
        let found = TerminalRun(
            ["setup", "--plain", "--flow", mail], home: home.path, environment: Self.found)
        #expect(found.terminal.waitFor("Step 1 of 3: Relay host"))
        found.send("smtp\r")
        #expect(
            found.terminal.waitFor(
                "Step 2 of 3: Deliver with /usr/bin/sh?\r\n  Yes / No\r\ny or n: "))
        found.send("y\r")
        #expect(found.terminal.waitFor("Step 3 of 3: Mail domain"))
        found.send("example.org\r")
        #expect(found.exitStatus() == 0)
        #expect(Files.text(mailStore)?.contains(#""use_procmail" : true"#) == true)

        let missing = TerminalRun(
            ["setup", "--plain", "--flow", mail], home: home.path, environment: Self.notFound)
        #expect(missing.terminal.waitFor("Step 1 of 2: Relay host"))
        missing.send("\r")
        #expect(missing.terminal.waitFor("Step 2 of 2: Mail domain"))
        missing.send("\r")
        #expect(missing.exitStatus() == 0)
        #expect(
            !String(decoding: missing.terminal.transcript, as: UTF8.self).contains("Deliver with"))
        #expect(Files.text(mailStore)?.contains("use_procmail") == false)
    }

    @Test("--var gives the variable its value; an empty one gives it the empty value")
    func given() {
        let given = run(
            ["setup", "--flow", mail, "--var", "procmail=/usr/bin/procmail"],
            input: "smtp\nno\nexample.org\n", environment: Self.notFound)
        #expect(given.status == 0, "\(given.error)")
        #expect(given.output == "Relay: smtp\nProcmail: No\nDomain: example.org\n")
        let empty = run(
            ["setup", "--flow", mail, "--var", "procmail="], input: "smtp\nexample.org\n",
            environment: Self.found)
        #expect(empty.status == 0, "\(empty.error)")
        #expect(empty.output == "Relay: smtp\nDomain: example.org\n")
    }

    @Test("a list variable: contains, its options; unset, empty: its picker passed over")
    func list() {
        let both = run(
            ["setup", "--flow", network], input: "yes\nwlan0\n",
            environment: ["WIZARD_TEST_IFACES": "eth0\nwlan0\n"])
        #expect(both.status == 0, "\(both.error)")
        #expect(both.output == "Wi-Fi: Yes\nMain: wlan0\n")
        let wired = run(
            ["setup", "--flow", network], input: "eth0\n",
            environment: ["WIZARD_TEST_IFACES": "eth0\n"])
        #expect(wired.status == 0, "\(wired.error)")
        #expect(wired.output == "Main: eth0\n")
        // Unset: no value, no default, but a condition tests it: empty, not exit 69.
        let none = run(["setup", "--flow", network], input: "yes\n")
        #expect(none.status == 0, "\(none.error)")
        #expect(none.output == "Offline: Yes\n")
        #expect(
            Files.text(networkStore) == "{\n  \"offline\" : true,\n  \"signed_in\" : true\n}\n")
    }

    @Test("on the screens, a picker left without options is passed over, never drawn")
    func screens() {
        let run = TerminalRun(["setup", "--flow", network], home: home.path)
        run.waitForScreen("No interface: set up offline?")
        #expect(!run.screen.screen.contains { $0.contains("Main interface") })
        run.send("y")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(networkStore)?.contains(#""offline" : true"#) == true)
    }

    @Test("the owner rule still stops a flow others may write, tested variable or not")
    func ownerRule() {
        let commands = write("open-mail.json", Files.text(mail) ?? "", mode: 0o664)
        let refused = run(["setup", "--flow", commands], input: "smtp\n", environment: Self.found)
        #expect(refused.status == 77, "\(refused.error)")
        let environment = write("open-net.json", Files.text(network) ?? "", mode: 0o664)
        let unread = run(
            ["setup", "--flow", environment], input: "yes\n",
            environment: ["WIZARD_TEST_IFACES": "eth0\n"])
        #expect(unread.status == 69, "\(unread.error)")
        #expect(unread.error.contains("the variable \"ifaces\" has no value"), "\(unread.error)")
        #expect(Files.read(networkStore) == nil)
    }

    @Test("profile reads no variable: it shows the stored answer a variable's test decided")
    func profile() {
        let found = run(
            ["setup", "--flow", mail], input: "smtp\nyes\nexample.org\n",
            environment: Self.found)
        #expect(found.status == 0, "\(found.error)")
        let shown = run(["profile", "--flow", mail], input: "", environment: Self.notFound)
        #expect(shown.status == 0, "\(shown.error)")
        #expect(shown.output == "Relay: smtp\nProcmail: Yes\nDomain: example.org\n")
    }

    @Test("wizard with no command reads the variables to know what is missing")
    func automatic() {
        let missing = run(
            ["setup", "--flow", mail], input: "smtp\nexample.org\n", environment: Self.notFound)
        #expect(missing.status == 0, "\(missing.error)")
        // Still not found: nothing is missing, the card.
        let card = run(["--flow", mail], input: "", environment: Self.notFound)
        #expect(card.status == 0, "\(card.error)")
        #expect(card.output == "Relay: smtp\nDomain: example.org\n")
        // Found now: the question it gained is asked, alone.
        let asked = run(["--flow", mail], input: "yes\n", environment: Self.found)
        #expect(asked.status == 0, "\(asked.error)")
        #expect(asked.output == "Relay: smtp\nProcmail: Yes\nDomain: example.org\n")
        #expect(Files.text(mailStore)?.contains(#""use_procmail" : true"#) == true)
    }
}
