import TestSupport
import Testing
import WizardCore
import WizardIO

private final class Collected: TextSink {
    var text = ""
    func write(_ text: String) { self.text += text }
}

/// The terminal model reads back how ``Screen`` styles each cell, as the screenshots need:
/// bold, dim, underline, reverse video, the accent in 16 and 256 colours, and erasing.
@Suite("Terminal model: cell styles", .timeLimit(.minutes(5)))
struct TerminalModelStyleTests {
    typealias Style = TerminalModel.CellStyle

    private func cells(_ frame: Frame, accent: AccentColour?) -> [[TerminalModel.Cell]] {
        let sink = Collected()
        Screen(sink: sink, accent: accent).render(frame)
        var model = TerminalModel(columns: 20, rows: 4)
        model.feed(Array(sink.text.utf8))
        return model.cells
    }

    @Test("each span's style is its cells' style")
    func styles() throws {
        let frame = Frame(lines: [
            Line([Span("B", .bold), Span("d", .dim), Span("u", .underline), Span("r", .inverse)]),
            Line([Span("a", .accent), Span("x", [.bold, .inverse, .accent]), Span("p")]),
        ])
        let rows = cells(frame, accent: .default)
        var bold = Style()
        bold.bold = true
        #expect(rows[0][0] == TerminalModel.Cell(text: "B", style: bold))
        #expect(rows[0][1].style.dim && !rows[0][1].style.bold)
        #expect(rows[0][2].style.underline && !rows[0][2].style.dim)
        #expect(rows[0][3].style.inverse && !rows[0][3].style.underline)
        #expect(rows[1][0].style.foreground == .palette(12), "SGR 94 is bright blue")
        #expect(rows[1][1].style.inverse && rows[1][1].style.bold)
        #expect(rows[1][1].style.foreground == .palette(12))
        #expect(rows[1][2].style == Style(), "a plain span after a reset")
        #expect(rows[1][3] == .blank)
    }

    @Test(
        "an accent is drawn in the 256-colour palette, 24-bit colours are read back, no accent draws no colour"
    )
    func colours() throws {
        let line = Line("a", .accent)
        let indexed = try #require(AccentColour("#ff8700"))
        #expect(
            cells(Frame(lines: [line]), accent: indexed)[0][0].style.foreground == .palette(208))
        #expect(cells(Frame(lines: [line]), accent: nil)[0][0].style.foreground == nil)
        var model = TerminalModel(columns: 4, rows: 1)
        model.feed(Array("\u{1B}[38;2;1;2;3;48;5;17mx\u{1B}[39;49my\u{1B}[44m\u{1B}[K".utf8))
        #expect(model.cells[0][0].style.foreground == .rgb(red: 1, green: 2, blue: 3))
        #expect(model.cells[0][0].style.background == .palette(17))
        #expect(model.cells[0][1].style == Style())
        #expect(model.cells[0][2].style.background == .palette(4), "erasing keeps the background")
    }
}
