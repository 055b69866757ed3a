/// A step's `when` (`docs/flow-format.md`, "Conditions"): whether the step is asked, decided
/// from the answers of earlier steps and the values of the flow's variables.
///
/// A test of a key whose answer is absent (its step was skipped by its own condition) is
/// false, so `not` of it is true. A test of a variable is decided once per run, when the run
/// has read its variables (``resolved(with:)``, which ``Flow/substituted(variables:)``
/// applies): a session evaluates only answers. Before that, where a flow is used without its
/// variables (`wizard profile`, `flow questions`), the test is unknown: ``holds(for:unknown:)``
/// says so with `nil`, and ``holds(for:)`` takes it as false, as a test of an absent answer.
/// Evaluation is pure and linear in the condition's size.
public indirect enum Condition: Sendable, Equatable {
    /// One test of the answer stored under `key`.
    case test(key: String, AnswerTest)
    /// One test of the flow's variable `name` (`{"var": name, …}`), and whether it holds in
    /// this run: `nil` until the run has read its variables (``resolved(with:)``).
    case variable(name: String, VariableTest, outcome: Bool? = nil)
    /// Every part holds.
    case all([Condition])
    /// Some part holds.
    case any([Condition])
    /// The part does not hold.
    case not(Condition)

    /// Whether the condition holds for `answers`, by store key; a test of a variable not
    /// resolved yet is false.
    public func holds(for answers: [String: Answer]) -> Bool {
        switch self {
        case .test(let key, let test): test.holds(for: answers[key]?.jsonValue)
        case .variable(_, _, let outcome): outcome ?? false
        case .all(let parts): parts.allSatisfy { $0.holds(for: answers) }
        case .any(let parts): parts.contains { $0.holds(for: answers) }
        case .not(let part): !part.holds(for: answers)
        }
    }

    /// Whether the condition holds when the answers under `unknown` are not known yet, nor
    /// the variables of a test not resolved yet: `nil` when it depends on them.
    public func holds(for answers: [String: Answer], unknown: Set<String>) -> Bool? {
        switch self {
        case .test(let key, let test):
            return unknown.contains(key) ? nil : test.holds(for: answers[key]?.jsonValue)
        case .variable(_, _, let outcome):
            return outcome
        case .all(let parts):
            var result: Bool? = true
            for part in parts {
                switch part.holds(for: answers, unknown: unknown) {
                case false?: return false
                case nil: result = nil
                case true?: continue
                }
            }
            return result
        case .any(let parts):
            var result: Bool? = false
            for part in parts {
                switch part.holds(for: answers, unknown: unknown) {
                case true?: return true
                case nil: result = nil
                case false?: continue
                }
            }
            return result
        case .not(let part):
            return part.holds(for: answers, unknown: unknown).map { !$0 }
        }
    }

    /// Every key the condition tests, in the order written, each once; a variable is no key.
    public var keys: [String] {
        var keys: [String] = []
        forEachTest { key, _ in if !keys.contains(key) { keys.append(key) } }
        return keys
    }

    /// Calls `body` with each test of an answer, in the order written.
    public func forEachTest(_ body: (String, AnswerTest) -> Void) {
        switch self {
        case .test(let key, let test): body(key, test)
        case .variable: break
        case .all(let parts), .any(let parts): parts.forEach { $0.forEachTest(body) }
        case .not(let part): part.forEachTest(body)
        }
    }

    /// The condition as a flow file writes it, for `wizard flow questions --json`: a test of
    /// a variable as `{"var": NAME, TEST: operand}`, resolved or not.
    public var json: JSONValue {
        switch self {
        case .test(let key, let test):
            .object(["key": .string(key), test.name: test.operand])
        case .variable(let name, let test, _):
            .object(["var": .string(name), test.name: test.operand])
        case .all(let parts): .object(["all": .array(parts.map(\.json))])
        case .any(let parts): .object(["any": .array(parts.map(\.json))])
        case .not(let part): .object(["not": part.json])
        }
    }
}

/// What a condition asks of one answer.
public enum AnswerTest: Sendable, Equatable {
    /// The answer is this value; a list of choices is compared as a set.
    case equals(JSONValue)
    /// The answer is one of these values (`"in"` in a flow file).
    case isOneOf([JSONValue])
    /// A whole number at least this.
    case atLeast(Int)
    /// A whole number at most this.
    case atMost(Int)
    /// A list of choices that includes this value.
    case contains(String)

    /// The names a flow file uses, in the order `docs/flow-format.md` lists them.
    public static let names = ["equals", "in", "atLeast", "atMost", "contains"]

    /// The test's name in a flow file.
    public var name: String {
        switch self {
        case .equals: "equals"
        case .isOneOf: "in"
        case .atLeast: "atLeast"
        case .atMost: "atMost"
        case .contains: "contains"
        }
    }

    /// The test's value as a flow file writes it.
    public var operand: JSONValue {
        switch self {
        case .equals(let value): value
        case .isOneOf(let values): .array(values)
        case .atLeast(let bound), .atMost(let bound): .integer(bound)
        case .contains(let value): .string(value)
        }
    }

    /// Whether the test holds for `value`, `nil` for an absent answer (always false).
    public func holds(for value: JSONValue?) -> Bool {
        guard let value else { return false }
        switch self {
        case .equals(let wanted): return Self.same(value, wanted)
        case .isOneOf(let values): return values.contains { Self.same(value, $0) }
        case .atLeast(let bound):
            if case .integer(let number) = value { return number >= bound }
            return false
        case .atMost(let bound):
            if case .integer(let number) = value { return number <= bound }
            return false
        case .contains(let wanted):
            if case .array(let elements) = value { return elements.contains(.string(wanted)) }
            return false
        }
    }

    /// Equal values; two lists of choices are equal when they hold the same choices.
    private static func same(_ left: JSONValue, _ right: JSONValue) -> Bool {
        if case .array(let lefts) = left, case .array(let rights) = right {
            return Set(lefts) == Set(rights)
        }
        return left == right
    }
}
