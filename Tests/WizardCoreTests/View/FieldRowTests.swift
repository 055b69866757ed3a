import Testing
import WizardCore

/// The text field's row: scrolled sideways on grapheme and width boundaries, margin and
/// prompt kept, `…` where text is hidden, never as wide as the terminal.
@Suite("Text field row", .timeLimit(.minutes(5)))
struct FieldRowTests {
    let prompt = "  ❯ "

    @Test("a line that fits is shown whole, the cursor after the text before it")
    func fits() {
        let row = FieldRow(prompt: prompt, line: "Zoe", cursor: 2, width: 40)
        #expect(row.text == "  ❯ Zoe")
        #expect(row.cursorColumn == 6)
    }

    @Test("a line break (a pasted one) shows as ↵, one column, in ASCII as $; CR LF is one")
    func lineBreak() {
        let row = FieldRow(prompt: prompt, line: "Alice\nBob\r\nEve", cursor: 10, width: 40)
        #expect(row.text == "  ❯ Alice↵Bob↵Eve")
        #expect(row.cursorColumn == 4 + 10)
        #expect(Glyphs.ascii.cells(row.text) == "  > Alice$Bob$Eve")
    }

    @Test("a 96-character name at 80 columns keeps the margin and the prompt, ends with the cursor")
    func longName() {
        let name = String(repeating: "abcdefghijkl", count: 8)
        let row = FieldRow(prompt: prompt, line: name, cursor: name.count, width: 80)
        #expect(row.text.hasPrefix("  ❯ …"))
        #expect(row.text.hasSuffix("ijkl"))
        #expect(row.text.displayWidth <= 79)
        #expect(row.cursorColumn == row.text.displayWidth)
        let start = FieldRow(prompt: prompt, line: name, cursor: 0, width: 80)
        #expect(start.text.hasPrefix("  ❯  abcdefghijkl"))
        #expect(start.text.hasSuffix("…"))
        #expect(start.cursorColumn == 5)
        #expect(start.text.displayWidth <= 79)
    }

    @Test(
        "a 24-syllable Korean name at 40 columns: whole syllables, no added spaces, the cursor on a glyph's first column",
        arguments: [0, 5, 12, 23, 24])
    func korean(cursor: Int) {
        let name = String(repeating: "김철수민지하", count: 4)
        let row = FieldRow(prompt: prompt, line: name, cursor: cursor, width: 40)
        #expect(row.text.hasPrefix("  ❯ "))
        #expect(row.text.displayWidth <= 39)
        let shown = row.text.dropFirst(prompt.count)
        // Between the markers, only the name's syllables, in order.
        let inner = shown.drop { $0 == "…" || $0 == " " }.prefix { $0 != "…" }
        #expect(name.contains(String(inner)), "\(row.text)")
        #expect(!inner.contains(" "))
        // The cursor sits where a syllable starts: the prompt, a marker column, and two
        // columns per syllable.
        #expect((row.cursorColumn - prompt.displayWidth - 1) % 2 == 0, "\(row)")
    }

    @Test("a placeholder's soft hyphens take their columns: the row stays one row")
    func softHyphenPlaceholder() {
        let placeholder = "Kon\u{AD}to\u{AD}num\u{AD}mer des Haupt\u{AD}kon\u{AD}tos"
        let row = FieldRow(prompt: prompt, line: "", cursor: 0, width: 20, placeholder: placeholder)
        #expect(row.placeholder == "Kon\u{AD}to\u{AD}num\u{AD}mer…")
        // Every scalar here takes one column in a terminal (glibc's wcwidth): the row and its
        // placeholder leave the last column empty.
        #expect((row.text + row.placeholder).unicodeScalars.count == 19)
    }

    @Test("characters a terminal would act on show as U+FFFD")
    func unsafe() {
        let row = FieldRow(prompt: prompt, line: "a\u{1B}[2Jb", cursor: 0, width: 40)
        #expect(!row.text.contains("\u{1B}"))
        #expect(row.text.hasPrefix("  ❯ a\u{FFFD}[2Jb"))
    }
}
