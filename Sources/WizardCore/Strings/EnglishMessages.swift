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

    private static let leftUntouched =
        " It was left untouched: fix or remove it, or choose another file with --store."

    func storeNotProfile(path: String, location: TextLocation?, problem: String) -> String {
        let place = location.map { "\(path):\($0)" } ?? path
        return "\(place): \(problem)." + Self.leftUntouched
    }
    func storeWrongType(key: String, expected: JSONValueKind) -> String {
        "the profile store has \"\(key)\" that is not \(valueKind(expected))"
    }
    func storeWouldBeTooLarge(path: String, size: Int, limit: Int) -> String {
        "cannot write the profile store \(path): it would be \(Self.plural(size, "byte")),"
            + " more than the \(Self.plural(limit, "byte")) wizard reads. Nothing was saved and the file was left as it was;"
            + " remove large values other programs keep in it, or choose another file with --store."
    }
    func storeNamesDirectory(path: String, trailingSlash: Bool) -> String {
        if trailingSlash {
            return "the profile store \(path) ends in '/', so it names a directory; the store"
                + " is a file: give its path without the last '/'"
        }
        let file = (path.hasSuffix("/") ? path : path + "/") + "profile.json"
        return "the profile store \(path) is a directory; the store is a file: give the path"
            + " of one, such as \(file)"
    }
    /// How a message about a link starts: the link, and the store it leads to when that is
    /// another path.
    private static func notFollowing(_ link: String, to store: String) -> String {
        link == store
            ? "not following the profile store \(link), a symbolic link"
            : "not following the symbolic link \(link) on the way to the profile store \(store)"
    }
    private static let linkAdvice =
        " Nothing was read or written: remove the link, or choose another file with --store."
    func linkNotFollowed(link: String, store: String, owner: String) -> String {
        Self.notFollowing(link, to: store)
            + ": it belongs to \(owner), and wizard follows only links that belong to you or"
            + " to root." + Self.linkAdvice
    }
    func linkInStickyDirectory(
        link: String, store: String, owner: String, directory: String, directoryOwner: String
    ) -> String {
        Self.notFollowing(link, to: store)
            + ": it belongs to \(owner) and lies in \(directory), a directory anyone may write"
            + " in (sticky, as /tmp is) that belongs to \(directoryOwner); there wizard follows"
            + " only links that belong to you or to the directory's owner." + Self.linkAdvice
    }
    func linkTargetNotTrusted(link: String, store: String, directory: String, owner: String)
        -> String
    {
        Self.notFollowing(link, to: store)
            + ": it points into \(directory), which belongs to \(owner), and wizard follows"
            + " links only into directories that belong to you or to root." + Self.linkAdvice
    }
    func lockTimedOut(lockPath: String, seconds: String) -> String {
        let waited =
            seconds == "0"
            ? "another process holds the lock file \(lockPath), and --wait 0 does not wait"
            : "another process still holds the lock file \(lockPath) after \(seconds)"
                + " second\(seconds == "1" ? "" : "s") (--wait \(seconds))"
        return waited + ". Nothing was saved; try again once it has finished, or wait longer"
            + " with --wait SECONDS (without --wait, wizard waits as long as it takes)."
    }

    // MARK: Lost output

    func outputLost(reason: String, saved: Bool) -> String {
        "cannot write to standard output: \(reason)."
            + (saved ? " The profile was saved; only this output was lost." : "")
    }

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

    private static func name(_ kind: FileKind) -> String {
        switch kind {
        case .store: "profile store"
        case .flow: "flow file"
        case .answers: "answers file"
        case .history: "history file"
        }
    }

    func fileUnreadable(kind: FileKind, path: String, reason: String) -> String {
        "cannot read the \(Self.name(kind)) \(path): \(reason)."
    }
    func fileNotRegular(kind: FileKind, path: String) -> String {
        "the \(Self.name(kind)) \(path) is not a regular file."
    }
    func fileTooLarge(kind: FileKind, path: String, limit: Int) -> String {
        "the \(Self.name(kind)) \(path) is larger than \(Self.plural(limit, "byte")); it was not read."
    }
    func flowChecked(path: String, steps: Int, questions: Int) -> String {
        "\(path): no problems (\(Self.plural(steps, "step")), \(Self.plural(questions, "question")))"
    }
    func flowProblems(path: String, count: Int, blocking: Int) -> String {
        let runs =
            blocking == 0 ? "it runs, showing English where Korean is missing" : "it cannot run"
        return "\(path): \(Self.plural(count, "problem")); \(runs)"
    }
    func answersProblem(path: String, location: TextLocation, reason: String) -> String {
        "answers file \(path):\(location): \(reason) (nothing was saved)"
    }

    // MARK: Usage errors

    func unknownProgressStyle(_ value: String, styles: [String]) -> String {
        "unknown progress style '\(value)'; use \(Self.list(styles, or: "or"))"
    }
    func seeHelp(invocation: String) -> String { "Try '\(invocation)' for more information." }
    func missingShell(_ shells: [String]) -> String {
        "'wizard completion' needs a shell: \(Self.either(shells))"
    }
    func unknownShell(_ name: String, known shells: [String]) -> String {
        "no completion script for '\(name)'; wizard writes one for \(Self.either(shells))"
    }

    /// `a, b or c`.
    private static func either(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    // MARK: Help texts

    // MARK: Shell completion menus

    // MARK: Problems of flow files

    func wholeNumber(found: String) -> String { "expected a whole number, found \(found)" }
    func progressStyle(_ styles: [String]) -> String {
        "expected " + Self.list(styles.map { "\"\($0)\"" }, or: "or")
    }
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
