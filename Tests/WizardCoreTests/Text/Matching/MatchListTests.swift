import Testing

@testable import WizardText

/// The ranking of a list's options against fixed cases: what a person means comes first.
@Suite("MatchList ranking", .timeLimit(.minutes(5)))
struct MatchListTests {
    /// The labels of the options `typed` matches among `labels` (values `v0`, `v1` …, or
    /// `values`), best first.
    private func ranked(_ typed: String, _ labels: [String], values: [String]? = nil) -> [String] {
        let list = MatchList(
            labels: labels, values: values ?? labels.indices.map { "v\($0)" })
        return list.ranked(TextQuery(typed)).map { labels[Int($0)] }
    }

    private let fruit = ["strawberries", "raspberry", "strawberry", "straw hat", "blueberry"]

    @Test(
        "fixed cases",
        arguments: [
            ("strawb", "strawberry"), ("stwb", "strawberry"), ("berry straw", "strawberry"),
            ("'strawb", "strawberry"), ("rasp", "raspberry"), ("sh", "straw hat"),
        ])
    func fixedCases(typed: String, first: String) {
        #expect(ranked(typed, fruit).first == first, "\(typed): \(ranked(typed, fruit))")
    }

    @Test("ties go to the shorter label, then keep the list's order")
    func ties() {
        #expect(ranked("strawb", fruit) == ["strawberry", "strawberries"])
        #expect(ranked("a", ["ab", "ac", "a b"]) == ["ab", "ac", "a b"])
        #expect(ranked("ㅅㅇ", ["부산", "수원시", "서울"]) == ["서울", "수원시"])
    }

    @Test("a word's start ranks over a run inside a word")
    func wordStarts() {
        #expect(ranked("ny", ["Sunny", "New York"]) == ["New York", "Sunny"])
    }

    @Test("s among time zones: the Asia/ every value begins with never counts")
    func sharedValuePrefix() {
        let zones = ["Asia/Seoul", "Asia/Tokyo", "Asia/Kabul", "Asia/Dubai"]
        let labels = ["서울", "東京", "Kabul", "Dubai"]
        #expect(ranked("s", labels, values: zones) == ["서울"])
        #expect(ranked("asia", labels, values: zones) == [])
        #expect(ranked("tok", labels, values: zones) == ["東京"])
    }

    @Test("labels first: an option matched by its value only comes after those matched by label")
    func labelsFirst() {
        let labels = ["Sweden", "Germany"]
        let values = ["SE", "DE"]
        // Germany's value scores higher, but Sweden's label matches.
        #expect(ranked("de", labels, values: values) == ["Sweden", "Germany"])
        #expect(ranked("ge", labels, values: values) == ["Germany"])
    }

    @Test("a pool narrows the options looked at, and the order stays")
    func pool() {
        let list = MatchList(labels: fruit, values: fruit)
        #expect(list.ranked(TextQuery("berr"), among: [0, 1]) == [1, 0])
    }
}
