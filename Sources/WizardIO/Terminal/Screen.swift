import WizardCore

/// Draws frames inline (below the shell prompt, not on the alternate screen), writing only
/// the cells that changed since the last frame.
///
/// It remembers every cell of the frame on the terminal, where the cursor is (relative to
/// the frame's first row) and which attributes are active; a new frame costs the cursor
/// moves, attribute changes and characters of the cells that differ, gathered into one
/// write. A slider step is a few dozen bytes.
///
/// Between frames the (hidden) cursor waits on the frame's first row, which is empty: the
/// one place every terminal keeps on a resize, whether it re-wraps rows (tmux, VTE,
/// kitty) or not (xterm). So a resize clears from its start down, leaving no ghost rows.
public final class Screen {
    /// One column of a row: a glyph and its style. A single-scalar glyph is kept as its
    /// scalar value, so that building and comparing cells rarely touches a string; a
    /// grapheme cluster of several scalars keeps its text. The second column of a wide
    /// glyph holds no glyph (scalar 0, no cluster).
    private struct Cell: Equatable {
        var style: Style
        /// The glyph's one scalar, ``clusterMarker`` for a cluster, 0 for no glyph.
        private var scalar: UInt32
        /// Columns the glyph takes: 1 or 2 (more for a cluster a terminal draws as several
        /// glyphs, such as a run of Hangul leading jamo), 0 for no glyph.
        private(set) var width: UInt8
        private var cluster: String?

        private static let clusterMarker = UInt32.max

        init(scalar: Unicode.Scalar, width: Int, style: Style) {
            self.style = style
            self.scalar = scalar.value
            self.width = UInt8(clamping: width)
        }

        init(cluster: Character, width: Int, style: Style) {
            self.style = style
            let scalars = cluster.unicodeScalars
            if scalars.index(after: scalars.startIndex) == scalars.endIndex {
                scalar = scalars[scalars.startIndex].value
            } else {
                scalar = Self.clusterMarker
                self.cluster = String(cluster)
            }
            self.width = UInt8(clamping: width)
        }

        /// The second column of a wide glyph.
        init(continuing style: Style) {
            self.style = style
            scalar = 0
            width = 0
        }

        /// Whether this is the second column of a wide glyph, which draws nothing.
        var isContinuation: Bool { scalar == 0 }

        /// Appends the glyph's UTF-8 to `output`.
        func write(to output: inout TerminalOutput) {
            if let cluster {
                output.append(cluster)
            } else if scalar != 0, let glyph = Unicode.Scalar(scalar) {
                output.append(glyph)
            }
        }

        static func == (lhs: Cell, rhs: Cell) -> Bool {
            guard lhs.scalar == rhs.scalar, lhs.style == rhs.style else { return false }
            return lhs.scalar != clusterMarker || lhs.cluster == rhs.cluster
        }
    }

    private let sink: any TextSink
    /// The accent colour, `nil` when colour is off.
    private let accent: AccentColour?
    /// The symbols the terminal shows; on an ASCII terminal each cell holds its stand-in.
    private let glyphs: Glyphs
    /// What each row of the frame shows now; `nil` for a row whose contents are unknown
    /// (the line editor drew it), which is rewritten whole.
    private var shown: [[Cell]?] = []
    /// The lines those rows were drawn from: an equal line is skipped without comparing
    /// cells, which keeps a keystroke to microseconds.
    private var shownLines: [Line] = []
    /// Rows that exist below the frame's first row (drawn at some point and not erased).
    private var rowCount = 0
    private var cursor = (row: 0, column: 0)
    private var activeStyle: Style = []
    private var output = TerminalOutput()
    /// Told the bytes that erase the frame from the cursor, whenever the cursor changes rows
    /// (``InteractiveTerminal/frameErasureChanged(_:)``).
    public var erasureChanged: ((String) -> Void)?
    /// The cursor's row (-1 for no frame) when ``erasureChanged`` was last told.
    private var erasureRow = -1

    /// - Parameters:
    ///   - accent: the flow's accent colour, `nil` when colour is off (`NO_COLOR`,
    ///     `--no-color`); bold, dim, underline and inverse are used either way.
    ///   - glyphs: what the terminal can show: on an ASCII terminal every symbol of a frame
    ///     is drawn as its stand-in of the same width (``Glyphs/cell(for:)``).
    public init(sink: any TextSink, accent: AccentColour?, glyphs: Glyphs = .unicode) {
        self.sink = sink
        self.accent = accent
        self.glyphs = glyphs
    }

