import Testing
import WizardCore
import WizardText

/// Whole-answer matching by ``CompiledPattern``, on characters (`docs/flow-format.md`,
/// "Patterns").
@Suite("Pattern matching", .timeLimit(.minutes(5)))
struct PatternMatchTests {
    @Test(
        "each pattern matches the whole answer or not at all",
        arguments: [
            ("[A-Za-z ]+", "Ada Lovelace", true), ("[A-Za-z ]+", "Ada-Lovelace", false),
            (#"\d{3}-\d{4}"#, "555-1234", true), (#"\d{3}-\d{4}"#, "555-12345", false),
            (#"\d{3}-\d{4}"#, "x555-1234", false), (#"\d+"#, "٣٤", false),
            ("[가-힣]+", "김민지", true), ("[가-힣]+", "김minji", false),
            (".{2,10}", "가나", true), (".{2,10}", "a", false), (".{2,10}", "abcdefghijk", false),
            (".", "é", true), (".", "e\u{301}", true), (".", "🇰🇷", true), (".", "👩‍👩‍👧", true),
            ("..", "x\u{301}", false), ("é", "e\u{301}", true), ("[é]", "e\u{301}", true),
            ("[a-z]", "x\u{301}", false), ("[^a-z]", "x\u{301}", true),
            (#"\w"#, "x\u{301}", true), (#"\W"#, "x\u{301}", false),
            (#"\w+"#, "name_1가é", true), (#"\w"#, "-", false), (#"\W"#, "-", true),
            (#"\s"#, " ", true), (#"\s"#, "\u{3000}", true), (#"\S"#, " ", false),
            (#"\D"#, "a", true), (#"\D"#, "5", false), (#"[\d_]+"#, "1_2", true),
            ("a|b", "b", true), ("a|b", "ab", false), ("ab|", "", true), ("(a|b)*c", "abbac", true),
            ("(?:ab)+", "ababab", true), ("(?:ab)+", "aba", false),
            ("^a$", "a", true), ("a^", "a", false), ("$a", "a", false), ("^$", "", true),
            ("a{2,}", "a", false), ("a{2,}", "aaaaa", true), ("a{,2}", "", true),
            ("a{,2}", "aaa", false), ("a{3}", "aaa", true), ("a{0}", "", true),
            ("a*?b", "aab", true), ("a??", "", true), ("()*", "", true), ("(a*)*", "aaa", true),
            ("(?i)abc", "AbC", true), ("(?i)[a-c]+", "ABCabc", true), ("(?i)é", "É", true),
            ("(?i)[^a]", "A", false), ("abc", "ABC", false),
            (#"\u0041\u{1F600}"#, "A😀", true), (#"\.\*"#, ".*", true), (#"\."#, "a", false),
            (#"[\p{L}\p{N}_ ]+"#, "Kim_1 김철 é", true), (#"[\p{L}\p{N}_ ]+"#, "Kim!", false),
            (#"\P{L}"#, "1", true), (#"\p{N}"#, "٣", true),
            ("", "", true), ("", "a", false), (".", "", false),
            ("(a+)+b", String(repeating: "a", count: 40), false),
        ] as [(String, String, Bool)])
    func matches(source: String, text: String, expected: Bool) throws {
        let pattern = try CompiledPattern(source)
        #expect(pattern.matches(text) == expected)
    }
}
