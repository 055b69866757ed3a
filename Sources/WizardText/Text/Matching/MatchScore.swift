/// How well a term's units match a text where they are found, scored as fzf scores (its
/// `algo.go`): each unit matched earns ``match``; one at a word's start (the text's first
/// unit, or one after a space: after `/ _ - .` and white space, which fold to one) earns
/// ``boundary`` more, the term's first unit twice over; a digit after a letter earns
/// ``digitAfterLetter``; a unit that follows a matched one earns at least ``consecutive`` and
/// as much as the run's first; each unit skipped costs ``gapStart`` the first time in a gap
/// and ``gapExtension`` after. A better match scores higher.
enum MatchScore {
    static let match: Int32 = 16
    static let boundary: Int32 = 10
    static let digitAfterLetter: Int32 = 7
    static let consecutive: Int32 = 4
    static let gapStart: Int32 = -3
    static let gapExtension: Int32 = -1

    /// The bonus of a match at unit `index` of a text whose units start at `start`.
    @inline(__always)
    static func bonus(_ text: UnsafeBufferPointer<UInt32>, _ index: Int, start: Int) -> Int32 {
        if index == start { return boundary }
        let before = text[index - 1]
        if before == LetterFolding.space { return boundary }
        let unit = text[index]
        if (0x30...0x39).contains(unit), (0x61...0x7A).contains(before) {
            return digitAfterLetter
        }
        return 0
    }

    /// The score of `term` matched from unit `first` to `end` of `text` (whose units start
    /// at `start`), each unit of the term at the first place it matches from there; when
    /// `recording`, the units matched are added to `positions`.
    static func score(
        _ term: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<UInt32>,
        from first: Int, to end: Int, start: Int, recording: Bool = false,
        positions: inout [Int]
    ) -> Int32 {
        var score: Int32 = 0
        var next = 0
        var inGap = false
        var run = 0
        var runBonus: Int32 = 0
        let last = term.count - 1
        for index in first..<end {
            if next <= last, QueryTerm.unit(term[next], matches: text[index], last: next == last) {
                score += match
                var bonus = Self.bonus(text, index, start: start)
                if run == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= boundary, bonus > runBonus { runBonus = bonus }
                    bonus = max(bonus, runBonus, consecutive)
                }
                score += next == 0 ? bonus * 2 : bonus
                if recording { positions.append(index) }
                inGap = false
                run += 1
                next += 1
            } else {
                score += inGap ? gapExtension : gapStart
                inGap = true
                run = 0
                runBonus = 0
            }
        }
        return score
    }
}
