/// What a person typed to find a text, and the one matcher of the screens' filters, plain
/// mode and `wizard ask choose --filter`.
///
/// The query splits on spaces into terms, and a text matches when every term does
/// (`berry straw`). A term matches as a subsequence of the text (`stwb` in `strawberry`),
/// or, after a `'`, as a run (`'strawb`). Terms fold as texts do (``FoldedText``): case and
/// accents ignored, separators alike; Hangul matched by syllables and by initial consonants
/// mixed as typed (`서울`, `ㅅㅇ` and `서ㅇ` all find `서울`), and a term's last syllable
/// without a final consonant also matches one with a final (`서우`, on the way to `서울`).
///
/// Each term takes the place in the text that scores best (``MatchScore``), tried from its
/// first match and from at most ``startsTried`` later word starts; the text's score is the
/// sum of its terms'. Linear in the text for each term, whatever the query.
public struct TextQuery: Sendable, Equatable {
    /// The terms' units, one after another.
    let units: [UInt32]
    /// Each term: its units' place in ``units``, and whether it is exact.
    let terms: [Term]
    /// The whole query folded as one text, for plain mode's exact and prefix rules.
    public let folded: FoldedText
    /// The ASCII letters and digits every matching text holds (``LetterMask``).
    let letters: UInt64

    /// The most later word starts a term is tried from, past its first match.
    static let startsTried = 3

    public init(_ typed: String) {
        var units: [UInt32] = []
        var terms: [Term] = []
        for word in typed.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            guard let term = QueryTerm(word) else { continue }
            terms.append(
                Term(range: units.count..<(units.count + term.units.count), isExact: term.isExact))
            units += term.units
        }
        self.units = units
        self.terms = terms
        letters = LetterMask.of(units)
        folded = FoldedText(typed)
    }

    /// One term's units' place in ``units``, and whether they must match in a row.
    struct Term: Sendable, Equatable {
        let range: Range<Int>
        let isExact: Bool
    }

    /// Whether the query has no term (only white space, punctuation or marks, or a lone
    /// `'`): it matches every text, and narrows nothing.
    public var isEmpty: Bool { terms.isEmpty }

    /// How `text` matches: its score and the units each term took; `nil` when some term
    /// does not match, or the query is empty.
    public func match(_ text: FoldedText) -> TextMatch? {
        guard !isEmpty else { return nil }
        var positions: [Int] = []
        let score = units.withUnsafeBufferPointer { query in
            text.units.withUnsafeBufferPointer { target in
                self.score(query, in: target, 0..<target.count, recording: true, &positions)
            }
        }
        return score.map { TextMatch(score: $0, units: positions) }
    }

    /// The score of units `range` of `text`, `query` being ``units``; `nil` when some term
    /// does not match. When `recording`, the units each term took are added to `positions`.
    func score(
        _ query: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<UInt32>,
        _ range: Range<Int>, recording: Bool = false, _ positions: inout [Int]
    ) -> Int32? {
        var total: Int32 = 0
        for term in terms {
            let units = UnsafeBufferPointer(rebasing: query[term.range])
            let found =
                term.isExact
                ? Self.bestRun(units, in: text, range)
                : Self.bestSubsequence(units, in: text, range)
            guard let found else { return nil }
            total = total &+ found.score
            if recording {
                _ = MatchScore.score(
                    units, in: text, from: found.first, to: found.end, start: range.lowerBound,
                    recording: true, positions: &positions)
            }
        }
        return total
    }

    /// Where `term` matches `text` as a subsequence, scored: the shortest place ending where
    /// a match from `start` ends, from the first match and from up to ``startsTried`` later
    /// word starts where its first unit matches; the best of them.
    static func bestSubsequence(
        _ term: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<UInt32>,
        _ range: Range<Int>
    ) -> (score: Int32, first: Int, end: Int)? {
        guard term.count <= range.count,
            var best = place(term, in: text, range, from: range.lowerBound)
        else { return nil }
        var ignored: [Int] = []
        var bestScore = MatchScore.score(
            term, in: text, from: best.first, to: best.end, start: range.lowerBound,
            positions: &ignored)
        var tried = 0
        var start = best.first + 1
        let last = term.count == 1
        while tried < startsTried, start < range.upperBound {
            // The next word start after `start` where the term's first unit matches.
            var next = start
            while next < range.upperBound,
                text[next - 1] != LetterFolding.space
                    || !QueryTerm.unit(term[0], matches: text[next], last: last)
            {
                next += 1
            }
            guard next < range.upperBound else { break }
            guard let found = place(term, in: text, range, from: next) else { break }
            tried += 1
            let score = MatchScore.score(
                term, in: text, from: found.first, to: found.end, start: range.lowerBound,
                positions: &ignored)
            if score > bestScore {
                best = found
                bestScore = score
            }
            start = next + 1
        }
        return (bestScore, best.first, best.end)
    }

    /// The place `term` matches from unit `from` on: the first match's end, and the latest
    /// start from which the term still matches before it (fzf's first algorithm).
    private static func place(
        _ term: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<UInt32>,
        _ range: Range<Int>, from: Int
    ) -> (first: Int, end: Int)? {
        let last = term.count - 1
        var next = 0
        var end = -1
        for index in from..<range.upperBound
        where QueryTerm.unit(term[next], matches: text[index], last: next == last) {
            if next == last {
                end = index + 1
                break
            }
            next += 1
        }
        guard end >= 0 else { return nil }
        next = last
        var first = end - 1
        while true {
            if QueryTerm.unit(term[next], matches: text[first], last: next == last) {
                if next == 0 { break }
                next -= 1
            }
            first -= 1
        }
        return (first, end)
    }

    /// Where `term` matches `text` as a run, scored: the first run at a word start, else the
    /// first run; at most ``startsTried`` runs are looked at past the first.
    static func bestRun(
        _ term: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<UInt32>,
        _ range: Range<Int>
    ) -> (score: Int32, first: Int, end: Int)? {
        let length = term.count
        guard length <= range.count else { return nil }
        var best: (score: Int32, first: Int, end: Int)?
        var found = 0
        var ignored: [Int] = []
        for first in range.lowerBound...(range.upperBound - length) {
            var matches = true
            for offset in 0..<length
            where !QueryTerm.unit(
                term[offset], matches: text[first + offset], last: offset == length - 1)
            {
                matches = false
                break
            }
            guard matches else { continue }
            let score = MatchScore.score(
                term, in: text, from: first, to: first + length, start: range.lowerBound,
                positions: &ignored)
            if best.map({ score > $0.score }) ?? true { best = (score, first, first + length) }
            found += 1
            if found > startsTried
                || MatchScore.bonus(text, first, start: range.lowerBound) == MatchScore.boundary
            {
                break
            }
        }
        return best
    }
}

extension TextQuery {
    /// Whether `text` begins with the query's units in a row, matched unit by unit as terms
    /// are (a short list's letter jumps by it: `ㅇ` to `여성`).
    public func begins(_ text: FoldedText) -> Bool {
        guard !isEmpty, units.count <= text.units.count else { return false }
        return units.indices.allSatisfy { index in
            QueryTerm.unit(units[index], matches: text.units[index], last: index == units.count - 1)
        }
    }
}
