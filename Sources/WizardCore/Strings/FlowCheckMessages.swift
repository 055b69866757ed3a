/// The problems of flow files, shown by `wizard flow check` after FILE:LINE:COLUMN: PATH:
/// (part of ``Messages``; ``Catalogue/FlowCheck`` asks for them).
public protocol FlowCheckMessages {
    func formatVersion(_ version: Int) -> String
    func accent(names: String) -> String
    func missingLanguage(_ code: String) -> String
    var emptyText: String { get }
    func missingField(_ key: String) -> String
    var badName: String { get }
    var fractionForWhole: String { get }
    func wholeNumber(found: String) -> String
    var stringExpected: String { get }
    var languageCode: String { get }
    var missingEnglish: String { get }
    var missingKorean: String { get }
    func textExpected(found: String) -> String
    var unsafeText: String { get }
    var appWithoutName: String { get }
    var stepsExpected: String { get }
    func keyUsed(_ key: String, by earlier: String) -> String
    func unknownKind(_ kinds: String) -> String
    func reservedKey(_ key: String) -> String
    var featuresExpected: String { get }
    var tourStyle: String { get }
    var tourWithoutFeatures: String { get }
    var secondsWithoutProgress: String { get }
    var secondsRange: String { get }
    var iconExpected: String { get }
    /// The flow's `progress` names no style; `styles` are the ones there are.
    func progressStyle(_ styles: [String]) -> String
    /// A step's `estimate` is not a number of seconds from 1 to `limit`.
    func estimateRange(_ limit: Int) -> String
    var validatorsExpected: String { get }
    var oneRule: String { get }
    var ruleExpected: String { get }
    func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool) -> String
    func lengthRange(_ limit: Int) -> String
    var patternString: String { get }
    var patternAlert: String { get }
    /// A pattern outside the subset of `docs/flow-format.md`, and the character of the
    /// pattern (from 1) where the refusal stands.
    func patternRefused(_ reason: PatternRefusal.Reason, at character: Int) -> String
    var stepTooSmall: String { get }
    func maxBelowMin(_ minimum: Int, _ maximum: Int) -> String
    func stepTooWide(_ step: Int, _ minimum: Int, _ maximum: Int) -> String
    func maxUnreachable(_ minimum: Int, _ maximum: Int, step: Int) -> String
    func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int) -> String
    func boundRange(_ bounds: ClosedRange<Int>) -> String
    var optionCount: String { get }
    func valueRepeated(_ value: String, by earlier: String) -> String
    var optionValue: String { get }
    var digitsValue: String { get }
    var booleanExpected: String { get }
    func objectExpected(found: String) -> String
    func givenTwice(_ key: String) -> String
    func unknownField(_ key: String, known: String) -> String
    /// A kind of JSON value as the messages above name it (`an object`, `a string`, …).
    func valueKind(_ kind: ValueKind) -> String
}
