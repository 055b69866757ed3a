import WizardText

/// The one row a text field is drawn in at a terminal: the prompt (margin and `❯`), then
/// as much of the line as fits, scrolled sideways so that the cursor shows.
///
/// Widths come from ``Character/displayWidth``, the one display-width authority. The
/// line is cut between grapheme clusters, never inside one or inside a wide character;
/// `…` stands where text is hidden on either side. The last column stays empty, so the
/// row never fills the terminal's width and never wraps. Characters a terminal would act
/// on show as U+FFFD, as everywhere else on screen, and so do characters that would draw
/// as nothing (``Swift/Character/isInvisible``: a zero-width space, a filler), so that
/// what the answer holds is seen before its alert says it; a line break (a pasted one)
/// shows as `↵`, the symbol its alert names.
///
/// An empty line shows the field's placeholder after the prompt, cut to the room there is,
/// for the editor to draw dimmed; the cursor stays before it.
///
/// A kind's ``AnswerExposure/Echo`` decides what of the line shows: the line, a bullet for
/// each character (the cursor among them), or nothing (the cursor after the prompt).
public struct FieldRow: Equatable, Sendable {
    /// What the row shows, prompt first.
    public let text: String
    /// The terminal column of the cursor, counted from 0.
    public let cursorColumn: Int
    /// Shown after ``text``, dimmed, while the line is empty; empty otherwise.
    public let placeholder: String

    /// - Parameters:
    ///   - prompt: shown first, whole.
    ///   - line: the line being edited, or the part of it around the cursor.
    ///   - cursor: characters of `line` before the cursor.
    ///   - width: the terminal's width in columns.
    ///   - clipped: whether the line goes on before and after `line`: a long line is drawn
    ///     from a window around its cursor, so that each key costs the row's width rather
    ///     than the line's length.
    ///   - placeholder: the field's hint while the line is empty.
    ///   - echo: how the line shows.
    public init(
        prompt: String, line: String, cursor: Int, width: Int,
        clipped: (before: Bool, after: Bool) = (false, false), placeholder: String = "",
        echo: AnswerExposure.Echo = .asTyped
    ) {
        let isEmpty = line.isEmpty && !clipped.before && !clipped.after
        var (line, cursor, clipped) = (line, cursor, clipped)
        line = echo.display(of: line)
        if echo == .hidden { (cursor, clipped) = (0, (false, false)) }
        var shown = line.map { character -> Character in
            if character.unicodeScalars.contains(where: AnswerBounds.isLineBreak) { return "↵" }
            if let ascii = character.asciiValue {
                return (0x20..<0x7F).contains(ascii) ? character : "\u{FFFD}"
            }
            let safe = String(character).terminalSafe
            return safe.count == 1 && !character.isInvisible ? Character(safe) : "\u{FFFD}"
        }
        let promptWidth = prompt.displayWidth
        // One column is left empty after the row.
        let room = max(width - promptWidth - 1, 1)
        // A character wider than the row's inside (a long run of Hangul leading jamo is one
        // cluster drawn as many wide glyphs) could show nowhere: U+FFFD stands for it.
        let widest = max(room - 2, 1)
        shown = shown.map { $0.displayWidth > widest ? "\u{FFFD}" : $0 }
        let widths = shown.map(\.displayWidth)
        cursor = min(max(cursor, 0), shown.count)
        self.placeholder = isEmpty ? placeholder.flowTextSafe.truncated(toWidth: room) : ""
        if !clipped.before && !clipped.after && widths.reduce(0, +) <= room {
            text = prompt + String(shown)
            cursorColumn = promptWidth + widths[..<cursor].reduce(0, +)
            return
        }
        // Too wide: a column for `…` on each side, and the cursor's glyph (or the empty
        // cell after the line) always inside.
        let inner = widest
        var start = cursor
        var end = cursor
        var used = cursor < shown.count ? widths[cursor] : 1
        if cursor < shown.count { end += 1 }
        while start > 0, used + widths[start - 1] <= inner {
            start -= 1
            used += widths[start]
        }
        while end < shown.count, used + widths[end] <= inner {
            used += widths[end]
            end += 1
        }
        let left = start > 0 || clipped.before ? "…" : " "
        let right = end < shown.count || clipped.after ? "…" : ""
        text = prompt + left + String(shown[start..<end]) + right
        cursorColumn = promptWidth + 1 + widths[start..<cursor].reduce(0, +)
    }
}
