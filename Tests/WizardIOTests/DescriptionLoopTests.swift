import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// Steps with descriptions in every frontend: under the title through the real interactive
/// loop, before the prompt in plain mode, and taking no line from a pipe.
@Suite("Descriptions in every frontend", .timeLimit(.minutes(5)))
struct DescriptionLoopTests {
    /// A page, a text question, a picker and a confirm, each with a description of two
    /// paragraphs, the second of them verbatim lines.
    static func flow() throws -> Flow {
        let text =
            #""How mail leaves this machine.\nChoose one.\n\n  Internet site: direct SMTP\n  Satellite: through a relay""#
        return try FlowText.flow([
            #"{ "kind": "info", \#(FlowText.title("Mail")), "text": \#(text) }"#,
            #"{ "kind": "text", "key": "name", \#(FlowText.title("Mail name?")), "text": \#(text) }"#,
            #"{ "kind": "picker", "key": "setup", \#(FlowText.title("Setup?")), "text": \#(text), \#(FlowText.options(["internet", "satellite"])) }"#,
            #"{ "kind": "confirm", "key": "ok", \#(FlowText.title("Go on?")), "text": \#(text) }"#,
        ])
    }

    @Test("the text field's line editor draws under the description, at the field's row")
    func fieldUnderDescription() throws {
        let run = LoopRun(
            [.enter, .text("mail.example.org"), .snapshot, .enter, .down, .enter, .down, .enter],
            flow: try Self.flow())
        #expect(run.error == nil)
        #expect(
            run.session.answers == [
                "name": .text("mail.example.org"), "setup": .choice("internet"), "ok": .flag(true),
            ])
        expectScreen(
            run.snapshots.first,
            """

              2/4 ███████░░░░░░░░░░░░░░░░░░░░░░░

              Mail name?

              How mail leaves this machine. Choose one.

                Internet site: direct SMTP
                Satellite: through a relay

              ❯ mail.example.org


               Next
              Enter: Next · Shift-Tab: back · Esc: quit
            """)
    }

    @Test("at 16 rows the picker's description scrolls with PgDn; its options stay in view")
    func shortTerminal() throws {
        let items = (1...20).map { "  item \($0)" }.joined(separator: "\\n")
        let flow = try FlowText.flow([
            #"{ "kind": "picker", "key": "setup", \#(FlowText.title("Setup?")), "text": "Items:\n\#(items)", \#(FlowText.options(["internet", "satellite"])) }"#
        ])
        let run = LoopRun(
            [.snapshot, .key(.pageDown), .snapshot, .down, .down, .enter], flow: flow, rows: 16)
        #expect(run.error == nil)
        #expect(run.session.answers == ["setup": .choice("satellite")])
        expectScreen(
            run.snapshots.first,
            """


              Setup?

              Items:
                item 1
                item 2
                item 3
                item 4
                item 5
                item 6
              ↓ 14
                internet
                satellite
               Get started
            """)
        expectScreen(
            run.snapshots.last,
            """


              Setup?
              ↑ 5
                item 5
                item 6
                item 7
                item 8
                item 9
                item 10
                item 11
              ↓ 9
                internet
                satellite
               Get started
            """)
    }

    @Test(
        "plain mode prints the description under the title, a line per paragraph, before the prompt"
    )
    func plain() throws {
        let reader = ScriptedLines(["", "mail.example.org", "2", "y"])
        let output = CapturedText()
        var frontend = PlainFrontend(reader: reader, output: output, language: .english)
        var session = Session(flow: try Self.flow())
        try frontend.run(&session)
        #expect(session.answers["setup"] == .choice("satellite"))
        let description = """
            How mail leaves this machine. Choose one.

              Internet site: direct SMTP
              Satellite: through a relay
            """
        #expect(
            output.text == """

                Step 1 of 4: Mail
                \(description)
                Type :back to go back a step, or :quit to quit without saving.

                Step 2 of 4: Mail name?
                \(description)

                Step 3 of 4: Setup?
                \(description)

                  1. internet
                  2. satellite

                Step 4 of 4: Go on?
                \(description)

                  Yes / No

                """)
        #expect(reader.prompts == ["[ Next ] press Enter ", ": ", "1 to 2: ", "y or n: "])
    }

    @Test("piped input reads no line for a description: the answers line up as without them")
    func piped() throws {
        var session = Session(flow: try Self.flow())
        try PipedFrontend(lines: SuppliedLines(["mail.example.org", "satellite", "no"])).run(
            &session)
        #expect(
            session.answers == [
                "name": .text("mail.example.org"), "setup": .choice("satellite"),
                "ok": .flag(false),
            ])
    }
}
