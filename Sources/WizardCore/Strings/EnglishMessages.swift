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

    func questionSummary(number: Int, key: String, title: String, accepts: String) -> String {
        "\(number). \(key): \(title) (\(accepts))"
    }
    func acceptsText(minimum: Int, maximum: Int, pattern: String?, defaultValue: String?) -> String
    {
        let length =
            minimum == maximum
            ? Self.plural(maximum, "character") : "\(minimum)–\(maximum) characters"
        return "text, \(length)" + (pattern.map { ", matching \($0)" } ?? "")
            + (defaultValue.map { "; empty line: \($0)" } ?? "")
    }
    func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int) -> String {
        let steps = step == 1 ? "" : " in steps of \(step)"
        return "whole number \(range.lowerBound)–\(range.upperBound)\(steps);"
            + " empty line: \(defaultValue)"
    }
    func acceptsChoice(values: [String], defaultValue: String?) -> String {
        "one of \(values.joined(separator: ", ")), or 1–\(values.count)"
            + (defaultValue.map { "; empty line: \($0)" } ?? "")
    }
    func acceptsChoices(values: [String], count: ClosedRange<Int>, defaultValues: [String]?)
        -> String
    {
        let empty = defaultValues.map { $0.isEmpty ? "none" : $0.joined(separator: ", ") }
        return "\(count.lowerBound) to \(count.upperBound) of \(values.joined(separator: ", ")),"
            + " as values or numbers 1–\(values.count) separated by commas"
            + (count.lowerBound == 0 ? " (- for none)" : "")
            + (empty.map { "; empty line: \($0)" } ?? "")
    }
    func acceptsYesOrNo(defaultValue: Bool?) -> String {
        "yes or no" + (defaultValue.map { "; empty line: \($0 ? "yes" : "no")" } ?? "")
    }

    // MARK: Flow and answers files

    // MARK: Usage errors

    // MARK: Help texts

    // MARK: Shell completion menus

    // MARK: Problems of flow files

    func wholeNumber(found: String) -> String { "expected a whole number, found \(found)" }
    func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool) -> String {
        "min_length \(minimum) is more than max_length \(maximum)"
            + (minimumIsDefault ? " (min_length is 1 unless a validator says)" : "")
    }
    func patternRefused(_ reason: PatternRefusal.Reason, at character: Int) -> String {
        patternReason(reason) + " (at character \(character) of the pattern)"
    }
    private func patternReason(_ reason: PatternRefusal.Reason) -> String {
        switch reason {
        case .backreference: "backreferences are not supported"
        case .lookaround: "lookahead and lookbehind are not supported"
        case .atomicGroup: "atomic groups (?>…) are not supported"
        case .possessive: "possessive quantifiers such as *+ are not supported"
        case .quoting: "\\Q…\\E quoting is not supported: escape each character"
        case .flag: "the only flag is (?i), at the very start"
        case .groupKind: "only ( ) and (?: ) groups are supported"
        case .escape(let escape): "the escape \(escape) is not supported"
        case .trailingBackslash: "the pattern ends with a lone \\"
        case .codePoint: "expected \\u with four hex digits or \\u{…} naming a Unicode scalar"
        case .unclosedGroup: "this ( is never closed"
        case .unopenedGroup: "this ) closes no group"
        case .unclosedClass: "this [ is never closed"
        case .emptyClass: "a class matches no character"
        case .classSetOperation:
            "nested classes and &&, --, ~~ in a class are not supported: write \\[ for a bracket"
        case .range: "a range goes from a lower to a higher single character"
        case .nothingToRepeat: "a quantifier with nothing to repeat"
        case .brace: "write \\{, \\} or \\] for a brace or bracket that is not a count or class"
        case .countOrder: "a count {m,n} needs m ≤ n"
        case .countTooLarge: "a count may be at most \(PatternLimits.repetitionCount)"
        case .nestingTooDeep: "groups nest more than \(PatternLimits.nestingDepth) deep"
        case .tooLarge:
            "the pattern is too large (over \(PatternLimits.programSize) instructions once counts"
                + " are written out); use smaller counts"
        case .flowTooLarge:
            "the flow's patterns together are too large (over \(PatternLimits.flowProgramSize)"
                + " instructions once counts are written out); use smaller counts"
        }
    }
    func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int) -> String {
        "default \(value) is outside the slider's range \(range.lowerBound)…\(range.upperBound)"
            + (step == 1 ? "" : " in steps of \(step)")
    }
    func boundRange(_ bounds: ClosedRange<Int>) -> String {
        "expected a whole number from \(bounds.lowerBound) to \(bounds.upperBound)"
    }
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

    func defaultChoiceCount(_ count: Int, _ allowed: ClosedRange<Int>) -> String {
        "the default chooses \(count), but the validators allow"
            + " \(allowed.lowerBound) to \(allowed.upperBound)"
    }

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

    func questionReference(key: String, title: String) -> String { "\(key) (\(title))" }
    func noDefaults(_ questions: [String]) -> String {
        let these =
            questions.count == 1
            ? "this question, which has no default, was answered: "
            : "these questions, which have no default, were answered: "
        return "input ended before " + these + questions.joined(separator: ", ")
            + ". Give their answers as piped lines in this order, or in --answers FILE."
    }

    // MARK: JSON syntax errors

}
