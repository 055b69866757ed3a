import WizardCore
import WizardMessages
import WizardText

/// `wizard ask`'s flags checked in the words of its command line, before they are written
/// as a flow's step (``AskFlow``): a refusal names only flags (the one at fault, and the
/// one it clashes with), never a field, a path or a flag the person did not give as the
/// flow file's words would.
///
/// What is checked here is what the flow reader's own words would say in the flow file's
/// terms: a number that is none, bounds the wrong way round, a step a slider cannot take,
/// options missing, twice or too many, a default that is none of them, and a pattern
/// without its alert. What passes is read as a flow (``AskFlow/flow(for:optionLines:language:)``),
/// whose remaining refusals speak of values alone.
enum AskFlagCheck {
    /// The least and most options one question offers, as a flow's `options` allows.
    static let optionLimit = 999

    /// Throws the first refusal of `question`'s flags, its options `optionLines` when
    /// `--option` is not given (`--options-from`'s).
    static func check(_ question: AskQuestion, optionLines: [String]) throws(UsageError) {
        try checkWholeNumbers(question)
        switch question.kind {
        case .text, .secret:
            try checkOrder(question, .minLength, 1, .maxLength, 256)
            if question.value(of: .pattern) != nil, question.value(of: .alert) == nil {
                throw refusal(.pattern, Message.Ask.patternNeedsAlert)
            }
        case .number:
            try checkNumber(question)
        case .choose, .multi:
            try checkOptions(question, lines: optionLines)
            try checkOrder(question, .minChoices, 0, .maxChoices, Flow.optionLimit)
        case .confirm:
            if let value = question.value(of: .defaultValue), yesOrNo(value) == nil {
                throw refusal(.defaultValue, Message.Ask.yesOrNo(MessageValue.word(value)))
            }
        }
    }

    /// `yes`, `y` or `true`; `no`, `n` or `false` (any case); `nil` for any other word.
    static func yesOrNo(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "y", "true": true
        case "no", "n", "false": false
        default: nil
        }
    }

    /// The flags that take a whole number: each given one is one.
    private static func checkWholeNumbers(_ question: AskQuestion) throws(UsageError) {
        var numeric: [AskQuestion.Field] = [
            .minLength, .maxLength, .minimum, .maximum, .step, .minChoices, .maxChoices,
        ]
        if question.kind == .number { numeric.append(.defaultValue) }
        for field in numeric {
            guard let value = question.value(of: field), Int(value) == nil else { continue }
            throw refusal(field, Message.Ask.wholeNumber(MessageValue.word(value)))
        }
    }

    /// `lower` (given, else `lowerDefault`) is at most `upper` (given, else `upperDefault`);
    /// only when one of them is given.
    private static func checkOrder(
        _ question: AskQuestion, _ lower: AskQuestion.Field, _ lowerDefault: Int,
        _ upper: AskQuestion.Field, _ upperDefault: Int
    ) throws(UsageError) {
        let given = (question.value(of: lower), question.value(of: upper))
        guard given.0 != nil || given.1 != nil else { return }
        let low = given.0.flatMap { Int($0) } ?? lowerDefault
        let high = given.1.flatMap { Int($0) } ?? upperDefault
        guard low > high else { return }
        let problem = Message.Ask.moreThan(
            option: lower.spelling, value: low, other: upper.spelling, limit: high)
        throw UsageError(.askFlagRefused(option: nil, problem: problem), command: "ask")
    }

    /// A number's step is above 0, its maximum at or above its minimum and reached from it
    /// in steps, and its default one of its numbers. The defaults are ``AskFlow``'s: from 0,
    /// in steps of 1, to 100 more than the minimum in whole steps.
    private static func checkNumber(_ question: AskQuestion) throws(UsageError) {
        let step = question.value(of: .step).flatMap { Int($0) } ?? 1
        guard step > 0 else { throw refusal(.step, Message.Ask.aboveZero(step)) }
        let low = question.value(of: .minimum).flatMap { Int($0) } ?? 0
        let highest = low + step * max(1, 100 / step)
        try checkOrder(question, .minimum, 0, .maximum, highest)
        let high = question.value(of: .maximum).flatMap { Int($0) } ?? highest
        guard (high - low) % step == 0 else {
            throw refusal(.maximum, Message.Ask.offStep(upper: high, lower: low, step: step))
        }
        if let value = question.value(of: .defaultValue).flatMap({ Int($0) }),
            value < low || value > high || (value - low) % step != 0
        {
            throw refusal(
                .defaultValue,
                Message.Ask.outsideRange(value, lower: low, upper: high, step: step))
        }
    }

    /// Options are given (by `--option`, else `lines`); `--option`'s at most
    /// ``optionLimit``, no value twice (values ignore case); the default is among their
    /// values.
    private static func checkOptions(_ question: AskQuestion, lines: [String]) throws(UsageError) {
        let given = question.values(of: .option)
        let entries = given.isEmpty ? lines : given
        let flag: AskQuestion.Field = given.isEmpty ? .optionsFrom : .option
        guard !entries.isEmpty else {
            guard let path = question.value(of: .optionsFrom) else {
                throw UsageError(
                    .askFlagRefused(
                        option: nil,
                        problem: Message.Ask.optionsMissing(kind: question.kind.rawValue)),
                    command: "ask")
            }
            throw refusal(.optionsFrom, Message.Ask.noOptionsInFile(path: path))
        }
        let values = entries.map { entry in
            entry.firstIndex(of: "=").map { String(entry[..<$0]) } ?? entry
        }
        // `--options-from`'s lines are a list variable's items, bounded and kept once each
        // as a run's lists are (``AskFlow``); `--option`'s few are written in the step.
        if flag == .option {
            guard entries.count <= optionLimit else {
                throw refusal(
                    flag, Message.Ask.tooManyOptions(count: entries.count, limit: optionLimit))
            }
            var seen: Set<String> = []
            for value in values where !seen.insert(value.lowercased()).inserted {
                throw refusal(flag, Message.Ask.optionTwice(MessageValue.word(value)))
            }
        }
        guard question.kind == .multi, let value = question.value(of: .defaultValue) else {
            return
        }
        let chosen = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard Set(chosen).count == chosen.count, chosen.allSatisfy(values.contains) else {
            throw refusal(.defaultValue, Message.Ask.defaultNotOptions(values: values))
        }
    }

    /// The usage error that refuses `field`'s value with `problem`.
    private static func refusal(_ field: AskQuestion.Field, _ problem: LocalizedText) -> UsageError
    {
        UsageError(.askFlagRefused(option: field.spelling, problem: problem), command: "ask")
    }
}
