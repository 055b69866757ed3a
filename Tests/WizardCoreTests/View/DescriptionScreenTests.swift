import TestSupport
import Testing
import WizardCore

/// A step's description on the screens: under the title of every kind, wrapped and kept as
/// docs/flow-format.md says, and scrolling on its own on a terminal too short for it.
@Suite("Descriptions on the screens", .timeLimit(.minutes(5)))
struct DescriptionScreenTests {
    /// A paragraph, then two verbatim lines.
    static let text =
        #""Choose how mail leaves this machine.\n\n  Internet site: direct SMTP\n  Satellite: through a relay host""#

    /// One step of each kind, each with ``text``.
    static func flow() throws -> Flow {
        let options = FlowText.options(["internet", "satellite"])
        return try FlowText.flow([
            #"{ "kind": "info", "icon": "star", \#(FlowText.title("Mail")), "text": \#(text), "button": "Begin" }"#,
            #"{ "kind": "text", "key": "name", \#(FlowText.title("Mail name?")), "text": \#(text) }"#,
            #"{ "kind": "slider", "key": "size", \#(FlowText.title("Size?")), "text": \#(text), "min": 1, "max": 9, "default": 5 }"#,
            #"{ "kind": "picker", "key": "setup", \#(FlowText.title("Setup?")), "text": \#(text), \#(options) }"#,
            #"{ "kind": "confirm", "key": "ok", \#(FlowText.title("Go on?")), "text": \#(text), "default": true }"#,
            #"{ "kind": "multiselect", "key": "extras", \#(FlowText.title("Extras?")), "text": \#(text), \#(options) }"#,
        ])
    }

    /// A description of 31 rows: a line, then 30 verbatim items.
    static let long =
        "\"Pick one of these:\\n" + (1...30).map { "  item \($0)" }.joined(separator: "\\n") + "\""

    /// A flow of the one step `kind` with ``long`` as its text and `fields`.
    static func longFlow(_ kind: String, _ fields: String) throws -> Flow {
        try FlowText.flow([
            #"{ "kind": "\#(kind)", "key": "k", \#(FlowText.title("Setup?")), "text": \#(long), \#(fields) }"#
        ])
    }

    @Test("every kind shows its description under the title, its control below")
    func everyKind() throws {
        var state = InteractiveState(session: Session(flow: try Self.flow()), language: .english)
        let screen = StepScreen(width: 40, language: .english)
        let description = """
             Choose how mail leaves this machine.

               Internet site: direct SMTP
               Satellite: through a relay host
            """
        expectFrame(
            screen.frame(for: state),
            """

             1/6 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

                               ★

             Mail

            \(description)


              Begin 
             Enter: Begin · Esc: quit
            """)
        #expect(state.handle(.enter) == .advanced)
        let name = screen.frame(for: state)
        expectFrame(
            name,
            """

             2/6 █████░░░░░░░░░░░░░░░░░░░░░░░░░

             Mail name?

            \(description)




              Next 
             Enter: Next · Shift-Tab: back
             Esc: quit
            """)
        #expect(name.fieldRow == 10, "the field's row, under the description")
        #expect(state.submitText("mail.example.org") == .advanced)
        expectFrame(
            screen.frame(for: state),
            """

             3/6 ██████████░░░░░░░░░░░░░░░░░░░░

             Size?

            \(description)

                               5

             1 ━━━━━━━━━━━━━━━━━●──────────────── 9


              Next 
             Enter: Next · ←/→ ±1 · PgUp/PgDn ±5
             Home/End · digits · Shift-Tab: back
             Esc: quit
            """)
        #expect(state.handle(.enter) == .advanced)
        #expect(state.handle(.down) == .changed)
        expectFrame(
            screen.frame(for: state),
            """

             4/6 ███████████████░░░░░░░░░░░░░░░

             Setup?

            \(description)

             ❯ internet
               satellite


              Next 
             Enter: Next · ↑/↓ choose
             first letter jumps · Shift-Tab: back
             Esc: quit
            """)
        #expect(state.handle(.enter) == .advanced)
        expectFrame(
            screen.frame(for: state),
            """

             5/6 ████████████████████░░░░░░░░░░

             Go on?

            \(description)

             ❯ Yes
               No


              Next 
             Enter: Next · ↑/↓ or y/n choose
             Shift-Tab: back · Esc: quit
            """)
        #expect(state.handle(.enter) == .advanced)
        expectFrame(
            screen.frame(for: state),
            """

             6/6 █████████████████████████░░░░░

             Extras?

            \(description)

             ❯ [ ] internet
               [ ] satellite


              Get started 
             Enter: Get started · ↑/↓ move
             Space: choose · a: all
             Shift-Tab: back · Esc: quit
            """)
    }

    @Test("a description goes through the terminal's glyphs: an ASCII terminal gets words")
    func asciiGlyphs() throws {
        let flow = try FlowText.flow([
            #"{ "kind": "confirm", "key": "c", \#(FlowText.title("Go?")), "text": "Keys → move 🙂 • ok\n  ← back", "default": true }"#
        ])
        let state = InteractiveState(session: Session(flow: flow), language: .english)
        let lines = StepScreen(width: 40, language: .english, glyphs: .ascii).frame(for: state)
            .lines.map(\.text)
        #expect(Array(lines[5...6]) == [" Keys -> move * ok", "   <- back"])
    }

