import TestSupport
import Testing
import WizardCore

/// `flow check`'s "can never hold" against brute force: generated flows of small questions
/// (sliders, pickers, confirms, multi-selects, some asked only sometimes) and generated
/// conditions on them. Each answer is tried over every value its question can give (and
/// absent when its step has a condition), answers free of each other, as the check's
/// documented model says; the check must report a condition exactly when no choice makes
/// it hold, and a single test exactly when no answer passes it.
@Suite("Condition check, exact on generated flows", .timeLimit(.minutes(5)))
struct ConditionExactnessTests {
    /// A generated question: its step's JSON, its key, every answer it can give, and
    /// values a test may name (some of them impossible).
    private struct Question {
        let key: String
        let json: String
        let answers: [JSONValue]
        let candidates: [JSONValue]
        let isConditional: Bool
        let kind: Kind

        enum Kind { case number, choice, flag, choices }
    }

    private func makeQuestion(_ index: Int, _ random: inout SeededRandom) -> Question {
        let key = "q\(index)"
        let isConditional = index > 0 && Bool.random(using: &random)
        let when = isConditional ? #"{"key": "gate", "equals": true}"# : nil
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let minimum = Int.random(in: 0...3, using: &random)
            let span = Int.random(in: 0...3, using: &random)
            let step = span == 0 ? 1 : Int.random(in: 1...2, using: &random)
            let maximum = minimum + step * span
            let answers = stride(from: minimum, through: maximum, by: step).map {
                JSONValue.integer($0)
            }
            return Question(
                key: key,
                json: FlowText.slider(key, min: minimum, max: maximum, step: step, when: when),
                answers: answers, candidates: (minimum - 1...maximum + 1).map { .integer($0) },
                isConditional: isConditional, kind: .number)
        case 1:
            let values = Array(["a", "b", "c"].prefix(Int.random(in: 1...3, using: &random)))
            return Question(
                key: key, json: FlowText.picker(key, values, when: when),
                answers: values.map { .string($0) },
                candidates: (values + ["z"]).map { .string($0) }, isConditional: isConditional,
                kind: .choice)
        case 2:
            return Question(
                key: key, json: FlowText.confirm(key, when: when),
                answers: [.bool(true), .bool(false)], candidates: [.bool(true), .bool(false)],
                isConditional: isConditional, kind: .flag)
        default:
            let values = Array(["a", "b", "c"].prefix(Int.random(in: 1...3, using: &random)))
            let minimum = Int.random(in: 0...values.count, using: &random)
            let maximum = Int.random(in: minimum...values.count, using: &random)
            var answers: [JSONValue] = []
            for mask in 0..<(1 << values.count) {
                let chosen = values.indices.filter { mask & (1 << $0) != 0 }.map { values[$0] }
                if (minimum...maximum).contains(chosen.count) {
                    answers.append(.array(chosen.map { .string($0) }))
                }
            }
            let rules = #", "validators": [{"min": \#(minimum)}, {"max": \#(maximum)}]"#
            return Question(
                key: key, json: FlowText.multiSelect(key, values, when: when, extra: rules),
                answers: answers, candidates: (values + ["z"]).map { .string($0) },
                isConditional: isConditional, kind: .choices)
        }
    }

    /// A random test of `question`, as JSON and as a condition.
    private func makeTest(_ question: Question, _ random: inout SeededRandom) -> (
        String, Condition
    ) {
        let key = question.key
        let value = question.candidates.randomElement(using: &random)!
        let text = JSONWriter.compactText(value)
        switch question.kind {
        case .number:
            guard case .integer(let number) = value else { preconditionFailure() }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                return (
                    #"{"key": "\#(key)", "atLeast": \#(text)}"#, .test(key: key, .atLeast(number))
                )
            case 1:
                return (
                    #"{"key": "\#(key)", "atMost": \#(text)}"#, .test(key: key, .atMost(number))
                )
            case 2:
                return (#"{"key": "\#(key)", "equals": \#(text)}"#, .test(key: key, .equals(value)))
            default:
                let other = question.candidates.randomElement(using: &random)!
                return (
                    #"{"key": "\#(key)", "in": [\#(text), \#(JSONWriter.compactText(other))]}"#,
                    .test(key: key, .isOneOf([value, other]))
                )
            }
        case .choice, .flag:
            return (#"{"key": "\#(key)", "equals": \#(text)}"#, .test(key: key, .equals(value)))
        case .choices:
            guard case .string(let string) = value else { preconditionFailure() }
            if Bool.random(using: &random),
                let answer = question.answers.randomElement(using: &random)
            {
                let json = JSONWriter.compactText(answer)
                return (
                    #"{"key": "\#(key)", "equals": \#(json)}"#, .test(key: key, .equals(answer))
                )
            }
            return (
                #"{"key": "\#(key)", "contains": \#(text)}"#, .test(key: key, .contains(string))
            )
        }
    }

    private func makeCondition(
        _ questions: [Question], depth: Int, tests: inout [(Question, Condition)],
        _ random: inout SeededRandom
    ) -> (String, Condition) {
        let choice = depth == 0 ? 0 : Int.random(in: 0..<5, using: &random)
        switch choice {
        case 0, 1:
            let question = questions.randomElement(using: &random)!
            let test = makeTest(question, &random)
            tests.append((question, test.1))
            return test
        case 2:
            let part = makeCondition(questions, depth: depth - 1, tests: &tests, &random)
            return (#"{"not": \#(part.0)}"#, .not(part.1))
        default:
            let parts = (0..<Int.random(in: 2...3, using: &random)).map { _ in
                makeCondition(questions, depth: depth - 1, tests: &tests, &random)
            }
            let name = choice == 3 ? "all" : "any"
            let json = #"{"\#(name)": [\#(parts.map(\.0).joined(separator: ", "))]}"#
            return (json, choice == 3 ? .all(parts.map(\.1)) : .any(parts.map(\.1)))
        }
    }

    /// Whether some answers, each a value of its question or absent where its step has a
    /// condition, make `condition` hold.
    private func canHold(_ condition: Condition, _ questions: [Question]) -> Bool {
        let involved = questions.filter { condition.keys.contains($0.key) }
        var answers: [String: Answer] = [:]
        func search(_ position: Int) -> Bool {
            guard position < involved.count else { return condition.holds(for: answers) }
            let question = involved[position]
            let options: [JSONValue?] = question.answers + (question.isConditional ? [nil] : [])
            for option in options {
                answers[question.key] = option.map { Answer($0) }
                if search(position + 1) { return true }
            }
            return false
        }
        return search(0)
    }

    @Test("reported exactly when brute force finds no answers that make it hold")
    func exact() {
        var random = SeededRandom(environmentOr: 2024)
        var neverCount = 0
        var testProblems = 0
        for round in 0..<1500 {
            let questions = (0..<3).map { makeQuestion($0, &random) }
            var tests: [(Question, Condition)] = []
            let condition = makeCondition(
                questions, depth: Int.random(in: 0...3, using: &random), tests: &tests, &random)
            let steps =
                [FlowText.confirm("gate")] + questions.map(\.json)
                + [FlowText.confirm("target", when: condition.0)]
            let reading = FlowText.read(steps)
            let problems = reading.problems.map(\.path)
            // A test no answer passes, or (for `in`) any value no answer is, is reported.
            let impossibleTests = tests.filter { question, test in
                func possible(_ test: AnswerTest) -> Bool {
                    question.answers.contains { test.holds(for: $0) }
                }
                guard case .test(_, let answerTest) = test else { return false }
                if case .isOneOf(let values) = answerTest {
                    return values.contains { !possible(.equals($0)) }
                }
                return !possible(answerTest)
            }
            let context = "round \(round), seed \(random.seed): \(condition.0)"
            if !impossibleTests.isEmpty {
                // Each test no answer passes is reported, and the condition is not judged.
                #expect(!problems.isEmpty, "\(context)")
                #expect(!problems.contains("$.steps[4].when"), "\(context)")
                testProblems += 1
                continue
            }
            let never = problems.contains("$.steps[4].when")
            #expect(problems.allSatisfy { $0 == "$.steps[4].when" }, "\(context): \(problems)")
            #expect(never == !canHold(condition.1, questions), "\(context)")
            if never { neverCount += 1 }
        }
        // The generator makes every case common enough to count.
        #expect(neverCount > 20 && testProblems > 20, "\(neverCount) \(testProblems)")
    }
}