    /// Makes the terminal show `frame`, rewriting only the cells that differ.
    public func render(_ frame: Frame) {
        // A new frame starts at the beginning of the cursor's line, cursor hidden.
        if rowCount == 0 { output += "\u{1B}[?25l\r" }
        var rows: [[Cell]?] = []
        for (index, line) in frame.lines.enumerated() {
            let old = index < shown.count ? shown[index] : nil
            if old != nil, shownLines[index] == line {
                rows.append(old)
                continue
            }
            let row = cells(line)
            rows.append(row)
            if let old {
                update(row: index, from: old, to: row)
            } else {
                move(to: index, column: 0)
                write(row[...])
                // Erasing paints with the active background: reset first.
                setStyle([])
                output += "\u{1B}[K"
            }
        }
        if rows.count < rowCount {
            setStyle([])
            move(to: rows.count, column: 0)
            output += "\u{1B}[J"
            rowCount = max(rows.count, cursor.row + 1)
        }
        shown = rows
        shownLines = frame.lines
        // Up to the first row; the column stays, as that row is empty in every frame and
        // a resize starts with a carriage return.
        if rowCount > 0 { move(to: 0, column: cursor.column) }
        flush()
    }

    /// Puts the cursor at the start of `row`, clears that row and shows the cursor, for a
    /// line editor to draw there. The position is saved (DECSC) for ``returnFromField(row:)``.
    public func enterField(row: Int) {
        setStyle([])
        move(to: row, column: 0)
        output += "\u{1B}[2K\u{1B}7\u{1B}[?25h"
        if row < shown.count { shown[row] = nil }
        // The editor may erase the alert rows below, so they are rewritten afterwards too.
        for below in shown.indices.dropFirst(row + 1) { shown[below] = nil }
        flush()
    }

    /// After the line editor returns: back to the field's row (DECRC), cursor hidden; the
    /// row is rewritten by the next ``render(_:)``.
    public func returnFromField(row: Int) {
        output += "\u{1B}8\r\u{1B}[?25l"
        cursor = (row, 0)
        if row < shown.count { shown[row] = nil }
        flush()
    }

    /// After the line editor returns because the terminal changed size: the cursor is
    /// where the editor left it, at `column` of the field's row, and the saved position
    /// no longer holds (a terminal that re-wraps rows moves them). The next call should be
    /// ``resize(toColumns:)``, which counts the rows above as re-wrapped.
    public func leaveFieldAfterResize(row: Int, column: Int) {
        output += "\u{1B}[?25l"
        cursor = (row, column)
        if row < shown.count { shown[row] = nil }
        flush()
    }

    /// The escape sequence that erases the `count` rows below the cursor (the alert under
    /// the text field), for the line editor to send on the first key after an alert. It
    /// saves and restores the cursor itself, so the editor's position is kept; the position
    /// ``enterField(row:)`` saved is overwritten with one on the same row, which is all
    /// ``returnFromField(row:)`` needs.
    public static func eraseRows(belowCursor count: Int) -> String {
        guard count > 0 else { return "" }
        return "\u{1B}7" + String(repeating: "\r\u{1B}[1B\u{1B}[2K", count: count) + "\u{1B}8"
    }

    /// Forgets the frame after the terminal's width changed to `columns`: moves to where
    /// its first row now is and clears from there down, so the next frame is drawn afresh.
    ///
    /// Between frames the cursor is on the first row already. When the line editor left
    /// it lower (``leaveFieldAfterResize(row:column:)``), the rows above it and the
    /// cursor's own column are counted as a re-wrapping terminal (VTE, kitty, tmux...)
    /// wraps them at the new width.
    public func resize(toColumns columns: Int) {
        let width = max(columns, 1)
        let rowsAbove =
            shown.prefix(cursor.row).reduce(0) { total, row in
                total + max(1, ((row?.count ?? 0) + width - 1) / width)
            } + (cursor.row > 0 ? cursor.column / width : 0)
        setStyle([])
        output += "\r"
        if rowsAbove > 0 { output.append(control: rowsAbove, "A") }
        output += "\u{1B}[J"
        forget()
    }

    /// Erases the frame and leaves the cursor where the frame started, cursor shown.
    public func clear() {
        setStyle([])
        move(to: 0, column: 0)
        output += "\u{1B}[J\u{1B}[?25h"
        forget()
    }

    /// Leaves the frame in the scrollback: cursor on a fresh line below it, shown.
    public func finish() {
        setStyle([])
        if rowCount > 0 { move(to: rowCount - 1, column: cursor.column) }
        output += "\r\n\u{1B}[?25h"
        forget()
    }

    /// Rings the terminal bell.
    public func bell() {
        output += "\u{07}"
        flush()
    }

