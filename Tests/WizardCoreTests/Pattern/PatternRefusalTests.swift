import Testing
import WizardCore
import WizardMessages
import WizardText

/// The subset of `docs/flow-format.md` ("Patterns"): what it accepts, and each construct it
/// refuses with the character (from 0) where the refusal points.
@Suite("Pattern syntax", .timeLimit(.minutes(5)))
struct PatternRefusalTests {
    @Test(
        "patterns inside the subset compile",
        arguments: [
            "", "a", "abc", "[A-Za-z ]+", #"\d{3}-\d{4}"#, "[가-힣]+", ".{2,10}", "(a|b)*c",
            "(?:ab)+", "^a$", "a|", "()", "(a+)+", "(a|aa)*", #"(\w+ ?)+"#, "a*?b+?c??",
            "a{2}?", "a{,3}", "a{2,}", "[^0-9]", "[-a]", "[a-]", #"[\d\s_]"#, #"\.\\\*\+\?"#,
            #"\u0041\u{1F600}"#, #"\t\n\r"#, "(?i)abc", "[(a+)+]+", #"\{\}\]\[\(\)\|\^\$"#,
            #"\ "#, "a{1000}", "(.*){1,1000}(.*){1,249}", #"[\p{L}\p{N}_ ]+"#,
            #"\P{Letter}\p{Number}"#, "é", "x\u{301}",
        ])
    func accepted(source: String) throws {
        _ = try CompiledPattern(source)
    }

    @Test(
        "constructs outside the subset are refused where they stand",
        arguments: [
            (#"(\w)\1"#, PatternRefusal.Reason.backreference, 4),
            (#"(?<n>a)\k<n>"#, .groupKind, 0),
            (#"a\k<n>"#, .backreference, 1),
            (#"a\g{1}"#, .backreference, 1),
            ("a(?=b)", .lookaround, 1), ("a(?!b)", .lookaround, 1),
            ("(?<=a)b", .lookaround, 0), ("(?<!a)b", .lookaround, 0),
            ("(?>a+)b", .atomicGroup, 0),
            ("a*+", .possessive, 2), ("a++", .possessive, 2), ("a?+", .possessive, 2),
            ("a{2}+", .possessive, 4),
            (#"\Qa+\E"#, .quoting, 0), (#"a\E"#, .quoting, 1),
            ("(?x) a + b", .flag, 0), ("(?s).", .flag, 0), ("a(?i)b", .flag, 1),
            ("(?i:a)", .flag, 0), ("(?-i)a", .flag, 0), ("(?#c)a", .groupKind, 0),
            ("(?P<n>a)", .groupKind, 0), ("(?'n'a)", .groupKind, 0),
            (#"\b"#, .escape(#"\b"#), 0), (#"a\z"#, .escape(#"\z"#), 1),
            (#"\p{Lu}"#, .escape(#"\p{Lu}"#), 0), (#"a\pL"#, .escape(#"\p"#), 1),
            (#"\x41"#, .escape(#"\x"#), 0),
            (#"\0"#, .escape(#"\0"#), 0), (#"[\b]"#, .escape(#"\b"#), 1),
            (#"ab\"#, .trailingBackslash, 2),
            (#"\u12"#, .codePoint, 0), (#"\u{}"#, .codePoint, 0), (#"\u{110000}"#, .codePoint, 0),
            (#"\u{D800}"#, .codePoint, 0),
            ("(ab", .unclosedGroup, 0), ("a(b(c)", .unclosedGroup, 1), ("ab)", .unopenedGroup, 2),
            ("[ab", .unclosedClass, 0), ("x[^", .unclosedClass, 1),
            ("[]", .emptyClass, 0), ("[^]", .emptyClass, 0),
            ("[a[b]]", .classSetOperation, 2), ("[[:alpha:]]", .classSetOperation, 1),
            ("[a-z&&b]", .classSetOperation, 4), ("[a--b]", .classSetOperation, 3),
            ("[z-a]", .range, 1), (#"[\d-z]"#, .range, 1),
            ("*a", .nothingToRepeat, 0), ("a**", .nothingToRepeat, 2),
            ("(|+)", .nothingToRepeat, 2),
            ("^*", .nothingToRepeat, 1), ("a{2}{3}", .nothingToRepeat, 4),
            ("{2}", .nothingToRepeat, 0),
            ("a{", .brace, 1), ("a{x}", .brace, 1), ("a{,}", .brace, 1), ("a}", .brace, 1),
            ("a]", .brace, 1), ("{", .brace, 0),
            ("a{5,2}", .countOrder, 1),
            ("a{1001}", .countTooLarge, 2), ("a{2,99999999999999999999}", .countTooLarge, 4),
            (
                String(repeating: "(", count: 101) + "a" + String(repeating: ")", count: 101),
                .nestingTooDeep, 100
            ),
            ("(a{1000}){1000}", .tooLarge, 9), ("x(.{1000}){20}", .tooLarge, 10),
            ("[a-z]{1000}[0-9]{1000}(ab){1000}(cd){1000}", .tooLarge, 36),
        ] as [(String, PatternRefusal.Reason, Int)])
    func refused(source: String, reason: PatternRefusal.Reason, position: Int) {
        #expect(throws: PatternRefusal(reason, at: position)) { try CompiledPattern(source) }
    }

    @Test("a refusal reads with its position in flow check, in both languages")
    func message() {
        let message = Message.FlowCheck.patternRefused(PatternRefusal(.backreference, at: 4))
        #expect(
            message.english == "backreferences are not supported (at character 5 of the pattern)")
        #expect(message(.korean) == "역참조는 쓸 수 없습니다 (패턴의 5번째 문자)")
    }
}
