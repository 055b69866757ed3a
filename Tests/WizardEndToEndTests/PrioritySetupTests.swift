import TestSupport
import Testing

/// `setup --priority P` and `WIZARD_PRIORITY`: only the steps at P or above are asked; the
/// others take their stored answer or default and are stored; one with neither is asked,
/// saying why; a priority that is none of debconf's four is refused before anything runs.
@Suite("Asking at a priority", .serialized, .timeLimit(.minutes(5)))
struct PrioritySetupTests {
    let home = TemporaryDirectory()
    var store: String { home.file("mail.json") }
    var flowPath: String { home.file("mail-flow.json") }
    var stored: String { Files.text(store) ?? "" }

    init() {
        Files.write(
            """
            {"id": "mail", "steps": [
              {"kind": "text", "key": "domain", "title": "Mail domain", "priority": "low",
               "default": "example.org"},
              {"kind": "text", "key": "relay", "title": "Relay host", "priority": "medium",
               "text": "A host that forwards mail."},
              {"kind": "confirm", "key": "procmail", "title": "Use procmail?", "default": false},
              {"kind": "text", "key": "admin", "title": "Postmaster", "priority": "critical"}
            ]}
            """, to: flowPath)
    }

    func setup(_ arguments: [String] = [], input: String, priority: String? = nil)
        -> ProcessResult
    {
        WizardBinary.run(
            ["setup", "--flow", flowPath, "--store", store] + arguments, input: input,
            home: home.path, environment: priority.map { ["WIZARD_PRIORITY": $0] } ?? [:])
    }

    @Test("--priority medium skips the low question and stores its default")
    func medium() {
        let run = setup(["--priority", "medium"], input: "smtp.example.org\ny\nroot\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(stored.contains(#""domain" : "example.org""#), "\(stored)")
        #expect(stored.contains(#""relay" : "smtp.example.org""#))
        #expect(stored.contains(#""procmail" : true"#))
    }

    @Test("WIZARD_PRIORITY does the same, and --priority wins over it")
    func variable() {
        let run = setup(input: "smtp\nn\nroot\n", priority: "high")
        #expect(run.status == 0, "\(run.error)")
        #expect(stored.contains(#""domain" : "example.org""#), "\(stored)")
        let flag = setup(
            ["--priority", "low"], input: "d.org\nsmtp\nn\nroot\n", priority: "critical")
        #expect(flag.status == 0, "\(flag.error)")
        #expect(stored.contains(#""domain" : "d.org""#), "\(stored)")
    }

    @Test("plain mode: a question below the priority without a default says why it is asked")
    func note() {
        let run = TerminalRun(
            ["setup", "--plain", "--priority", "critical", "--flow", flowPath, "--store", store],
            home: home.path)
        let terminal = run.terminal
        #expect(
            terminal.waitFor(
                "Asked although its priority is only medium: it has no default to take."))
        let mark = terminal.transcript.count
        terminal.send("smtp\r")
        #expect(terminal.waitFor("Postmaster", from: mark))
        terminal.send("root\r")
        #expect(run.exitStatus() == 0)
        #expect(stored.contains(#""procmail" : false"#), "\(stored)")
    }

    @Test("an unknown priority is refused with the four names, nothing run")
    func refused() {
        let flag = setup(["--priority", "urgent"], input: "")
        #expect(flag.status == 64)
        #expect(
            flag.error.contains(
                "--priority takes one of low, medium, high, critical, not 'urgent'"),
            "\(flag.error)")
        let variable = setup(input: "", priority: "HIGH")
        #expect(variable.status == 64)
        #expect(variable.error.contains("WIZARD_PRIORITY is 'HIGH'"), "\(variable.error)")
        #expect(Files.text(store) == nil)
    }

    @Test("flow questions says each question's priority when it is not high")
    func questions() {
        let listed = WizardBinary.run(["flow", "questions", flowPath], home: home.path)
        #expect(
            listed.output.contains(
                "Mail domain (text, 1–256 characters; empty line: example.org); priority low"),
            "\(listed.output)")
        #expect(!listed.output.contains("priority high"))
    }
}
