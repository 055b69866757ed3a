extension Catalogue {
    // MARK: Problems of flow files (`wizard flow check`), shown after FILE:LINE:COLUMN: PATH:

    /// The namespace of the flow reader's messages.
    public enum FlowCheck {
        public static func defaultChoiceCount(_ count: Int, _ allowed: ClosedRange<Int>)
            -> LocalizedText
        {
            localized { $0.defaultChoiceCount(count, allowed) }
        }
        public static func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool)
            -> LocalizedText
        {
            localized {
                $0.lengths(minimum: minimum, maximum: maximum, minimumIsDefault: minimumIsDefault)
            }
        }
        /// A pattern outside the subset, with the character where it goes wrong (from 1).
        public static func patternRefused(_ refusal: PatternRefusal) -> LocalizedText {
            localized { $0.patternRefused(refusal.reason, at: refusal.position + 1) }
        }
        public static func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int)
            -> LocalizedText
        {
            localized { $0.defaultOutside(value, range, step: step) }
        }
        public static func boundRange(_ bounds: ClosedRange<Int>) -> LocalizedText {
            localized { $0.boundRange(bounds) }
        }
        public static func wholeNumber(found: LocalizedText) -> LocalizedText {
            localized(embedding: found) { $0.wholeNumber(found: found($1)) }
        }
    }
}

extension Catalogue.FlowCheck {
    /// A JSON value's type as messages name it: `an object`, `a string`, ….
    public static func typeName(_ node: JSONNode) -> LocalizedText {
        let kind: JSONValueKind =
            switch node.value {
            case .object: .object
            case .array: .array
            case .string: .string
            case .integer, .fraction: .number
            case .bool: .boolean
            case .null: .null
            }
        return Message.valueKind(kind)
    }
}
