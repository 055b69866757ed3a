/// What a condition asks of one of the flow's variables (`{"var": NAME, …}`,
/// `docs/flow-format.md`, "Conditions"): the tests an answer has that fit a value read as text,
/// and whether it is empty.
///
/// A single variable's value is compared as a string; a list variable's (`"lines": true`) as
/// the values of its items, a list of strings, as a multi-select's answer is.
public enum VariableTest: Sendable, Equatable {
    /// The value is this string; a list's values are exactly these strings, in any order.
    case equals(JSONValue)
    /// The value is one of these strings (`"in"` in a flow file).
    case isOneOf([JSONValue])
    /// A list's values include this one.
    case contains(String)
    /// The value is empty (`true`) or not (`false`): a single value of no characters, a list
    /// of no item (`"empty"` in a flow file).
    case isEmpty(Bool)

    /// The names a flow file uses, in the order `docs/flow-format.md` lists them.
    public static let names = ["equals", "in", "contains", "empty"]

    /// The test's name in a flow file.
    public var name: String {
        switch self {
        case .equals: "equals"
        case .isOneOf: "in"
        case .contains: "contains"
        case .isEmpty: "empty"
        }
    }

    /// The test's value as a flow file writes it.
    public var operand: JSONValue {
        switch self {
        case .equals(let value): value
        case .isOneOf(let values): .array(values)
        case .contains(let value): .string(value)
        case .isEmpty(let flag): .bool(flag)
        }
    }

    /// Whether the test holds for `value`; a variable without one (`nil`) is taken as empty.
    public func holds(for value: VariableValue?) -> Bool {
        let value = value ?? .single("")
        switch self {
        case .isEmpty(let wanted): return value.isEmpty == wanted
        case .equals(let wanted): return AnswerTest.equals(wanted).holds(for: value.jsonValue)
        case .isOneOf(let values): return AnswerTest.isOneOf(values).holds(for: value.jsonValue)
        case .contains(let wanted): return AnswerTest.contains(wanted).holds(for: value.jsonValue)
        }
    }
}
