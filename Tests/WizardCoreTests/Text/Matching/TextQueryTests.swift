import Testing

@testable import WizardCore
@testable import WizardText

@Suite("TextQuery", .timeLimit(.minutes(5)))
struct TextQueryTests {
    private func rank(_ typed: String, _ text: String) -> MatchRank? {
        TextQuery(typed).match(FoldedText(text))?.rank
    }

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
            ("seoul", "Seoul", MatchRank.exact),
            ("SEO", "Seoul", .prefix),
            ("sao", "São Paulo", .prefix),
            ("sa\u{0303}o", "Sao Paulo", .prefix),
            ("sao", "Sa\u{0303}o Paulo", .prefix),
            ("zurich", "Zürich", .exact),
            ("orebro", "Örebro", .exact),
            ("ho chi", "Hồ Chí Minh", .prefix),
            ("new y", "America/New_York", .wordStart),
            ("new_york", "America/New_York", .wordStart),
            ("korea (south)", "Korea (South)", .exact),
        ])
    func folding(typed: String, text: String, expected: MatchRank) {
        #expect(rank(typed, text) == expected)
    }

    @Test(
        "ranks: exact, prefix, word start, initials, substring",
        arguments: [
            ("york", "York", MatchRank.exact),
            ("yo", "York", .prefix),
            ("york", "New York", .wordStart),
            ("ny", "New York", .initials),
            ("any", "America/New_York", .initials),
            ("ork", "New York", .substring),
        ])
    func ranks(typed: String, text: String, expected: MatchRank) {
        #expect(rank(typed, text) == expected)
    }

    @Test("the ranks are ordered best first")
    func order() {
        #expect(
            MatchRank.allCases.sorted() == [.exact, .prefix, .wordStart, .initials, .substring])
    }

    @Test(
        "Hangul matches by syllables and initial consonants, mixed as typed",
        arguments: ["서울", "ㅅㅇ", "서ㅇ", "ㅅ울", "서", "ㅅ", "서우", "\u{1109}\u{110B}"])
    func hangul(typed: String) {
        #expect(rank(typed, "서울") != nil, "\(typed)")
    }

    @Test(
        "Hangul that does not match",
        arguments: [("ㅂㅅ", "서울"), ("서ㅂ", "서울"), ("수울", "서울"), ("서우ㄹ", "서울"), ("서욱", "서울")])
    func hangulMisses(typed: String, text: String) {
        #expect(rank(typed, text) == nil)
    }

    /// The rule itself, with texts as long as the queries: a syllable typed without its final
    /// consonant stands for one with a final only as the last one typed, where the final may
    /// still come; before another typed syllable it is finished, and only itself.
    @Test("a syllable without a final matches one with a final only as the last one typed")
    func unfinishedLastSyllable() {
        #expect(rank("서", "석사") == .prefix)
        #expect(rank("석사", "석사") == .exact)
        #expect(rank("서사", "석사") == nil)
        #expect(rank("우서", "울서") == nil)
        #expect(rank("울서", "울서") == .exact)
        #expect(rank("서우", "서울") == .exact || rank("서우", "서울") == .prefix)
    }

    @Test("initials in Korean words: ㅂㅅ finds 부산 광역시's start, ㄱㅇ its second word")
    func koreanWords() {
        #expect(rank("ㅂㅅ", "부산 광역시") == .prefix)
        #expect(rank("ㄱㅇ", "부산 광역시") == .wordStart)
        #expect(rank("ㅂㄱ", "부산 광역시") == .initials)
    }

    @Test("an empty query, or one of separators only, matches nothing and is empty")
    func empty() {
        #expect(TextQuery("").isEmpty)
        #expect(TextQuery(" /_ ").isEmpty)
        #expect(rank("", "Seoul") == nil)
        #expect(rank("seoulx", "Seoul") == nil)
    }

    @Test("the matched part is given as the text's scalars, accents with their letters")
    func ranges() {
        #expect(marked("seo", "Asia/Seoul") == ["Seo"])
        #expect(marked("new y", "America/New_York") == ["New_Y"])
        #expect(marked("ny", "America/New_York") == ["N", "Y"])
        #expect(marked("sa", "Sa\u{0303}o") == ["Sa\u{0303}"])
        #expect(marked("ㅅㅇ", "서울") == ["서울"])
        #expect(marked("oul", "Seoul") == ["oul"])
    }

    @Test("other scripts fold their case and compare as they are")
    func otherScripts() {
        #expect(rank("αθ", "Αθήνα") == .prefix)
        #expect(rank("моск", "Москва") == .prefix)
        #expect(rank("東京", "東京都") == .prefix)
    }
}
