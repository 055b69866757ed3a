import TestSupport
import Testing

/// Blank answers in every way a run takes answers (`docs/flow-format.md`, "Blank answers"):
/// `""` in an answers file and an empty flag value are answers the step judges; a field
/// cleared at the screens answers blank; an empty line, piped or plain, takes the default.
@Suite("Blank answers in every mode", .serialized, .timeLimit(.minutes(5)))
struct BlankAnswerModeTests {
    let home = TemporaryDirectory()
    var store: String { home.file("mail.json") }

    /// A relay host that may be blank (postfix's "leave blank for none") with a default,
    /// keyed `name` so that `--name` answers it, and a mail name that may not be blank.
    static let flow = #"""
        {
          "id": "mail",
          "steps": [
            { "kind": "text", "key": "name", "title": "Relay host?", "label": "Relay host",
              "placeholder": "Relay host", "default": "smtp.example.org",
              "validators": [{ "min_length": 0 }] },
            { "kind": "text", "key": "mailname", "title": "Mail name?", "label": "Mail name",
              "placeholder": "Mail name", "default": "example.org" }
          ]
        }
        """#

    let flowPath: String

    init() {
        flowPath = home.file("mail-flow.json")
        Files.write(Self.flow, to: flowPath)
    }

    func run(_ arguments: [String], input: String = "") -> ProcessResult {
        WizardBinary.run(
            ["setup", "--flow", flowPath, "--store", store] + arguments, input: input,
            home: home.path)
    }

    @Test("\"\" in an answers file is a blank answer where the step allows one, refused where not")
    func answersFile() {
        let answers = home.file("answers.json")
        Files.write(#"{"name": "", "mailname": "mail.example.org"}"#, to: answers)
        let result = run(["--answers", answers])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Relay host: (blank)\nMail name: mail.example.org\n")
        #expect(Files.text(store)?.contains("\"name\" : \"\"") == true)
        Files.write(#"{"name": "", "mailname": ""}"#, to: answers)
        let refused = run(["--answers", answers])
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "wizard: answers file \(answers):1:26: \"mailname\": Please enter at least 1 character. (nothing was saved)\n",
            "\(refused.error)")
        let profile = WizardBinary.run(
            ["profile", "--flow", flowPath, "--store", store, "--json"], home: home.path)
        #expect(profile.output.contains(#""name":"""#), "the first run's blank is kept")
    }

    @Test("an empty flag value answers blank: taken by a step that allows it, else exit 65")
    func flag() {
        let taken = run(["--name", ""], input: "\n")
        #expect(taken.status == 0, "\(taken.error)")
        #expect(taken.output == "Relay host: (blank)\nMail name: example.org\n")
        // The default flow's steps refuse a blank, each with its alert, nothing saved.
        let profile = home.file("profile.json")
        for (flag, alert) in [
            ("--name=", "Please enter at least two characters. 😓"),
            ("--age=", "Please enter a whole number from 18 to 50."),
            ("--gender=", "Please select your gender."),
        ] {
            let refused = WizardBinary.run(["setup", "--store", profile, flag], home: home.path)
            #expect(refused.status == 65, "\(flag)")
            #expect(refused.error == "wizard: \(flag.dropLast()): \(alert)\n")
        }
        #expect(Files.read(profile) == nil)
    }

    @Test("piped, an empty line takes the default: the flow's, then the stored answer")
    func piped() {
        let first = run([], input: "\n\n")
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output == "Relay host: smtp.example.org\nMail name: example.org\n")
        let answers = home.file("answers.json")
        Files.write(#"{"name": ""}"#, to: answers)
        #expect(run(["--answers", answers], input: "\n").status == 0)
        // The stored blank is now the relay host's default: an empty line keeps it.
        let again = run([], input: "\n\n")
        #expect(again.output == "Relay host: (blank)\nMail name: example.org\n")
    }

    @Test("plain mode: an empty line takes the default its prompt names")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flowPath, "--store", store], home: home.path)
        #expect(run.terminal.waitFor("Relay host [smtp.example.org]: "))
        run.send("\r")
        #expect(run.terminal.waitFor("Mail name [example.org]: "))
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"smtp.example.org\"") == true)
    }

    @Test("at the screens, Ctrl-U clears the default and Enter answers blank")
    func screens() {
        let run = TerminalRun(["setup", "--flow", flowPath, "--store", store], home: home.path)
        run.waitForScreen("❯ smtp.example.org")
        run.send("\u{15}")
        run.waitForScreen("an empty field") { $0.hasSuffix("❯ Relay host") }
        run.send("\r")
        run.waitForScreen("❯ example.org")
        // The name may not be blank: its alert, and the field stays.
        run.send("\u{15}\r")
        run.waitForScreen("Please enter at least 1 character.")
        run.send("mail.example.org\r")
        #expect(run.exitStatus() == 0)
        #expect(
            Files.text(store)
                == "{\n  \"mailname\" : \"mail.example.org\",\n  \"name\" : \"\",\n  \"signed_in\" : true\n}\n"
        )
        run.waitForScreen("Relay host: (blank)")
    }
}
