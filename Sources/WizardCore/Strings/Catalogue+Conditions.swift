extension Catalogue {
    // MARK: A condition read out (`wizard flow questions`)

    /// `condition` in words, keys and values as the flow writes them.
    public static func conditionText(_ condition: Condition) -> LocalizedText {
        localized { conditionText(condition, in: $0, nested: false) }
    }

    /// After a question's summary: when it is asked.
    public static func askedWhen(_ condition: Condition) -> LocalizedText {
        localized { $0.askedWhen(conditionText(condition, in: $0, nested: false)) }
    }

    private static func conditionText(
        _ condition: Condition, in messages: any Messages, nested: Bool
    ) -> String {
        func parts(_ parts: [Condition]) -> [String] {
            parts.map { conditionText($0, in: messages, nested: true) }
        }
        let text: String
        switch condition {
        case .test(let key, let test):
            switch test {
            case .equals(let value):
                return messages.conditionIs(key: key, value: JSONWriter.compactText(value))
            case .isOneOf(let values):
                return messages.conditionIsOneOf(
                    key: key, values: values.map(JSONWriter.compactText))
            case .atLeast(let bound): return messages.conditionAtLeast(key: key, bound: bound)
            case .atMost(let bound): return messages.conditionAtMost(key: key, bound: bound)
            case .contains(let value):
                return messages.conditionIncludes(
                    key: key, value: JSONWriter.compactText(.string(value)))
            }
        case .all(let conditions): text = messages.conditionAll(parts(conditions))
        case .any(let conditions): text = messages.conditionAny(parts(conditions))
        case .not(let part):
            let inner = conditionText(part, in: messages, nested: false)
            text = messages.conditionNot("(\(inner))")
        }
        return nested ? "(\(text))" : text
    }
}

extension Catalogue.FlowCheck {
    // MARK: Problems of conditions

    public static let conditionExpected = Catalogue.localized { $0.conditionExpected }
    public static let conditionOneTest = Catalogue.localized { $0.conditionOneTest }
    public static let conditionParts = Catalogue.localized { $0.conditionParts }
    public static let conditionValues = Catalogue.localized { $0.conditionValues }
    public static let conditionValue = Catalogue.localized { $0.conditionValue }
    public static let conditionNeverHolds = Catalogue.localized { $0.conditionNeverHolds }

    public static func conditionTooLarge(_ limit: Int) -> LocalizedText {
        Catalogue.localized { $0.conditionTooLarge(limit) }
    }

    public static func conditionTooDeep(_ limit: Int) -> LocalizedText {
        Catalogue.localized { $0.conditionTooDeep(limit) }
    }

    public static func conditionKeyLater(_ key: String, _ path: String) -> LocalizedText {
        Catalogue.localized { $0.conditionKeyLater(key, path: path) }
    }

    public static func conditionKeyUnknown(_ key: String) -> LocalizedText {
        Catalogue.localized { $0.conditionKeyUnknown(key) }
    }

    public static func conditionTestUnfit(_ test: String, key: String, stores: ValueKind)
        -> LocalizedText
    {
        Catalogue.localized { $0.conditionTestUnfit(test, key: key, stores: stores) }
    }

    public static func conditionValueType(key: String, stores: ValueKind, found: LocalizedText)
        -> LocalizedText
    {
        Catalogue.localized(embedding: found) {
            $0.conditionValueType(key: key, stores: stores, found: found($1))
        }
    }

    public static func conditionNeverAnswer(_ value: String, key: String, answers: LocalizedText)
        -> LocalizedText
    {
        Catalogue.localized(embedding: answers) {
            $0.conditionNeverAnswer(value, key: key, answers: answers($1))
        }
    }

    public static func conditionNeverBound(
        _ test: String, _ bound: Int, key: String, answers: LocalizedText
    ) -> LocalizedText {
        Catalogue.localized(embedding: answers) {
            $0.conditionNeverBound(test, bound, key: key, answers: answers($1))
        }
    }

    /// What a question's answers are: the texts its validators accept, a range of whole
    /// numbers, a few values, or lists of choices.
    public static func answers(_ domain: AnswerDomain) -> LocalizedText {
        switch domain {
        case .text:
            return Catalogue.localized { $0.answersAnyText }
        case .wholeNumbers(_, let step):
            let bounds = domain.wholeNumberBounds ?? 0...0
            return Catalogue.localized { $0.answersNumbers(bounds, step: step) }
        case .oneOf(let values):
            return Catalogue.localized { $0.answersValues(values.map(JSONWriter.compactText)) }
        case .someOf(let options, let count):
            let values = options.map { JSONWriter.compactText(.string($0)) }
            return Catalogue.localized { $0.answersChoices(values, count: count) }
        }
    }
}
