import TestSupport
import Testing
import WizardCore
import WizardText

/// A class is one instruction but tests each of its items: its items count in the program's
/// size, so that the size limit bounds the work per character however the pattern spends
/// it (a class of 450,000 items inside a count once took seconds on one character).
@Suite("Classes count their items", .timeLimit(.minutes(5)))
struct PatternClassCostTests {
    /// A class of `count` items, each drawn by `random`: single characters, ranges and named
    /// classes, negated or not.
    static func randomClass(items count: Int, using random: inout SeededRandom) -> String {
        var items = ""
        for index in 0..<count {
            let base = 0x4E00 + index * 2
            switch Int.random(in: 0..<4, using: &random) {
            case 0: items += #"\d"#
            case 1:
                items += String(Unicode.Scalar(base)!) + "-" + String(Unicode.Scalar(base + 1)!)
            default: items += String(Unicode.Scalar(base)!)
            }
        }
        return (Bool.random(using: &random) ? "[^" : "[") + items + "]"
    }

    @Test("a class counts its item tests in the size; over the limit by its classes is refused")
    func sizeCountsItems() throws {
        var random = SeededRandom(environmentOr: 25_003)
        for _ in 0..<40 {
            let count = Int.random(in: 1...2000, using: &random)
            let ignoresCase = Bool.random(using: &random)
            let characterClass = Self.randomClass(items: count, using: &random)
            let prefix = ignoresCase ? "(?i)" : ""
            let tests = count * (ignoresCase ? 3 : 1)
            let repeats = Int.random(in: 1...8, using: &random)
            let source = prefix + characterClass + "{\(repeats)}"
            if tests * repeats <= PatternLimits.programSize {
                let pattern = try CompiledPattern(source)
                // The copies of the class and the match instruction.
                #expect(pattern.programSize == tests * repeats + 1, "\(count) items × \(repeats)")
            } else {
                #expect(throws: PatternRefusal.self, "\(count) items × \(repeats)") {
                    try CompiledPattern(source)
                }
                do {
                    _ = try CompiledPattern(source)
                } catch {
                    #expect(error.reason == .tooLarge)
                }
            }
        }
        // One item over the limit, alone or in a flow's last share of the budget.
        var random2 = SeededRandom(seed: 1)
        let overLimit = Self.randomClass(items: PatternLimits.programSize, using: &random2)
        #expect(throws: PatternRefusal.self) { try CompiledPattern(overLimit + "x") }
        #expect(throws: PatternRefusal.self) {
            try CompiledPattern(Self.randomClass(items: 100, using: &random2), instructionLimit: 50)
        }
    }

    @Test("matching visits at most (characters + 1) × size × 2, class items included")
    func workWithinBound() throws {
        var random = SeededRandom(environmentOr: 25_004)
        let answers = [
            String(repeating: "a", count: TextRules.lengthLimit),
            String(repeating: "一", count: 64),
            "",
        ]
        for _ in 0..<12 {
            let count = Int.random(in: 50...1200, using: &random)
            let characterClass = Self.randomClass(items: count, using: &random)
            let repeats = max(1, PatternLimits.programSize / count - 1)
            let source = "(" + characterClass + "|a){1,\(repeats)}"
            let pattern = try CompiledPattern(source)
            for answer in answers {
                var steps = 0
                _ = pattern.matches(answer, steps: &steps)
                let bound = (answer.count + 1) * pattern.programSize * 2
                #expect(steps <= bound, "\(count) items: \(steps) > \(bound)")
                // The items are tested, and counted: at least once per character read.
                if !answer.isEmpty { #expect(steps >= count) }
            }
        }
    }

    /// `base` with `marks` combining marks after it: one character of `marks + 1` scalars.
    static func stacked(_ base: String, marks: Int) -> String {
        base + String(repeating: "\u{0301}", count: marks)
    }

    @Test("a literal and a class item count each of their scalars, three under (?i)")
    func sizeCountsScalars() throws {
        let faultClass = "2 hang: pattern size counts literal and item scalars"
        var random = SeededRandom(environmentOr: 25_005)
        for _ in 0..<24 {
            let marks = Int.random(in: 1...6000, using: &random)
            let ignoresCase = Bool.random(using: &random)
            let inClass = Bool.random(using: &random)
            let repeats = Int.random(in: 1...4, using: &random)
            // `b` takes no precomposed acute: the character keeps every scalar in NFC.
            let character = Self.stacked("b", marks: marks)
            let atom = inClass ? "[a" + character + "]" : character
            let source = (ignoresCase ? "(?i)" : "") + "(" + atom + "){\(repeats)}"
            // A class's items: `a` and the stacked character; a literal is its scalars.
            let scalars = (marks + 1) + (inClass ? 1 : 0)
            let cost = scalars * (ignoresCase ? 3 : 1) * repeats + 1
            if cost <= PatternLimits.programSize {
                let pattern = try CompiledPattern(source)
                #expect(
                    TestReport.variant(faultClass, passed: pattern.programSize == cost),
                    "\(marks) marks, \(source.prefix(8)): \(pattern.programSize)")
                var steps = 0
                let answer = Self.stacked("a", marks: 3)
                _ = pattern.matches(answer, steps: &steps)
                #expect(steps <= (answer.count + 1) * pattern.programSize * 2)
            } else {
                let refused: Bool
                do {
                    _ = try CompiledPattern(source)
                    refused = false
                } catch {
                    refused = error.reason == .tooLarge
                }
                #expect(
                    TestReport.variant(faultClass, passed: refused),
                    "\(marks) marks × \(repeats) compiled: \(source.prefix(8))")
            }
        }
    }
}
