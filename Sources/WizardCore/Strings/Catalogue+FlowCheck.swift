extension Catalogue {
    // MARK: Problems of flow files (`wizard flow check`), shown after FILE:LINE:COLUMN: PATH:

    /// The namespace of the flow reader's messages.
    public enum FlowCheck {
        public static let emptyText = localized { $0.emptyText }
        public static let badName = localized { $0.badName }
        public static let fractionForWhole = localized { $0.fractionForWhole }
        public static let stringExpected = localized { $0.stringExpected }
        public static let languageCode = localized { $0.languageCode }
        public static let missingEnglish = localized { $0.missingEnglish }
        public static let missingKorean = localized { $0.missingKorean }
        public static let unsafeText = localized { $0.unsafeText }
        public static let appWithoutName = localized { $0.appWithoutName }
        public static let stepsExpected = localized { $0.stepsExpected }
        public static let featuresExpected = localized { $0.featuresExpected }
        public static let tourStyle = localized { $0.tourStyle }
        public static let tourWithoutFeatures = localized { $0.tourWithoutFeatures }
        public static let secondsWithoutProgress = localized { $0.secondsWithoutProgress }
        public static let secondsRange = localized { $0.secondsRange }
        public static let iconExpected = localized { $0.iconExpected }
        public static let progressStyle = localized {
            $0.progressStyle(ProgressStyle.allCases.map(\.rawValue))
        }
        public static func estimateRange(_ limit: Int) -> LocalizedText {
            localized { $0.estimateRange(limit) }
        }
        public static let validatorsExpected = localized { $0.validatorsExpected }
        public static let oneRule = localized { $0.oneRule }
        public static let ruleExpected = localized { $0.ruleExpected }
        public static let patternString = localized { $0.patternString }
        public static let patternAlert = localized { $0.patternAlert }
        public static let stepTooSmall = localized { $0.stepTooSmall }
        public static let optionCount = localized { $0.optionCount }
        public static let optionValue = localized { $0.optionValue }
        public static let digitsValue = localized { $0.digitsValue }
        public static let booleanExpected = localized { $0.booleanExpected }
        public static func formatVersion(_ version: Int) -> LocalizedText {
            localized { $0.formatVersion(version) }
        }
        public static func accent(names: String) -> LocalizedText {
            localized { $0.accent(names: names) }
        }
        public static func missingLanguage(_ code: String) -> LocalizedText {
            localized { $0.missingLanguage(code) }
        }
        public static func missingField(_ key: String) -> LocalizedText {
            localized { $0.missingField(key) }
        }
        public static func keyUsed(_ key: String, by earlier: String) -> LocalizedText {
            localized { $0.keyUsed(key, by: earlier) }
        }
        public static func unknownKind(_ kinds: String) -> LocalizedText {
            localized { $0.unknownKind(kinds) }
        }
        public static func reservedKey(_ key: String) -> LocalizedText {
            localized { $0.reservedKey(key) }
        }
        public static func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool)
            -> LocalizedText
        {
            localized {
                $0.lengths(minimum: minimum, maximum: maximum, minimumIsDefault: minimumIsDefault)
            }
        }
        public static func lengthRange(_ limit: Int) -> LocalizedText {
            localized { $0.lengthRange(limit) }
        }
        /// A pattern outside the subset, with the character where it goes wrong (from 1).
        public static func patternRefused(_ refusal: PatternRefusal) -> LocalizedText {
            localized { $0.patternRefused(refusal.reason, at: refusal.position + 1) }
        }
        public static func maxBelowMin(_ minimum: Int, _ maximum: Int) -> LocalizedText {
            localized { $0.maxBelowMin(minimum, maximum) }
        }
        public static func stepTooWide(_ step: Int, _ minimum: Int, _ maximum: Int) -> LocalizedText
        {
            localized { $0.stepTooWide(step, minimum, maximum) }
        }
        public static func maxUnreachable(_ minimum: Int, _ maximum: Int, step: Int)
            -> LocalizedText
        {
            localized { $0.maxUnreachable(minimum, maximum, step: step) }
        }
        public static func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int)
            -> LocalizedText
        {
            localized { $0.defaultOutside(value, range, step: step) }
        }
        public static func boundRange(_ bounds: ClosedRange<Int>) -> LocalizedText {
            localized { $0.boundRange(bounds) }
        }
        public static func valueRepeated(_ value: String, by earlier: String) -> LocalizedText {
            localized { $0.valueRepeated(value, by: earlier) }
        }
        public static func givenTwice(_ key: String) -> LocalizedText {
            localized { $0.givenTwice(key) }
        }
        public static func unknownField(_ key: String, known: String) -> LocalizedText {
            localized { $0.unknownField(key, known: known) }
        }
        public static func wholeNumber(found: LocalizedText) -> LocalizedText {
            localized(embedding: found) { $0.wholeNumber(found: found($1)) }
        }
        public static func textExpected(found: LocalizedText) -> LocalizedText {
            localized(embedding: found) { $0.textExpected(found: found($1)) }
        }
        public static func objectExpected(found: LocalizedText) -> LocalizedText {
            localized(embedding: found) { $0.objectExpected(found: found($1)) }
        }
    }
}

extension Catalogue.FlowCheck {
    /// A JSON value's type as messages name it: `an object`, `a string`, ….
    public static func typeName(_ node: JSONNode) -> LocalizedText {
        let kind: ValueKind =
            switch node.value {
            case .object: .object
            case .array: .array
            case .string: .string
            case .integer, .fraction: .number
            case .bool: .boolean
            case .null: .null
            }
        return Catalogue.localized { $0.valueKind(kind) }
    }
}
