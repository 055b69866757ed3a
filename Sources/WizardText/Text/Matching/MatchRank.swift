/// How well a typed query matches a text, best first: lists of matches are ordered by rank,
/// and within a rank keep their own order.
public enum MatchRank: Int, Sendable, Comparable, CaseIterable {
    /// The whole text (`seoul` for `Seoul`).
    case exact
    /// Its beginning (`seo` for `Seoul`).
    case prefix
    /// The beginning of a later word (`new y` for `America/New_York`).
    case wordStart
    /// The first letters of words in a row (`ny` for `New_York`).
    case initials
    /// Anywhere else (`oul` for `Seoul`).
    case substring

    public static func < (lhs: MatchRank, rhs: MatchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
