import TestSupport
import Testing
import WizardCore

/// `flow check` puts a refused pattern's problem at the refused character itself: its
/// position in the pattern mapped through the JSON string's escapes (`\u00e9`, `\\`,
/// surrogate pairs) to the file's line and column. The files are generated; the expected
/// column is counted while each one is written.
@Suite("Pattern problems at their column", .timeLimit(.minutes(5)))
struct PatternLocationTests {
    /// One character of a pattern, and ways a JSON string may spell it.
    private static let spellings: [(character: String, forms: [String])] = [
        ("a", ["a", "\\u0061"]),
        ("é", ["é", "\\u00e9", "\\u00E9"]),
        ("가", ["가", "\\uac00"]),
        ("😀", ["😀", "\\ud83d\\ude00"]),
        ("\\\\", ["\\\\\\\\"]),  // the pattern's escaped backslash, `\\` in the pattern
        ("/", ["/", "\\/"]),
        (".", ["."]),
        ("[0-9]", ["[0-9]", "\\u005b0-9]"]),
    ]

    /// Constructs the subset refuses, as JSON string text, with the pattern character
    /// that is reported.
    private static let refused: [String] = [
        "(?=b)", "(?!b)", "\\\\1", "(?>a)", "a*+", "\\\\Qa\\\\E", "(?x)", "\\\\b", "[z-a]",
    ]

    @Test("the reported column is the refused character's, whatever escapes precede it")
    func columns() {
        var random = SeededRandom(environmentOr: 10_004)
        for _ in 0..<400 {
            var literal = ""
            var columns = 0
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let spelling = Self.spellings.randomElement(using: &random)!
                let form = spelling.forms.randomElement(using: &random)!
                literal += form
                columns += form.unicodeScalars.count
            }
            let construct = Self.refused.randomElement(using: &random)!
            literal += construct
            let indent = String(repeating: " ", count: Int.random(in: 0...6, using: &random))
            let lead = String(repeating: "\n", count: Int.random(in: 0...3, using: &random))
            let before =
                #"{"id":"x","steps":["# + lead + indent
                + #"{"kind":"text","key":"k","title":"한","validators":[{"alert":"no","pattern":""#
            let text = before + literal + #""}]}]}"#
            // The refused character is where the construct starts, except `[z-a]`, whose
            // range is reported at its `z`.
            let offset = construct == "[z-a]" ? 1 : construct == "a*+" ? 2 : 0
            let line = 1 + lead.count
            let column =
                before.split(separator: "\n", omittingEmptySubsequences: false).last!
                .unicodeScalars.count + 1 + columns + offset
            let problems = FlowReader.read(Array(text.utf8)).problems.filter {
                $0.path.hasSuffix(".pattern")
            }
            let found = problems.first?.location
            if !TestReport.variant(
                "pattern problems at their column (class 3)",
                passed: found == TextLocation(line: line, column: column))
            {
                Issue.record("\(literal): \(String(describing: found)), expected \(line):\(column)")
            }
        }
    }
}
