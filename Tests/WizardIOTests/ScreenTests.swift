import TestSupport
import Testing
import WizardCore
import WizardIO

private final class Captured: TextSink {
    var writes: [String] = []
    func write(_ text: String) { writes.append(text) }
}

@Suite("Screen", .timeLimit(.minutes(5)))
struct ScreenTests {
    let first = Frame(lines: ["title", Line("value 30", .bold), "hint"])

    @Test(
        "the first frame is drawn whole, in one write, with the cursor hidden and left on its first row"
    )
    func firstFrame() {
        let sink = Captured()
        Screen(sink: sink, accent: .default).render(first)
        #expect(
            sink.writes == [
                "\u{1B}[?25l\rtitle\u{1B}[K\r\n\u{1B}[1mvalue 30\u{1B}[0m\u{1B}[K\r\nhint\u{1B}[K"
                    + "\u{1B}[2A"
            ])
    }

    @Test("a changed frame rewrites only the cells that differ")
    func diff() {
        let sink = Captured()
        let screen = Screen(sink: sink, accent: .default)
        screen.render(first)
        screen.render(Frame(lines: ["title", Line("value 31", .bold), "hint"]))
        // Down one row, to column 8, bold on, the new digit (bold stays on until needed
        // off), back to the first row.
        #expect(sink.writes.last == "\u{1B}[1B\u{1B}[8G\u{1B}[1m1\u{1B}[1A")
        screen.render(Frame(lines: ["title", Line("value 31", .bold), "hint"]))
        #expect(sink.writes.count == 2, "an unchanged frame writes nothing")
    }

    @Test("a shorter frame erases the rows it no longer uses; a longer one adds rows")
    func heightChanges() {
        let sink = Captured()
        let screen = Screen(sink: sink, accent: nil)
        screen.render(first)
        screen.render(Frame(lines: ["title"]))
        #expect(sink.writes.last == "\u{1B}[1B\r\u{1B}[J\u{1B}[1A")
        screen.render(Frame(lines: ["title", "a", "b"]))
        #expect(sink.writes.last == "\u{1B}[1Ba\u{1B}[K\r\nb\u{1B}[K\u{1B}[2A")
    }

    @Test("the accent colour is written only when colour is on; other attributes always")
    func colour() {
        let line = Frame(lines: [Line([Span("Next", [.bold, .inverse, .accent])])])
        let coloured = Captured()
        Screen(sink: coloured, accent: .default).render(line)
        #expect(coloured.writes[0].contains("\u{1B}[1;7;94mNext"))
        let plain = Captured()
        Screen(sink: plain, accent: nil).render(line)
        #expect(plain.writes[0].contains("\u{1B}[1;7mNext"))
        #expect(!plain.writes[0].contains("94"))
    }

    @Test("frames the loop draws, replayed through a terminal model, show as laid out and fit")
    func replay() {
        let answered: [String: Answer] = ["name": .text("김철")]
        let run = LoopRun(
            [.snapshot, .enter, .snapshot], language: .korean, answered: answered, columns: 40)
        var state = InteractiveState(
            session: Session(flow: .onboarding, answeredInAdvance: answered), language: .korean)
        let layout = StepScreen(width: 40, language: .korean)
        var expected: [String] = []
        expected.append(Self.shown(layout.frame(for: state)))
        _ = state.handle(.enter)
        expected.append(Self.shown(layout.frame(for: state)))
        #expect(run.snapshots == expected)
        #expect(run.terminal.model.overflows.isEmpty)
    }

    /// A frame's text as a terminal shows it: trailing spaces and empty rows dropped.
    private static func shown(_ frame: Frame) -> String {
        var lines = frame.lines.map { line in
            var text = line.text
            while text.last == " " { text.removeLast() }
            return text
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

@Suite("Screen around the line editor, resizes and the end", .timeLimit(.minutes(5)))
struct ScreenLifecycleTests {
    let frame = Frame(lines: ["title", "", "hint"], fieldRow: 1)

    @Test(
        "entering the field shows the cursor at the row's start and saves it; returning restores it"
    )
    func field() {
        let sink = Captured()
        let screen = Screen(sink: sink, accent: nil)
        screen.render(frame)
        screen.enterField(row: 1)
        #expect(sink.writes.last == "\u{1B}[1B\r\u{1B}[2K\u{1B}7\u{1B}[?25h")
        screen.returnFromField(row: 1)
        #expect(sink.writes.last == "\u{1B}8\r\u{1B}[?25l")
        // The field's row and the rows below it are drawn again, as the editor touched them.
        screen.render(Frame(lines: ["title", "", "hint"]))
        #expect(sink.writes.last == "\u{1B}[K\u{1B}[1Bhint\u{1B}[K\u{1B}[2A")
    }

    @Test("the alert erase sequence clears the rows below and keeps the cursor")
    func eraseAlert() {
        #expect(Screen.eraseRows(belowCursor: 0) == "")
        #expect(
            Screen.eraseRows(belowCursor: 2)
                == "\u{1B}7\r\u{1B}[1B\u{1B}[2K\r\u{1B}[1B\u{1B}[2K\u{1B}8")
    }

    @Test("a resize between frames clears from the first row, where the cursor waits")
    func resize() {
        let sink = Captured()
        let screen = Screen(sink: sink, accent: nil)
        screen.render(Frame(lines: [Line(String(repeating: "x", count: 70)), "short", "last"]))
        screen.resize(toColumns: 40)
        #expect(sink.writes.last == "\r\u{1B}[J")
        screen.render(Frame(lines: ["new"]))
        #expect(sink.writes.last == "\u{1B}[?25l\rnew\u{1B}[K")
    }

    @Test(
        "a resize in the text field moves up over the rows and the cursor's column as the narrower terminal wrapped them"
    )
    func resizeInField() {
        let sink = Captured()
        let screen = Screen(sink: sink, accent: nil)
        screen.render(Frame(lines: [Line(String(repeating: "x", count: 70)), "short", "field"]))
        screen.enterField(row: 2)
        screen.leaveFieldAfterResize(row: 2, column: 45)
        #expect(sink.writes.last == "\u{1B}[?25l")
        // Row 0 (70 columns) takes 2 rows at 40, row 1 takes 1, column 45 is one row down.
        screen.resize(toColumns: 40)
        #expect(sink.writes.last == "\r\u{1B}[4A\u{1B}[J")
    }

    @Test("clear erases the frame; finish leaves it and moves below, cursor shown")
    func endings() {
        let sink = Captured()
        let screen = Screen(sink: sink, accent: .default)
        screen.render(Frame(lines: [Line("a", .accent), "b"]))
        screen.clear()
        #expect(sink.writes.last == "\r\u{1B}[J\u{1B}[?25h")
        screen.render(Frame(lines: [Line("a", .accent), "b"]))
        screen.finish()
        #expect(sink.writes.last == "\u{1B}[1B\r\n\u{1B}[?25h")
    }
}
