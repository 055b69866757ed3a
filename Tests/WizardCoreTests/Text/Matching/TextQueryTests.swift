import Testing

@testable import WizardCore
@testable import WizardText

@Suite("TextQuery", .timeLimit(.minutes(5)))
struct TextQueryTests {
    private func score(_ typed: String, _ text: String) -> Int32? {
        TextQuery(typed).match(FoldedText(text))?.score
    }

    private func matches(_ typed: String, _ text: String) -> Bool { score(typed, text) != nil }

    /// The parts of `text` a query marks, as the strings of those scalars.
    private func marked(_ typed: String, _ text: String) -> [String] {
        let folded = FoldedText(text)
        guard let match = TextQuery(typed).match(folded) else { return [] }
        let scalars = Array(text.unicodeScalars)
        return match.scalarRanges(in: folded).map { range in
            var part = String.UnicodeScalarView()
            part.append(contentsOf: scalars[range])
            return String(part)
        }
    }

    @Test(
        "case, accents and separators fold away",
        arguments: [
            ("seoul", "Seoul"), ("SEO", "Seoul"), ("sao", "São Paulo"),
            ("sa\u{0303}o", "Sao Paulo"), ("sao", "Sa\u{0303}o Paulo"), ("zurich", "Zürich"),
            ("orebro", "Örebro"), ("ho chi", "Hồ Chí Minh"), ("new_york", "America/New_York"),
            ("korea (south)", "Korea (South)"),
        ])
    func folding(typed: String, text: String) {
        #expect(matches(typed, text))
    }

    @Test(
        "each term matches as a subsequence, and every term must match",
        arguments: [
            ("stwb", "strawberry", true), ("berry straw", "strawberry", true),
            ("straw berry", "strawberry", true), ("bws", "strawberry", false),
            ("berry plum", "strawberry", false), ("ny", "America/New_York", true),
            ("srw", "strawberry", true), ("strawberryx", "strawberry", false),
        ])
    func terms(typed: String, text: String, expected: Bool) {
        #expect(matches(typed, text) == expected)
    }

    @Test("a term after ' matches only as a run")
    func exactTerms() {
        #expect(matches("'rawb", "strawberry"))
        #expect(!matches("'stwb", "strawberry"))
        #expect(matches("'berry 'straw", "strawberry"))
        #expect(TextQuery("'").isEmpty)
    }

    @Test("a run scores over letters apart, a word's start over its inside, shorter gaps higher")
    func scores() throws {
        let run = try #require(score("berry", "strawberry"))
        let apart = try #require(score("berry", "xbxexrxrxy"))
        #expect(run > apart)
        let start = try #require(score("york", "New York"))
        let inside = try #require(score("york", "Newyork"))
        #expect(start > inside)
        let near = try #require(score("ab", "axb"))
        let far = try #require(score("ab", "axxxxxb"))
        #expect(near > far)
        // The best place is found, not the first: `s` at Seoul's start, not in Asia.
        let seoul = try #require(score("s", "Asia Seoul"))
        let first = try #require(score("s", "Asia"))
        #expect(seoul > first)
    }

    @Test(
        "Hangul matches by syllables and initial consonants, mixed as typed",
        arguments: ["서울", "ㅅㅇ", "서ㅇ", "ㅅ울", "서", "ㅅ", "서우", "\u{1109}\u{110B}"])
    func hangul(typed: String) {
        #expect(matches(typed, "서울"), "\(typed)")
    }

    @Test(
        "Hangul that does not match",
        arguments: [("ㅂㅅ", "서울"), ("서ㅂ", "서울"), ("수울", "서울"), ("서우ㄹ", "서울"), ("서욱", "서울")])
    func hangulMisses(typed: String, text: String) {
        #expect(!matches(typed, text))
    }

    /// A syllable typed without its final consonant stands for one with a final only as a
    /// term's last one, where the final may still come.
    @Test("a syllable without a final matches one with a final only as the last one typed")
    func unfinishedLastSyllable() {
        #expect(matches("서", "석사"))
        #expect(matches("석사", "석사"))
        #expect(!matches("서사", "석사"))
        #expect(!matches("우서", "울서"))
        #expect(matches("서우", "서울"))
    }

    @Test("an empty query, or one of separators only, matches nothing and is empty")
    func empty() {
        #expect(TextQuery("").isEmpty)
        #expect(TextQuery(" /_ ").isEmpty)
        #expect(!matches("", "Seoul"))
        #expect(!matches("seoulx", "Seoul"))
    }

    @Test("the matched letters are given as the text's scalars, accents with their letters")
    func ranges() {
        #expect(marked("seo", "Asia/Seoul") == ["Seo"])
        #expect(marked("new y", "America/New_York") == ["New", "Y"])
        #expect(marked("stwb", "strawberry") == ["st", "wb"])
        #expect(marked("sa", "Sa\u{0303}o") == ["Sa\u{0303}"])
        #expect(marked("ㅅㅇ", "서울") == ["서울"])
        #expect(marked("oul", "Seoul") == ["oul"])
    }

    @Test("other scripts fold their case and compare as they are")
    func otherScripts() {
        #expect(matches("αθ", "Αθήνα"))
        #expect(matches("моск", "Москва"))
        #expect(matches("東京", "東京都"))
    }

    @Test("a query begins a text unit by unit, a Hangul initial for its syllables")
    func begins() {
        #expect(TextQuery("ㅇ").begins(FoldedText("여성")))
        #expect(TextQuery("é").begins(FoldedText("Eve")))
        #expect(!TextQuery("ㅇ").begins(FoldedText("남성")))
    }
}
