import TestSupport
import Testing
import WizardCore
import WizardText

/// ``CompiledPattern`` against Swift's `Regex` (`wholeMatch`, grapheme semantics) on
/// generated patterns of the subset and generated answers: they must agree on every pair.
/// The alphabet leaves out what the subset defines differently (`docs/flow-format.md`):
/// digits of other scripts, which `\d` refuses.
@Suite("Pattern matching agrees with Swift Regex", .timeLimit(.minutes(5)))
struct PatternDifferentialTests {
    @Test("on seeded generated patterns and answers the matcher agrees with Regex.wholeMatch")
    func agreement() throws {
        var random = SeededRandom(environmentOr: 0x5EED_0010)
        var generator = PatternGenerator()
        for _ in 0..<4000 {
            let source = generator.pattern(using: &random)
            let pattern = try CompiledPattern(source)
            let reference = try Regex(source)
            for _ in 0..<12 {
                let text = PatternGenerator.answer(using: &random)
                let expected = (try? reference.wholeMatch(in: text)) != nil
                #expect(
                    TestReport.variant(
                        "pattern matches that agree with Regex",
                        passed: pattern.matches(text) == expected),
                    "seed \(random.seed): /\(source)/ on \(text.debugDescription): Regex says \(expected)"
                )
            }
        }
    }
}