    private func forget() {
        shown = []
        shownLines = []
        rowCount = 0
        cursor = (0, 0)
        flush()
    }

    /// Rewrites the runs of cells in which `old` and `new` differ.
    private func update(row index: Int, from old: [Cell], to new: [Cell]) {
        var column = 0
        while column < new.count {
            guard column >= old.count || old[column] != new[column] else {
                column += 1
                continue
            }
            var start = column
            while start > 0 && new[start].isContinuation { start -= 1 }
            var end = column + 1
            while end < new.count
                && (end >= old.count || old[end] != new[end] || new[end].isContinuation)
            {
                end += 1
            }
            move(to: index, column: start)
            write(new[start..<end])
            column = end
        }
        if new.count < old.count {
            move(to: index, column: new.count)
            setStyle([])
            output += "\u{1B}[K"
        }
    }

    /// Writes `cells` from the cursor, in their styles. Gathered in a local buffer and
    /// added to the output once: this runs for every changed run of every frame.
    private func write(_ cells: ArraySlice<Cell>) {
        var text = TerminalOutput()
        var style = activeStyle
        var columns = 0
        for cell in cells where !cell.isContinuation {
            text.switchStyle(from: &style, to: cell.style, accent: accent)
            cell.write(to: &text)
            columns += Int(cell.width)
        }
        output.append(text)
        activeStyle = style
        cursor.column += columns
    }

    /// Moves to `row`, `column`, creating rows below the frame with newlines.
    private func move(to row: Int, column: Int) {
        let existing = min(row, max(rowCount - 1, 0))
        if existing < cursor.row { output.append(control: cursor.row - existing, "A") }
        if existing > cursor.row { output.append(control: existing - cursor.row, "B") }
        cursor.row = existing
        while cursor.row < row {
            output += "\r\n"
            cursor = (cursor.row + 1, 0)
        }
        rowCount = max(rowCount, cursor.row + 1)
        if column != cursor.column {
            if column == 0 { output += "\r" } else { output.append(control: column + 1, "G") }
            cursor.column = column
        }
    }

    /// Switches the active SGR attributes to `style` (``TerminalOutput/switchStyle(from:to:accent:)``).
    private func setStyle(_ wanted: Style) {
        output.switchStyle(from: &activeStyle, to: wanted, accent: accent)
    }

    private func cells(_ line: Line) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(line.spans.reduce(0) { $0 + $1.text.utf8.count })
        for span in line.spans {
            if glyphs.isASCII {
                cells += asciiCells(span)
                continue
            }
            span.text.forEachGlyph { glyph, width in
                switch glyph {
                case .scalar(let scalar):
                    cells.append(Cell(scalar: scalar, width: width, style: span.style))
                case .cluster(let character):
                    cells.append(Cell(cluster: character, width: width, style: span.style))
                }
                for _ in 1..<max(width, 1) { cells.append(Cell(continuing: span.style)) }
            }
        }
        return cells
    }

    /// A span's cells on an ASCII terminal: each symbol replaced by its stand-in.
    private func asciiCells(_ span: Span) -> [Cell] {
        var cells: [Cell] = []
        span.text.forEachGlyph { glyph, width in
            let character: Character =
                switch glyph {
                case .scalar(let scalar): Character(scalar)
                case .cluster(let character): character
                }
            if let standIn = glyphs.cell(for: character) {
                // A stand-in is ASCII, one column a scalar.
                cells += standIn.unicodeScalars.map {
                    Cell(scalar: $0, width: 1, style: span.style)
                }
                return
            }
            cells.append(Cell(cluster: character, width: width, style: span.style))
            for _ in 1..<max(width, 1) { cells.append(Cell(continuing: span.style)) }
        }
        return cells
    }

    private func flush() {
        guard !output.isEmpty else { return }
        let row = rowCount == 0 ? -1 : cursor.row
        guard row != erasureRow, let erasureChanged else {
            sink.write(output.text)
            output = TerminalOutput()
            return
        }
        // The rows drawn and the bytes that erase them change together: a signal that
        // erases the frame never sees one without the other.
        SignalHold.during {
            sink.write(output.text)
            erasureChanged(erasure)
        }
        erasureRow = row
        output = TerminalOutput()
    }

    /// What ``clear()`` writes to erase the frame, from where the cursor is now: to the
    /// start of the frame's first row, then clear to the end of the screen.
    public var erasure: String {
        guard rowCount > 0 else { return "" }
        return "\r" + (cursor.row > 0 ? "\u{1B}[\(cursor.row)A" : "") + "\u{1B}[J"
    }
}
