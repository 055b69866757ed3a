import TestSupport
import Testing
import WizardCore

/// A grapheme cluster may be as long as its text: a run of Hangul leading jamo is one cluster
/// that terminals draw as one wide glyph per jamo, and a letter may carry any number of
/// marks. Wizard's width must be the terminal's whatever the text (flow texts, option
/// labels, history entries, answers), and flow texts may not hold over-long clusters.
@Suite("Clusters as wide as terminals draw them", .timeLimit(.minutes(5)))
struct ClusterWidthTests {
    /// A run of `count` leading consonants (U+1100…U+1112) drawn from `random`.
    static func jamoRun(_ count: Int, using random: inout SeededRandom) -> String {
        String(
            String.UnicodeScalarView(
                (0..<count).map { _ in
                    Unicode.Scalar(UInt32.random(in: 0x1100...0x1112, using: &random))!
                }))
    }

    @Test("a run of leading jamo is 2 columns a jamo, whatever follows it in the cluster")
    func jamoRuns() {
        var random = SeededRandom(environmentOr: 25_301)
        for _ in 0..<40 {
            let count = Int.random(in: 2...400, using: &random)
            let (tail, tailWidth) = [("", 0), ("\u{1161}", 0), ("\u{1161}\u{11A8}", 0), ("가", 2)]
                .randomElement(using: &random)!
            let text = Self.jamoRun(count, using: &random) + tail
            #expect(text.count == 1, "one cluster")
            let passed =
                text.displayWidth == 2 * count + tailWidth
                && text.displayWidth == Self.terminalWidth(text)
            #expect(
                TestReport.variant("3 frame: clusters as wide as drawn", passed: passed),
                "\(count) jamo + \(tail.unicodeScalars.count): \(text.displayWidth)")
            var glyphs = 0
            text.forEachGlyph { _, width in glyphs += width }
            #expect(glyphs == text.displayWidth)
        }
        // A letter under any number of marks stays one column, as drawn.
        for marks in [1, 15, 100, 100_000] {
            let text = "a" + String(repeating: "\u{0301}", count: marks)
            #expect(text.displayWidth == 1, "\(marks) marks")
        }
    }

    /// Columns a terminal gives `text`, scalar by scalar as `wcwidth` does, for the scalars
    /// these tests draw (ASCII, leading and other jamo, Hangul syllables, `❯`, `…`, `�`):
    /// wizard's own measure is not the judge of itself.
    static func terminalWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { columns, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x1160...0x11FF: columns
            case 0x1100...0x115F, 0xAC00...0xD7A3: columns + 2
            default: columns + 1
            }
        }
    }

    @Test("a field row stays inside the terminal with a jamo run from the history or typed")
    func fieldRow() {
        var random = SeededRandom(environmentOr: 25_302)
        for _ in 0..<30 {
            let width = Int.random(in: 12...120, using: &random)
            let line =
                "Al" + Self.jamoRun(Int.random(in: 2...5000, using: &random), using: &random)
                + "ce"
            let cursor = Int.random(in: 0...line.count, using: &random)
            let row = FieldRow(prompt: "  ❯ ", line: line, cursor: cursor, width: width)
            let passed = Self.terminalWidth(row.text) < width && row.cursorColumn < width
            #expect(
                TestReport.variant("3 frame: clusters as wide as drawn", passed: passed),
                "\(width) columns: \(Self.terminalWidth(row.text)), cursor \(row.cursorColumn)")
        }
    }

    @Test("flow check refuses a text with a character of over 16 scalars, at its column")
    func longClusterInFlow() {
        var random = SeededRandom(environmentOr: 25_303)
        for _ in 0..<20 {
            let marks = Int.random(in: 16...100_000, using: &random)
            let long = "a" + String(repeating: "\u{0301}", count: marks)
            let prefix = String(repeating: "x", count: Int.random(in: 0...20, using: &random))
            let place = Int.random(in: 0..<3, using: &random)
            let title = place == 0 ? prefix + long : "T"
            let label = place == 1 ? prefix + long : "A"
            let korean = place == 2 ? prefix + long : "제목"
            let text =
                #"{"id":"w","steps":[{"kind":"picker","key":"p","title":{"en":"\#(title)","ko":"\#(korean)"},"options":[{"value":"a","label":"\#(label)"}]}]}"#
            let problems = FlowReader.read(Array(text.utf8)).problems
            let long16 = problems.filter { $0.message.english.contains("more than 16 scalars") }
            let column =
                long16.first.map { problem in
                    // The column of the long character's first scalar.
                    let quote = text.unicodeScalars.firstIndex { $0 == "\u{0301}" }!
                    let scalarColumn = text.unicodeScalars.distance(
                        from: text.unicodeScalars.startIndex, to: quote)
                    return problem.location.column == scalarColumn
                } ?? false
            #expect(
                TestReport.variant("3 frame: over-long clusters refused in flows", passed: column),
                "\(marks) marks at place \(place): \(problems.map(\.message.english))")
        }
        // Up to 16 scalars a character passes.
        let fine = "a" + String(repeating: "\u{0301}", count: 15)
        #expect(
            FlowReader.read(Array(#"{"id":"w","steps":[{"kind":"info","title":"\#(fine)"}]}"#.utf8))
                .problems.isEmpty)
    }
}
