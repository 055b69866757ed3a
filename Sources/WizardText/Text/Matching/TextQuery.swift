/// What a person typed to find a text, folded as texts are (``FoldedText``), and the one
/// matcher: case and accents ignored, separators alike (`new y` finds `New_York`), and
/// Hangul matched by syllables and by initial consonants mixed as typed (`서울`, `ㅅㅇ` and
/// `서ㅇ` all find `서울`); a last syllable without a final consonant also matches one with
/// a final (`서우`, on the way to `서울`).
public struct TextQuery: Sendable, Equatable {
    /// The folded query.
    public let folded: FoldedText

    public init(_ typed: String) {
        folded = FoldedText(typed)
    }

    /// Whether the query folds to nothing (only white space, punctuation or marks): it
    /// matches every text, and narrows nothing.
    public var isEmpty: Bool { folded.units.isEmpty }

    /// The best way the query matches `text`, `nil` when it does not: ``MatchRank/exact``,
    /// else ``MatchRank/prefix``, else a later word's start, else word initials in a row (a
    /// query of two units or more without spaces), else anywhere, the first place found.
    /// An empty query matches nowhere.
    public func match(_ text: FoldedText) -> TextMatch? {
        let query = folded.units
        let target = text.units
        let length = query.count
        guard length > 0, length <= target.count else { return nil }
        if query == target {
            return TextMatch(rank: .exact, place: .run(start: 0, length: Int32(length)))
        }
        if matches(target, at: 0) {
            return TextMatch(rank: .prefix, place: .run(start: 0, length: Int32(length)))
        }
        for start in text.wordStarts.dropFirst() where matches(target, at: Int(start)) {
            return TextMatch(rank: .wordStart, place: .run(start: start, length: Int32(length)))
        }
        let words = text.wordStarts
        if length >= 2, length <= words.count, !query.contains(LetterFolding.space) {
            for first in 0...(words.count - length) {
                let all = (0..<length).allSatisfy { index in
                    unit(
                        query[index], matches: target[Int(words[first + index])],
                        last: index == length - 1)
                }
                if all {
                    return TextMatch(
                        rank: .initials,
                        place: .initials(firstWord: Int32(first), count: Int32(length)))
                }
            }
        }
        for start in 1..<(target.count - length + 1) where matches(target, at: start) {
            return TextMatch(
                rank: .substring, place: .run(start: Int32(start), length: Int32(length)))
        }
        return nil
    }

    /// Whether the query's units match `target`'s from `start` on.
    private func matches(_ target: [UInt32], at start: Int) -> Bool {
        let query = folded.units
        guard start + query.count <= target.count else { return false }
        for index in query.indices
        where !unit(query[index], matches: target[start + index], last: index == query.count - 1) {
            return false
        }
        return true
    }

    /// Whether one query unit matches one text unit: the same unit; an initial consonant
    /// typed alone and a syllable it begins; and, for the query's `last` unit, a syllable
    /// without a final and one with the same opening.
    private func unit(_ typed: UInt32, matches shown: UInt32, last: Bool) -> Bool {
        if typed == shown { return true }
        if typed < 0x1100 { return false }
        if let consonant = HangulJamo.initialConsonant(typed) {
            return HangulJamo.initial(of: shown) == consonant
        }
        return last && HangulJamo.lacksFinal(typed) && HangulJamo.sameOpening(typed, shown)
    }
}
