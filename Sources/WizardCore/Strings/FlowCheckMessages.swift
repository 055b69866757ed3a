/// The problems of flow files, shown by `wizard flow check` after FILE:LINE:COLUMN: PATH:
/// (part of ``Messages``; ``Catalogue/FlowCheck`` asks for them).
public protocol FlowCheckMessages {
    func wholeNumber(found: String) -> String
    func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool) -> String
    /// A pattern outside the subset of `docs/flow-format.md`, and the character of the
    /// pattern (from 1) where the refusal stands.
    func patternRefused(_ reason: PatternRefusal.Reason, at character: Int) -> String
    func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int) -> String
    func boundRange(_ bounds: ClosedRange<Int>) -> String
    func defaultChoiceCount(_ count: Int, _ allowed: ClosedRange<Int>) -> String
    /// A kind of JSON value as the messages above name it (`an object`, `a string`, …).
    func valueKind(_ kind: JSONValueKind) -> String
}
