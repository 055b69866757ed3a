import Testing
import WizardCore
import WizardText

private let koreanSentence = "어디서든 터피의 춤을 배워보세요. 이 앱은 근심걱정들을 없애고 행운을 가져다 줍니다."

@Suite("Display width", .timeLimit(.minutes(5)))
struct DisplayWidthTests {
    @Test(
        "each character is as wide as a terminal draws it: 0, 1 or 2 columns",
        arguments: [
            ("김", 2), ("\u{1100}\u{1175}\u{11B7}", 2), ("e\u{301}", 1), ("😓", 2),
            ("👨‍👩‍👧", 2), ("🇰🇷", 2), ("Ａ", 2), ("A", 1), ("\u{2764}\u{FE0F}", 2),
            ("\u{2764}", 1), ("\u{200B}", 0), ("━", 1), ("●", 1), ("\u{301}", 0),
            ("\u{7}", 0), ("\u{9B}", 0), ("\u{FEFF}", 0), ("中", 2), ("。", 2),
            ("\u{20000}", 2), ("#", 1), ("1\u{FE0F}\u{20E3}", 2), ("👍🏽", 2), ("🚀", 2),
            ("✅", 2), ("\u{2764}\u{200D}\u{1F525}", 2), ("\u{1F1F0}", 2), ("\u{1161}", 0),
            ("\u{11B7}", 0), ("\u{D7B0}", 0), ("\u{D7FB}", 0),
            // As glibc's wcwidth says: a soft hyphen and the Arabic number sign take a column
            // (format characters that draw), a text-style emoji one, its emoji style two.
            ("\u{AD}", 1), ("\u{600}", 1), ("\u{1F321}", 1), ("\u{1F321}\u{FE0F}", 2),
            ("\u{25FD}", 2), ("\u{4DC0}", 2), ("\u{17000}", 2), ("\u{1F200}", 2),
            // Unknown to glibc 2.36, measured from Swift's Unicode: a newer emoji, a newer CJK
            // ideograph, a newer kana amid wide ones, a newer combining mark, a C1 control.
            ("\u{1FAE8}", 2), ("\u{31350}", 2), ("\u{1B132}", 2), ("\u{1E4EC}", 0),
            ("\u{85}", 0),
        ] as [(Character, Int)])
    func character(character: Character, width: Int) {
        #expect(character.displayWidth == width)
    }

    @Test(
        "a string's width is the sum of its characters'",
        arguments: [
            ("김철", 4), ("", 0), ("Hello, 김철!", 12), ("Jose\u{301}", 4),
            ("\u{1100}\u{1175}\u{11B7}\u{110E}\u{1165}\u{11AF}", 4), ("🇰🇷🇯🇵", 4),
            // A soft hyphen is a column whether the text takes the short way or is broken into
            // characters (a combining mark before it); so are the two emoji among the shapes.
            ("Benutzer\u{AD}name", 13), ("Jose\u{301}\u{AD}", 5), ("\u{25FD}x", 3),
            ("\u{25FD}\u{301}x", 3),
        ])
    func string(text: String, width: Int) {
        #expect(text.displayWidth == width)
        #expect(text[...].displayWidth == width)
    }

    @Test(
        "glyphs: standalone scalars one by one, other text by cluster; widths add up",
        arguments: [
            ("a김━", [Glyph.scalar("a"), .scalar("김"), .scalar("━")], [1, 2, 1]),
            (
                "Jose\u{301}!",
                [.cluster("J"), .cluster("o"), .cluster("s"), .cluster("e\u{301}"), .cluster("!")],
                [1, 1, 1, 1, 1]
            ),
            ("a\u{7}😓", [.cluster("a"), .cluster("😓")], [1, 2]),
            ("\u{7}b", [.scalar("b")], [1]),
            ("", [], []),
        ] as [(String, [Glyph], [Int])])
    func glyphs(text: String, glyphs: [Glyph], widths: [Int]) {
        var seen: [(Glyph, Int)] = []
        text.forEachGlyph { seen.append(($0, $1)) }
        #expect(seen.map(\.0) == glyphs)
        #expect(seen.map(\.1) == widths)
        #expect(widths.reduce(0, +) == text.displayWidth)
    }

    @Test(
        "wrapping breaks at spaces and drops the breaking spaces",
        arguments: [
            (
                "The quick brown fox jumps over the lazy dog and keeps running", 20,
                ["The quick brown fox", "jumps over the lazy", "dog and keeps", "running"]
            ),
            (
                koreanSentence, 20,
                ["어디서든 터피의 춤을", "배워보세요. 이 앱은", "근심걱정들을 없애고", "행운을 가져다", "줍니다."]
            ),
            (
                koreanSentence, 36,
                ["어디서든 터피의 춤을 배워보세요. 이", "앱은 근심걱정들을 없애고 행운을", "가져다 줍니다."]
            ),
            ("aaa   bbb", 5, ["aaa", "bbb"]),
            ("aaa   bbb", 9, ["aaa   bbb"]),
            ("  ab cd", 5, ["  ab", "cd"]),
            ("ab  ", 4, ["ab  "]),
            ("ab   ", 4, ["ab"]),
            ("fits", 4, ["fits"]),
        ])
    func wrapAtSpaces(text: String, width: Int, lines: [String]) {
        #expect(text.wrapped(toWidth: width) == lines)
    }

