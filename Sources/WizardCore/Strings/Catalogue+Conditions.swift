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

extension Message.FlowCheck {
    // MARK: Problems of conditions

    public static func conditionTestUnfit(_ test: String, key: String, stores: JSONValueKind)
        -> LocalizedText
    {
        Catalogue.localized { $0.conditionTestUnfit(test, key: key, stores: stores) }
    }

    public static func conditionValueType(key: String, stores: JSONValueKind, found: LocalizedText)
        -> LocalizedText
    {
        Catalogue.localized(embedding: found) {
            $0.conditionValueType(key: key, stores: stores, found: found($1))
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
