import WizardMessages
import WizardText

extension Message {
    // Conditions read out, and flow check's problems with them: each chooses among plain
    // messages of po/, with no language's words here. Keys and values are written as the
    // flow writes them, values in JSON (`"female"`, `30`).

    /// `condition` in words, keys and values as the flow writes them.
    public static func conditionText(_ condition: Condition) -> LocalizedText {
        conditionText(condition, nested: false)
    }

    /// After a question's summary: when it is asked.
    public static func askedWhen(_ condition: Condition) -> LocalizedText {
        Conditions.askedWhen(condition: conditionText(condition))
    }

    /// `condition` in words; a part that combines others, inside another, in parentheses.
    private static func conditionText(_ condition: Condition, nested: Bool)
        -> LocalizedText
    {
        let text: LocalizedText
        switch condition {
        case .test(let key, let test):
            switch test {
            case .equals(let value):
                return Conditions.equals(key: key, value: JSONWriter.compactText(value))
            case .isOneOf(let values):
                return Conditions.isOneOf(key: key, values: values.map(JSONWriter.compactText))
            case .atLeast(let bound): return Conditions.atLeast(key: key, bound: bound)
            case .atMost(let bound): return Conditions.atMost(key: key, bound: bound)
            case .contains(let value):
                return Conditions.includes(key: key, value: JSONWriter.compactText(.string(value)))
            }
        case .variable(let name, let test, _):
            // A variable reads as a key does: the flow gives no name to both.
            switch test {
            case .equals(let value):
                return Conditions.equals(key: name, value: JSONWriter.compactText(value))
            case .isOneOf(let values):
                return Conditions.isOneOf(key: name, values: values.map(JSONWriter.compactText))
            case .contains(let value):
                return Conditions.includes(
                    key: name, value: JSONWriter.compactText(.string(value)))
            case .isEmpty(let empty):
                return empty ? Conditions.empty(name: name) : Conditions.notEmpty(name: name)
            }
        case .all(let conditions):
            text = joining(conditions, with: Conditions.and(first:second:))
        case .any(let conditions):
            text = joining(conditions, with: Conditions.or(first:second:))
        case .not(let part):
            text = Conditions.not(part: parenthesised(conditionText(part, nested: false)))
        }
        return nested ? parenthesised(text) : text
    }

    /// `conditions` read out, each nested, joined two by two by `join`.
    private static func joining(
        _ conditions: [Condition],
        with join: (LocalizedText, LocalizedText) -> LocalizedText
    ) -> LocalizedText {
        let parts = conditions.map { conditionText($0, nested: true) }
        guard let first = parts.first else { return LocalizedText(english: "") }
        return parts.dropFirst().reduce(first, join)
    }

    private static func parenthesised(_ text: LocalizedText) -> LocalizedText {
        text.map { _, string in "(\(string))" }
    }
}

extension Message.FlowCheck {
    public static func conditionTestUnfit(_ test: String, key: String, stores: JSONValueKind)
        -> LocalizedText
    {
        conditionTestUnfit(test, key: key, kind: Message.valueKind(stores))
    }

    public static func conditionValueType(key: String, stores: JSONValueKind, found: LocalizedText)
        -> LocalizedText
    {
        conditionValueType(key: key, kind: Message.valueKind(stores), found: found)
    }

    public static func conditionVarValueType(
        name: String, holds: JSONValueKind, found: LocalizedText
    ) -> LocalizedText {
        conditionVarValueType(name: name, kind: Message.valueKind(holds), found: found)
    }

    /// `test bound` (`atLeast`, `atMost`) holds for no answer.
    public static func conditionNeverBound(
        _ test: String, _ bound: Int, key: String, answers: LocalizedText
    ) -> LocalizedText {
        test == "atLeast"
            ? conditionNeverAtLeast(key: key, bound: bound, answers: answers)
            : conditionNeverAtMost(key: key, bound: bound, answers: answers)
    }

    /// What a question's answers are: the texts its validators accept, a range of whole
    /// numbers, a few values, or lists of choices.
    public static func answers(_ domain: AnswerDomain) -> LocalizedText {
        switch domain {
        case .text:
            return Message.Answers.anyText
        case .wholeNumbers(_, let step):
            let bounds = domain.wholeNumberBounds ?? 0...0
            let (lower, upper) = (bounds.lowerBound, bounds.upperBound)
            return step == 1
                ? Message.Answers.numbers(lower: lower, upper: upper)
                : Message.Answers.numbersInSteps(lower: lower, upper: upper, step: step)
        case .oneOf(let values):
            return LocalizedText(
                english: MessageValue.list(
                    values.prefix(MessageValue.itemLimit + 1).map(
                        JSONWriter.compactText)))
        case .someOf(let options, let count):
            // One more than a message shows, which says that there are more.
            let values = options.prefix(MessageValue.itemLimit + 1).map {
                JSONWriter.compactText(.string($0))
            }
            return Message.Answers.choices(
                values: values, lower: count.lowerBound, upper: count.upperBound)
        }
    }
}