    @Test("a word broken between characters counts its soft hyphens, as terminals draw them")
    func wrapSoftHyphens() {
        let word = "Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesell\u{AD}schaft"
        let lines = word.wrapped(toWidth: 10)
        // Every scalar here takes one column in a terminal (glibc's wcwidth).
        #expect(lines.map(\.unicodeScalars.count) == [10, 10, 10, 9])
        #expect(lines.joined() == word)
    }

    @Test("wrapped Korean lines fit and rejoin to the original", arguments: [20, 36])
    func wrapKorean(width: Int) {
        let lines = koreanSentence.wrapped(toWidth: width)
        #expect(lines.count > 1)
        for line in lines { #expect(line.displayWidth <= width, "\(line)") }
        #expect(lines.joined(separator: " ") == koreanSentence)
    }

    @Test(
        "a word wider than the line breaks between characters",
        arguments: [
            (
                String(repeating: "x", count: 30), 10,
                [
                    String(repeating: "x", count: 10), String(repeating: "x", count: 10),
                    String(repeating: "x", count: 10),
                ]
            ),
            (
                "go " + String(repeating: "y", count: 25) + " now", 10,
                [
                    "go", String(repeating: "y", count: 10), String(repeating: "y", count: 10),
                    "yyyyy now",
                ]
            ),
            ("a김김김", 4, ["a김", "김김"]),  // a wide character never straddles the limit
            ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 4, ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧"]),
            ("e\u{301}e\u{301}e\u{301}", 2, ["e\u{301}e\u{301}", "e\u{301}"]),
        ])
    func wrapLongWord(text: String, width: Int, lines: [String]) {
        let wrapped = text.wrapped(toWidth: width)
        #expect(wrapped == lines)
        // String == treats canonically equivalent text as equal; clusters must stay whole.
        #expect(wrapped.map { Array($0.unicodeScalars) } == lines.map { Array($0.unicodeScalars) })
    }

    @Test(
        "newlines are kept as line breaks, and empty text is one empty line",
        arguments: [
            ("first line\n\nsecond", 20, ["first line", "", "second"]),
            ("one two three\nfour", 8, ["one two", "three", "four"]),
            ("a\n", 5, ["a", ""]),
            ("a\r\nb", 5, ["a", "b"]),
            ("", 5, [""]),
        ])
    func wrapNewlines(text: String, width: Int, lines: [String]) {
        #expect(text.wrapped(toWidth: width) == lines)
    }

    @Test("every wrapped line fits, whatever the width", arguments: 2...12)
    func wrapFits(width: Int) {
        let texts = [
            koreanSentence, "Ａ😓 a🇰🇷b 김철 \u{1100}\u{1175}\u{11B7}x", "supercalifragilistic 김",
        ]
        for text in texts {
            for line in text.wrapped(toWidth: width) {
                #expect(line.displayWidth <= width, "\(text) at \(width): \(line)")
            }
        }
    }

    @Test(
        "truncation keeps the longest prefix that fits",
        arguments: [
            ("Hello, world", 5, true, "Hell…"),
            ("Hello, world", 5, false, "Hello"),
            ("Hello", 5, true, "Hello"),
            ("Hello", 9, false, "Hello"),
            ("김철수", 5, true, "김철…"),
            ("김철수", 4, true, "김…"),
            ("김철수", 5, false, "김철"),
            ("김철수", 3, false, "김"),
            ("김철수", 6, true, "김철수"),
            ("🇰🇷🇯🇵", 3, false, "🇰🇷"),
            ("abc", 1, true, "…"),
            ("abc", 0, true, ""),
            ("", 0, true, ""),
        ])
    func truncation(text: String, width: Int, ellipsis: Bool, expected: String) {
        #expect(text.truncated(toWidth: width, ellipsis: ellipsis) == expected)
        #expect(expected.displayWidth <= width)
    }

    @Test(
        "padding fills to exactly the width",
        arguments: [
            ("ab", 5, "ab   "), ("김", 4, "김  "), ("김철수", 5, "김철…"), ("김철수", 4, "김… "),
            ("", 3, "   "), ("exact", 5, "exact"),
        ])
    func padding(text: String, width: Int, expected: String) {
        #expect(text.padded(toWidth: width) == expected)
        #expect(text.padded(toWidth: width).displayWidth == width)
    }
}
