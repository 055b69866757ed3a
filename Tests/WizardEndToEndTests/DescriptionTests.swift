import TestSupport
import Testing

/// Steps with descriptions (`text` on every step) through the built binary: at a terminal,
/// in plain mode, from a pipe, and in `flow questions`.
@Suite("Descriptions, end to end", .serialized, .timeLimit(.minutes(5)))
struct DescriptionTests {
    let home = TemporaryDirectory()
    var store: String { home.file("mail.json") }

    /// A description as a JSON string: a paragraph of two lines, then a list.
    static let text =
        #""Mail for this machine\nleaves it one of two ways.\n\n  Internet site: direct SMTP\n  Satellite: through a relay""#

    /// The mail flow: a page, a text, a picker and a confirm, each with ``text`` unless
    /// `described` is false.
    func flow(described: Bool = true) -> String {
        let text = described ? #", "text": \#(Self.text)"# : ""
        let path = home.file(described ? "described.json" : "plain.json")
        Files.write(
            #"""
            {"id": "mail", "steps": [
              {"kind": "info", "title": "Mail"\#(text)},
              {"kind": "text", "key": "name", "title": "Mail name?"\#(text)},
              {"kind": "picker", "key": "setup", "title": "Setup?"\#(text),
               "options": [{"value": "internet", "label": "Internet site"},
                           {"value": "satellite", "label": "Satellite"}]},
              {"kind": "confirm", "key": "ok", "title": "Go on?", "default": true\#(text)}
            ]}
            """#, to: path)
        return path
    }

    @Test("flow check takes a text with line feeds on every kind")
    func check() {
        let result = WizardBinary.run(["flow", "check", flow()], home: home.path)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("at a terminal the description stands under the title, its list as written")
    func screens() {
        let run = TerminalRun(
            ["setup", "--no-animation", "--flow", flow(), "--store", store], home: home.path)
        run.waitForScreen("Mail for this machine leaves it one of two ways.")
        run.send("\r")
        run.waitForScreen("Mail name?")
        // The line editor draws its prompt once the frame is whole.
        run.waitForScreen("❯")
        let rows = run.screen.screen
        let title = rows.firstIndex { $0.contains("Mail name?") } ?? 0
        #expect(
            Array(rows.dropFirst(title + 1).prefix(5)) == [
                "", "  Mail for this machine leaves it one of two ways.", "",
                "    Internet site: direct SMTP", "    Satellite: through a relay",
            ])
        run.send("mx.example.org\r")
        run.waitForScreen("Setup?")
        run.send("\u{1B}[B\r")
        run.waitForScreen("Go on?")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"setup\" : \"internet\"") == true)
    }

    @Test("plain mode at a terminal prints the description before each prompt")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flow(), "--store", store], home: home.path)
        let terminal = run.terminal
        let description =
            "Mail for this machine leaves it one of two ways.\r\n\r\n"
            + "  Internet site: direct SMTP\r\n  Satellite: through a relay\r\n"
        #expect(
            terminal.waitFor(
                "Step 1 of 4: Mail\r\n" + description
                    + "Type :back to go back a step, or :quit to quit without saving.\r\n"
                    + "[ Next ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Step 2 of 4: Mail name?\r\n" + description + ": "))
        terminal.send("mx.example.org\r")
        #expect(
            terminal.waitFor(
                "Step 3 of 4: Setup?\r\n" + description
                    + "\r\n  1. Internet site\r\n  2. Satellite\r\n1 to 2: "
            ))
        terminal.send("2\r")
        #expect(terminal.waitFor("Step 4 of 4: Go on?\r\n" + description))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"setup\" : \"satellite\"") == true)
    }

    @Test("piped input reads no line for a description and prints nothing for one")
    func piped() {
        let input = "mx.example.org\nsatellite\nno\n"
        let described = WizardBinary.run(
            ["setup", "--flow", flow(), "--store", store], input: input, home: home.path)
        #expect(described.status == 0, "\(described.error)")
        let saved = Files.text(store)
        #expect(saved?.contains("\"name\" : \"mx.example.org\"") == true)
        #expect(saved?.contains("\"setup\" : \"satellite\"") == true)
        #expect(saved?.contains("\"ok\" : false") == true)
        let other = home.file("other.json")
        let without = WizardBinary.run(
            ["setup", "--flow", flow(described: false), "--store", other], input: input,
            home: home.path)
        #expect(without.status == 0)
        #expect(described.standardOutput == without.standardOutput)
        #expect(described.standardError == without.standardError)
        #expect(Files.text(other) == saved)
    }

    @Test("flow questions indents each question's description under it, and --json gives it")
    func questions() {
        let words = WizardBinary.run(["flow", "questions", flow()], home: home.path)
        #expect(words.status == 0)
        let description = """
                Mail for this machine leaves it one of two ways.

                  Internet site: direct SMTP
                  Satellite: through a relay
            """
        #expect(
            words.output == """
                Piped answers, one line each, in this order (info pages take no line):
                1. name: Mail name? (text, 1–256 characters)
                \(description)
                2. setup: Setup? (one of internet, satellite, or 1–2)
                \(description)
                3. ok: Go on? (yes or no; empty line: yes)
                \(description)

                """)
        let json = WizardBinary.run(["flow", "questions", "--json", flow()], home: home.path)
        #expect(json.status == 0)
        #expect(
            json.output.contains(
                #""text" : {\#n        "en" : "Mail for this machine\nleaves it one of two ways.\n\n  Internet site: direct SMTP\n  Satellite: through a relay"\#n      }"#
            ), "\(json.output)")
    }
}
