/// The messages about step conditions (`"when"`): how `wizard flow questions` reads them out,
/// and what `wizard flow check` finds wrong with them (part of ``Messages``;
/// ``Catalogue/conditionText(_:)`` and ``Catalogue/FlowCheck`` ask for them).
///
/// Keys and values come as they are written in the flow, values in JSON (`"female"`, `30`),
/// so that no particle or inflection need follow a word of unknown ending.
public protocol ConditionMessages {
    // MARK: A condition read out

    /// The answer under `key` is `value`.
    func conditionIs(key: String, value: String) -> String
    /// The answer under `key` is one of `values`.
    func conditionIsOneOf(key: String, values: [String]) -> String
    func conditionAtLeast(key: String, bound: Int) -> String
    func conditionAtMost(key: String, bound: Int) -> String
    /// The choices under `key` include `value`.
    func conditionIncludes(key: String, value: String) -> String
    /// Every part holds; parts that combine others come in parentheses.
    func conditionAll(_ parts: [String]) -> String
    /// Some part holds.
    func conditionAny(_ parts: [String]) -> String
    func conditionNot(_ part: String) -> String
    /// After a question's summary in `wizard flow questions`: when it is asked.
    func askedWhen(_ condition: String) -> String

    // MARK: Problems `wizard flow check` reports

    /// `test` (`atLeast`, `contains`) cannot test an answer of this kind.
    func conditionTestUnfit(_ test: String, key: String, stores: JSONValueKind) -> String
    /// A value of the wrong type (`found`, as ``FlowCheckMessages/valueKind(_:)`` names it).
    func conditionValueType(key: String, stores: JSONValueKind, found: String) -> String
    /// `test bound` holds for no answer.
    func conditionNeverBound(_ test: String, _ bound: Int, key: String, answers: String) -> String

    // MARK: What a question's answers are, in those problems

    var answersAnyText: String { get }
    func answersNumbers(_ bounds: ClosedRange<Int>, step: Int) -> String
    func answersValues(_ values: [String]) -> String
    func answersChoices(_ values: [String], count: ClosedRange<Int>) -> String
}
