/// wizard's own messages in English, the language every text falls back to.
struct EnglishMessages: Messages {
    let language = Language.english

    private static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    /// `a, b or c`.
    private static func list(_ words: [String], or conjunction: String) -> String {
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
    }

    // MARK: Buttons a flow gets unless it names its own

    // MARK: Validation alerts shared by every flow

    // MARK: The profile card and plain-mode prompts

    // MARK: Key hints on the interactive screens

    // MARK: Multi-select questions

    // MARK: Confirm questions

    // MARK: Command results

    // MARK: Input errors

    // MARK: The profile store

    // MARK: Lost output

    // MARK: `wizard flow questions`

    // MARK: Flow and answers files

    // MARK: Usage errors

    // MARK: Help texts

    // MARK: Shell completion menus

    // MARK: Problems of flow files

    func valueKind(_ kind: JSONValueKind) -> String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .stringArray: "an array of strings"
        case .string: "a string"
        case .number: "a number"
        case .wholeNumber: "a whole number"
        case .boolean: "true or false"
        case .null: "null"
        }
    }

    // MARK: Problems of flow files: defaults, the schema, the timeout

    // MARK: Conditions read out

    func conditionIs(key: String, value: String) -> String { "\(key) is \(value)" }
    func conditionIsOneOf(key: String, values: [String]) -> String {
        "\(key) is one of \(values.joined(separator: ", "))"
    }
    func conditionAtLeast(key: String, bound: Int) -> String { "\(key) is at least \(bound)" }
    func conditionAtMost(key: String, bound: Int) -> String { "\(key) is at most \(bound)" }
    func conditionIncludes(key: String, value: String) -> String { "\(key) includes \(value)" }
    func conditionAll(_ parts: [String]) -> String { parts.joined(separator: " and ") }
    func conditionAny(_ parts: [String]) -> String { parts.joined(separator: " or ") }
    func conditionNot(_ part: String) -> String { "not \(part)" }
    func askedWhen(_ condition: String) -> String { "asked only when \(condition)" }

    // MARK: Problems of conditions

    func conditionTestUnfit(_ test: String, key: String, stores: JSONValueKind) -> String {
        "\(test) cannot test \"\(key)\", which stores \(valueKind(stores)): atLeast and atMost"
            + " test whole numbers, contains a multi-select's choices"
    }
    func conditionValueType(key: String, stores: JSONValueKind, found: String) -> String {
        "\"\(key)\" stores \(valueKind(stores)), not \(found)"
    }
    func conditionNeverBound(_ test: String, _ bound: Int, key: String, answers: String) -> String {
        let words = test == "atLeast" ? "at least" : "at most"
        return "\"\(key)\" is never \(words) \(bound) (its answers: \(answers))"
    }
    var answersAnyText: String { "texts its validators accept" }
    func answersNumbers(_ bounds: ClosedRange<Int>, step: Int) -> String {
        "whole numbers from \(bounds.lowerBound) to \(bounds.upperBound)"
            + (step == 1 ? "" : " in steps of \(step)")
    }
    func answersValues(_ values: [String]) -> String { values.joined(separator: ", ") }
    func answersChoices(_ values: [String], count: ClosedRange<Int>) -> String {
        "\(count.lowerBound) to \(count.upperBound) of \(values.joined(separator: ", "))"
    }

    // MARK: Taking defaults, asking what is missing, timeouts

    // MARK: JSON syntax errors

}