    @Test("a verbatim line wider than the screen wraps under its indent, within the width")
    func wideVerbatim() throws {
        let flow = try FlowText.flow([
            #"{ "kind": "confirm", "key": "c", \#(FlowText.title("Go?")), "text": "Run:\n    sudo apt-get install postfix mailutils" }"#
        ])
        let state = InteractiveState(session: Session(flow: flow), language: .english)
        let frame = StepScreen(width: 24, language: .english).frame(for: state)
        #expect(
            Array(frame.lines.map(\.text)[5...9]) == [
                " Run:", "     sudo apt-get", "     install postfix", "     mailutils", "",
            ])
        #expect(frame.lines.allSatisfy { $0.width <= 24 })
    }

    @Test(
        "on a short terminal a picker's long description scrolls with PgUp/PgDn between its title and options"
    )
    func pickerScrolls() throws {
        let flow = try Self.longFlow(
            "picker", FlowText.options(["internet", "satellite", "local"]))
        var state = InteractiveState(session: Session(flow: flow), language: .english)
        let screen = StepScreen(width: 40, height: 24, language: .english)
        var frame = screen.frame(for: state)
        expectFrame(
            frame,
            """



             Setup?


             Pick one of these:
               item 1
               item 2
               item 3
               item 4
               item 5
             ↓ 25

               internet
               satellite
               local


              Get started 
             Enter: Get started · ↑/↓ choose
             first letter jumps · PgUp/PgDn scroll
             Esc: quit
            """)
        state.frameDrawn(frame)
        #expect(state.handle(.pageDown) == .changed)
        #expect(state.handle(.down) == .changed, "↓ still chooses")
        frame = screen.frame(for: state)
        expectFrame(
            frame,
            """



             Setup?

             ↑ 5
               item 5
               item 6
               item 7
               item 8
               item 9
               item 10
             ↓ 20

             ❯ internet
               satellite
               local


              Get started 
             Enter: Get started · ↑/↓ choose
             first letter jumps · PgUp/PgDn scroll
             Esc: quit
            """)
        #expect(state.scrollOffset == 5)
        for _ in 0..<6 { _ = state.handle(.pageDown) }
        frame = screen.frame(for: state)
        #expect(state.scrollOffset == 25, "no further than the end")
        #expect(frame.lines.map(\.text).contains("   item 30"))
        #expect(frame.lines.map(\.text).contains(" ❯ internet"))
        #expect(frame.lines.count == 23)
    }

    @Test("at 12 rows a slider's description shows its start, the slider whole below it")
    func sliderKeepsItsControl() throws {
        var state = InteractiveState(
            session: Session(
                flow: try Self.longFlow("slider", #""min": 1, "max": 9, "default": 5"#)),
            language: .english)
        let screen = StepScreen(width: 40, height: 12, language: .english)
        let frame = screen.frame(for: state)
        expectFrame(
            frame,
            """


             Setup?

             Pick one of these:
               item 1
               item 2
             ↓ 28
                               5
             1 ━━━━━━━━━━━━━━━━━●──────────────── 9
              Get started 
            """)
        state.frameDrawn(frame)
        #expect(state.handle(.pageDown) == .changed)
        #expect(state.scrollOffset == 0, "PgDn is the slider's")
        #expect(state.edit(of: "k", as: SliderEdit.self)?.value == 1)
        // With room for hints, none names a key to scroll: the slider takes them all.
        let roomy = StepScreen(width: 40, height: 30, language: .english).frame(for: state)
        #expect(roomy.scrollLimit > 0)
        let hints = roomy.lines.suffix(3).map(\.text).joined(separator: " ")
        #expect(hints.contains("PgUp/PgDn ±5") && !hints.contains("scroll"), "\(hints)")
    }

    @Test("at 12 rows a text field keeps its row under the description's window")
    func fieldKeepsItsRow() throws {
        let state = InteractiveState(
            session: Session(flow: try Self.longFlow("text", #""placeholder": "host""#)),
            language: .english)
        let frame = StepScreen(width: 40, height: 12, language: .english).frame(for: state)
        expectFrame(
            frame,
            """


             Setup?

             Pick one of these:
               item 1
               item 2
               item 3
             ↓ 27

              Get started 
            """)
        #expect(frame.fieldRow == 9)
        #expect(frame.fieldPlaceholder == "host")
    }

    @Test("a page's long text scrolls with the whole page, as a page always has")
    func pageScrollsWhole() throws {
        let flow = try FlowText.flow([
            #"{ "kind": "info", \#(FlowText.title("Setup?")), "text": \#(Self.long) }"#
        ])
        var state = InteractiveState(session: Session(flow: flow), language: .english)
        let screen = StepScreen(width: 40, height: 12, language: .english)
        state.frameDrawn(screen.frame(for: state))
        for _ in 0..<3 { #expect(state.handle(.down) == .changed) }
        let lines = screen.frame(for: state).lines.map(\.text)
        #expect(lines[2] == " ↑ 3", "the title scrolled away with the page: \(lines)")
        #expect(!lines.contains(" Setup?"))
    }
}
