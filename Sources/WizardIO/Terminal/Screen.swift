import WizardCore

/// Draws frames inline (below the shell prompt, not on the alternate screen), writing only
/// the lines that changed since the last frame.
///
/// It remembers what each row of the frame shows and which row the cursor is on, relative
/// to the frame's first row; everything it writes is gathered and sent in one write.
public final class Screen {
    private let sink: any TextSink
    private let colour: Bool
    /// What each row shows now, as written (with escape sequences).
    private var shown: [String] = []
    /// The display width of each shown row, to work out how a resize re-wrapped them.
    private var shownWidths: [Int] = []
    /// Rows that exist below the frame's first row (drawn at some point and not erased).
    private var rowCount = 0
    private var cursorRow = 0
    private var output = ""

    /// - Parameter colour: whether the accent colour is used (`NO_COLOR`, `--no-color`
    ///   turn it off); bold, dim, underline and inverse are used either way.
    public init(sink: any TextSink, colour: Bool) {
        self.sink = sink
        self.colour = colour
    }

    /// Makes the terminal show `frame`, rewriting only rows that differ.
    public func render(_ frame: Frame) {
        let lines = frame.lines.map(encode)
        if shown.isEmpty { output += "\u{1B}[?25l" }
        for (row, line) in lines.enumerated() where row >= shown.count || shown[row] != line {
            move(to: row)
            output += line + "\u{1B}[K"
        }
        if lines.count < rowCount {
            move(to: lines.count)
            output += "\u{1B}[J"
            rowCount = max(lines.count, cursorRow + 1)
        }
        shown = lines
        shownWidths = frame.lines.map(\.width)
        flush()
    }

    /// Puts the cursor at the start of `row`, clears that row and shows the cursor, for a
    /// line editor to draw there. The position is saved so ``returnFromField(row:)`` can
    /// come back to it whatever the editor did.
    public func enterField(row: Int) {
        move(to: row)
        output += "\u{1B}[2K\u{1B}7\u{1B}[?25h"
        if row < shown.count { shown[row] = "" }
        flush()
    }

    /// After the line editor returns: back to the field's row, cursor hidden; the row is
    /// redrawn by the next ``render(_:)``.
    public func returnFromField(row: Int) {
        output += "\u{1B}8\u{1B}[?25l"
        cursorRow = row
        if row < shown.count { shown[row] = "\u{0}" }
        flush()
    }

    /// The escape sequence that erases the row below the field (the alert), leaving the
    /// cursor where it was: for the line editor to send on the first key after an alert.
    public static let eraseRowBelowCursor = "\u{1B}7\r\u{1B}[1B\u{1B}[2K\u{1B}8"

    /// Forgets the frame after the terminal's width changed to `columns`: moves to where
    /// its first row now is (rows wider than the new width have wrapped) and clears from
    /// there, so the next frame is drawn afresh.
    public func resize(toColumns columns: Int) {
        let rowsAbove = shownWidths.prefix(cursorRow).reduce(0) {
            $0 + max(1, ($1 + columns - 1) / max(columns, 1))
        }
        output += "\r" + (rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : "") + "\u{1B}[J"
        forget()
    }

    /// Erases the frame and leaves the cursor where it started, cursor shown.
    public func clear() {
        move(to: 0)
        output += "\u{1B}[J\u{1B}[?25h"
        forget()
    }

    /// Leaves the frame in the scrollback: cursor on a fresh line below it, shown.
    public func finish() {
        if !shown.isEmpty { move(to: shown.count - 1) }
        output += "\r\n\u{1B}[0m\u{1B}[?25h"
        forget()
    }

    /// Rings the terminal bell.
    public func bell() {
        output += "\u{07}"
        flush()
    }

    private func forget() {
        shown = []
        shownWidths = []
        rowCount = 0
        cursorRow = 0
        flush()
    }

    /// Moves to the start of `row`, creating rows below the frame with newlines.
    private func move(to row: Int) {
        let target = min(row, max(rowCount - 1, 0))
        if target < cursorRow { output += "\u{1B}[\(cursorRow - target)A" }
        if target > cursorRow { output += "\u{1B}[\(target - cursorRow)B" }
        if row == target { output += "\r" }
        cursorRow = target
        while cursorRow < row {
            output += "\r\n"
            cursorRow += 1
        }
        rowCount = max(rowCount, cursorRow + 1)
    }

    private func encode(_ line: Line) -> String {
        line.spans.map { span in
            var codes: [String] = []
            if span.style.contains(.bold) { codes.append("1") }
            if span.style.contains(.dim) { codes.append("2") }
            if span.style.contains(.underline) { codes.append("4") }
            if span.style.contains(.inverse) { codes.append("7") }
            if colour && span.style.contains(.accent) { codes.append("94") }
            guard !codes.isEmpty else { return span.text }
            return "\u{1B}[" + codes.joined(separator: ";") + "m" + span.text + "\u{1B}[0m"
        }.joined()
    }

    private func flush() {
        guard !output.isEmpty else { return }
        sink.write(output)
        output = ""
    }
}
