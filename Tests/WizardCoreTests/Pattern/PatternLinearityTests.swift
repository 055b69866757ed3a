import TestSupport
import Testing
import WizardCore
import WizardText
import WorstInputs

/// The class of patterns that take exponential or high-polynomial time on a backtracking
/// engine (issue: "a flow's pattern can hang wizard"). Each is matched against answers at
/// ``TextQuestion/lengthLimit``; instead of timing, the matcher's instruction visits are
/// counted and must stay within (characters + 1) × program size × 2.
@Suite("Pattern matching is linear", .timeLimit(.minutes(5)))
struct PatternLinearityTests {
    /// Families of catastrophic patterns, by generator, several sizes each.
    static let families = WorstInputs.catastrophicPatterns(counts: [3, 12])

    static let answers: [String] = [
        String(repeating: "a", count: TextRules.lengthLimit),
        String(repeating: "a", count: TextRules.lengthLimit - 1) + "!",
        String(repeating: "x ", count: TextRules.lengthLimit / 2),
    ]

    @Test("catastrophic families compile or are refused by size, and match within the bound")
    func bounded() throws {
        for source in Self.families {
            let pattern: CompiledPattern
            do {
                pattern = try CompiledPattern(source)
            } catch {
                #expect(error.reason == .tooLarge, "\(source): \(error)")
                continue
            }
            // The largest programs are checked on one answer, to keep the suite quick.
            for answer in Self.answers.prefix(pattern.programSize > 1000 ? 1 : Self.answers.count) {
                var steps = 0
                _ = pattern.matches(answer, steps: &steps)
                let bound = (answer.count + 1) * pattern.programSize * 2
                #expect(
                    TestReport.variant(
                        "catastrophic matches within the bound", passed: steps <= bound),
                    "\(source) on \(answer.prefix(8))…: \(steps) > \(bound)")
            }
        }
    }

    @Test("the work grows linearly with the answer: doubling it at most doubles the steps")
    func linearGrowth() throws {
        let pattern = try CompiledPattern(String(repeating: "a*", count: 30) + "b")
        var steps: [Int] = []
        for length in [128, 256, 512, 1024] {
            var count = 0
            _ = pattern.matches(String(repeating: "a", count: length), steps: &count)
            steps.append(count)
        }
        for (shorter, longer) in zip(steps, steps.dropFirst()) {
            #expect(longer <= shorter * 2 + pattern.programSize * 2, "\(steps)")
        }
    }
}
