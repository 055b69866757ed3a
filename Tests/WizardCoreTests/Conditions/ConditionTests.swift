import TestSupport
import Testing
import WizardCore

/// Conditions evaluated on answers: each test, the combinations, absent answers, and the
/// three-valued evaluation that planning uses.
@Suite("Condition evaluation", .timeLimit(.minutes(5)))
struct ConditionTests {
    let answers: [String: Answer] = [
        "save_location": .flag(true), "age": .number(30), "gender": .choice("female"),
        "extras": .choices(["gh", "jq"]), "name": .text("Alice"),
    ]

    @Test(
        "each test on an answer",
        arguments: [
            (Condition.test(key: "save_location", .equals(.bool(true))), true),
            (.test(key: "save_location", .equals(.bool(false))), false),
            (.test(key: "age", .atLeast(19)), true),
            (.test(key: "age", .atLeast(30)), true),
            (.test(key: "age", .atLeast(31)), false),
            (.test(key: "age", .atMost(30)), true),
            (.test(key: "age", .atMost(29)), false),
            (.test(key: "gender", .isOneOf([.string("female"), .string("undisclosed")])), true),
            (.test(key: "gender", .isOneOf([.string("male")])), false),
            (.test(key: "gender", .equals(.string("Female"))), false),
            (.test(key: "extras", .contains("gh")), true),
            (.test(key: "extras", .contains("docker")), false),
            (.test(key: "extras", .equals(.array([.string("jq"), .string("gh")]))), true),
            (.test(key: "extras", .equals(.array([.string("gh")]))), false),
            (.test(key: "name", .equals(.string("Alice"))), true),
            // A test of another type never holds.
            (.test(key: "gender", .atLeast(0)), false),
            (.test(key: "age", .contains("30")), false),
            (.test(key: "age", .equals(.string("30"))), false),
        ])
    func tests(condition: Condition, holds: Bool) {
        #expect(condition.holds(for: answers) == holds)
    }

    @Test("all, any and not combine tests; a test of an absent answer is false")
    func combinations() {
        let adult = Condition.test(key: "age", .atLeast(19))
        let male = Condition.test(key: "gender", .equals(.string("male")))
        let absent = Condition.test(key: "skipped", .equals(.bool(true)))
        #expect(Condition.all([adult, .not(male)]).holds(for: answers))
        #expect(!Condition.all([adult, male]).holds(for: answers))
        #expect(Condition.any([male, adult]).holds(for: answers))
        #expect(!Condition.any([male, absent]).holds(for: answers))
        #expect(!absent.holds(for: answers))
        #expect(Condition.not(absent).holds(for: answers))
        #expect(!Condition.test(key: "skipped", .atMost(Int.max)).holds(for: answers))
    }

    @Test("keys in the order written, each once; JSON as the flow file writes it")
    func keysAndJSON() {
        let condition = Condition.all([
            .test(key: "b", .atLeast(1)), .not(.test(key: "a", .equals(.bool(true)))),
            .any([.test(key: "b", .atMost(3)), .test(key: "c", .contains("x"))]),
        ])
        #expect(condition.keys == ["b", "a", "c"])
        #expect(
            JSONWriter.compactText(condition.json)
                == #"{"all":[{"atLeast":1,"key":"b"},{"not":{"equals":true,"key":"a"}},"#
                + #"{"any":[{"atMost":3,"key":"b"},{"contains":"x","key":"c"}]}]}"#)
    }

    /// A random condition over keys `a`, `b`, `c` with integer answers 0…3 (or absent).
    private func randomCondition(_ random: inout SeededRandom, depth: Int) -> Condition {
        let key = ["a", "b", "c"].randomElement(using: &random)!
        let number = Int.random(in: 0...3, using: &random)
        let choice =
            depth == 0
            ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<7, using: &random)
        switch choice {
        case 0: return .test(key: key, .equals(.integer(number)))
        case 1: return .test(key: key, .atLeast(number))
        case 2: return .test(key: key, .atMost(number))
        case 3: return .test(key: key, .isOneOf([.integer(number), .integer((number + 2) % 4)]))
        case 4: return .not(randomCondition(&random, depth: depth - 1))
        case 5:
            return .all(
                (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    randomCondition(&random, depth: depth - 1)
                })
        default:
            return .any(
                (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    randomCondition(&random, depth: depth - 1)
                })
        }
    }

    @Test("with answers unknown, the result is the one every choice of them gives, or nil")
    func threeValued() {
        var random = SeededRandom(environmentOr: 13)
        let values: [Answer?] = [nil, .number(0), .number(1), .number(2), .number(3)]
        for _ in 0..<400 {
            let condition = randomCondition(&random, depth: 3)
            let known: [String: Answer] = ["a": values.randomElement(using: &random)!]
                .compactMapValues { $0 }
            let unknown: Set<String> = ["b", "c"]
            var outcomes: Set<Bool> = []
            for b in values {
                for c in values {
                    var answers = known
                    answers["b"] = b
                    answers["c"] = c
                    outcomes.insert(condition.holds(for: answers))
                }
            }
            let result = condition.holds(for: known, unknown: unknown)
            if let result {
                #expect(outcomes == [result], "\(condition) seed \(random.seed)")
            }
            #expect(condition.holds(for: known, unknown: []) == condition.holds(for: known))
            // Undecided only when the choice of unknown answers matters, or the condition
            // can only tell so much: never decided wrongly (checked above).
            if outcomes.count == 2 { #expect(result == nil, "\(condition)") }
        }
    }
}
