/// Random patterns of the subset in `docs/flow-format.md` ("Patterns") and random short
/// answers over an alphabet that exercises them, for differential tests and fuzzing
/// against Swift's `Regex`.
public struct PatternGenerator {
    /// Characters answers are made of: ASCII letters of both cases, digits, punctuation,
    /// spaces, Hangul, a precomposed and a decomposed accent, an emoji flag.
    public static let alphabet: [Character] = [
        "a", "b", "c", "A", "B", "z", "0", "1", "9", "-", "_", ".", " ", "가", "힣", "é", "É",
        "x\u{301}", "🇰🇷", "\u{3000}",
    ]

    private static let atoms: [String] = [
        "a", "b", "c", "A", "z", "0", "-", "_", " ", "가", "é", #"\."#, ".", #"\d"#, #"\w"#,
        #"\s"#, #"\D"#, #"\W"#, #"\S"#, "[abc]", "[a-c]", "[^a]", "[0-9]", "[가-힣]", #"[\d_]"#,
        "[a-zA-Z ]", "[^0-9 ]", #"[\w-]"#, #"\u0061"#, #"\u{AC00}"#, "[-a]", "[é]", #"\p{L}"#,
        #"\p{N}"#, #"\P{L}"#, #"[\p{L}_]"#,
    ]

    private static let quantifiers: [String] = [
        "", "", "", "?", "*", "+", "{2}", "{1,}", "{0,2}", "{1,3}", "{,2}", "*?", "+?", "??",
    ]

    private static let groupQuantifiers: [String] = ["", "", "?", "{2}", "{0,2}", "??"]

    public init() {}

    /// A pattern of at most a few atoms, nested at most twice.
    public mutating func pattern(using random: inout some RandomNumberGenerator) -> String {
        let prefix = Int.random(in: 0..<8, using: &random) == 0 ? "(?i)" : ""
        var source = alternation(depth: 0, using: &random)
        if Int.random(in: 0..<10, using: &random) == 0 { source = "^" + source }
        if Int.random(in: 0..<10, using: &random) == 0 { source += "$" }
        return prefix + source
    }

    /// An answer of 0 to 7 characters of ``alphabet``.
    public static func answer(using random: inout some RandomNumberGenerator) -> String {
        let length = Int.random(in: 0...7, using: &random)
        return String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
    }

    private func alternation(depth: Int, using random: inout some RandomNumberGenerator)
        -> String
    {
        let branches = Int.random(in: 0..<5, using: &random) == 0 ? 2 : 1
        return (0..<branches).map { _ in sequence(depth: depth, using: &random) }
            .joined(separator: "|")
    }

    private func sequence(depth: Int, using random: inout some RandomNumberGenerator) -> String {
        let length = Int.random(in: 1...3, using: &random)
        return (0..<length).map { _ in
            guard depth < 2 && Int.random(in: 0..<5, using: &random) == 0 else {
                return Self.atoms.randomElement(using: &random)!
                    + Self.quantifiers.randomElement(using: &random)!
            }
            // An unbounded repeat of a group that can match nothing makes `Regex` backtrack
            // for minutes even on short answers: groups repeat a bounded number of times.
            let opening = Bool.random(using: &random) ? "(" : "(?:"
            return opening + alternation(depth: depth + 1, using: &random) + ")"
                + Self.groupQuantifiers.randomElement(using: &random)!
        }.joined()
    }
}
