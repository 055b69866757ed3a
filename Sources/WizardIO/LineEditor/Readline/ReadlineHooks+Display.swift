@preconcurrency import CReadline
import Glibc
import WizardCore

/// Drawing and echo: the field's own redisplay, and readline's redisplay in plain mode with
/// unsafe scalars and hidden lines kept off the terminal.
extension ReadlineHooks {
    /// Readline's redisplay in a text field: the prompt and the line as ``FieldRow`` lays
    /// them out, on the cursor's row, then the cursor to its column.
    ///
    /// Only a window of the line around the cursor is decoded and laid out, a few times
    /// the row's width in bytes: a key costs the same in a line of 64 KiB as in a name.
    static let drawField: @convention(c) () -> Void = {
        guard boundLine() else { return }
        let prompt = rl_display_prompt.map { String(cString: $0) } ?? ""
        var line = ""
        var cursor = 0
        var clipped = (before: false, after: false)
        var windowStart = 0
        let columns = state.withLock { $0.display.columns }
        if let buffer = rl_line_buffer {
            let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(max(rl_end, 0)))
            let point = min(Int(max(rl_point, 0)), bytes.count)
            // Characters are at most four bytes a scalar; start and end on a lead byte.
            let reach = (columns + 2) * 16
            var start = max(point - reach, 0)
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            var end = min(point + reach, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            line = String(decoding: bytes[start..<end], as: UTF8.self)
            cursor = String(decoding: bytes[start..<point], as: UTF8.self).count
            clipped = (start > 0, end < bytes.count)
            windowStart = start
        }
        state.withLock { state in
            let display = state.display
            let row = FieldRow(
                prompt: prompt, line: line, cursor: cursor, width: display.columns,
                clipped: clipped, placeholder: display.placeholder, echo: display.echo)
            let move = row.cursorColumn > 0 ? "\u{1B}[\(row.cursorColumn)C" : ""
            let placeholder =
                row.placeholder.isEmpty ? "" : "\u{1B}[2m" + row.placeholder + "\u{1B}[22m"
            // Through readline's stream, in order with what readline writes itself.
            fputs(
                "\r" + display.glyphs.cells(row.text) + display.glyphs.cells(placeholder)
                    + "\u{1B}[K\r" + move, rl_outstream)
            fflush(rl_outstream)
            state.display.cursor = LineCursor(offset: cursor, column: row.cursorColumn)
            state.display.cursorWindowStart = windowStart
        }
    }

    /// Readline's own redisplay, with the line's hidden and unsafe scalars swapped for
    /// stand-ins of the same length while it draws, then put back: the line edited is
    /// untouched, and readline measures what it shows. A masked or hidden line is drawn
    /// from its stand-in instead (``displayInPlace(of:)``).
    static let displaySafely: @convention(c) () -> Void = {
        guard boundLine() else { return }
        let echo = state.withLock { $0.display.echo }
        guard echo == .asTyped else { return displayInPlace(of: echo) }
        guard let buffer = rl_line_buffer, rl_end > 0 else { return rl_redisplay() }
        let line = UnsafeMutableRawBufferPointer(start: buffer, count: Int(rl_end))
        let ranges = LineDisplay.hiddenRanges(in: UnsafeRawBufferPointer(line))
        guard !ranges.isEmpty else { return rl_redisplay() }
        let originals = ranges.map { Array(line[$0]) }
        for range in ranges {
            for (offset, byte) in zip(range, LineDisplay.standIn(length: range.count)) {
                line[offset] = byte
            }
        }
        rl_redisplay()
        for (range, original) in zip(ranges, originals) {
            for (offset, byte) in zip(range, original) { line[offset] = byte }
        }
    }

    /// Draws the line when a macro's keys put its redisplay off (``boundLine()``).
    static func drawIfDeferred() {
        let deferred = state.withLock { state in
            defer { state.display.drawDeferred = false }
            return state.display.drawDeferred
        }
        if deferred { rl_redisplay_function?() }
    }

    /// Readline's own redisplay of what `echo` shows of the line (a bullet a character, or
    /// nothing), with the cursor among it: readline is pointed at that text while it draws,
    /// then back at the line, which it never shows.
    private static func displayInPlace(of echo: AnswerExposure.Echo) {
        let (buffer, end, point, mark) = (rl_line_buffer, rl_end, rl_point, rl_mark)
        var line = ""
        var before = ""
        if let buffer, end > 0 {
            let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(end))
            line = String(decoding: bytes, as: UTF8.self)
            before = String(decoding: bytes.prefix(Int(max(point, 0))), as: UTF8.self)
        }
        var shown = Array(echo.display(of: line).utf8CString)
        let shownPoint = echo.display(of: before).utf8.count
        shown.withUnsafeMutableBufferPointer { text in
            rl_line_buffer = text.baseAddress
            (rl_end, rl_point, rl_mark) = (Int32(text.count - 1), Int32(shownPoint), 0)
            rl_redisplay()
        }
        (rl_line_buffer, rl_end, rl_point, rl_mark) = (buffer, end, point, mark)
    }
}
