import Testing
import WizardCore

@Suite("White space trimmed from texts", .timeLimit(.minutes(5)))
struct TrimmingTests {
    @Test(
        "leading and trailing white space of any kind goes, and nothing else",
        arguments: [
            ("Seoul", "Seoul"),
            ("a b", "a b"),
            ("  7 ", "7"),
            ("\t007\n", "007"),
            ("\u{3000}서울\u{3000}", "서울"),
            ("\u{00A0}x", "x"),
            ("x\u{2003}", "x"),
            ("e\u{0301}", "e\u{0301}"),
            ("!\u{2003}?", "!\u{2003}?"),
            ("  ", ""),
            ("", ""),
        ])
    func trims(text: String, trimmed: String) {
        #expect(String(text.trimmingWhitespace) == trimmed)
    }
}
