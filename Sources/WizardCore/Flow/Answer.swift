/// A validated answer to a question step, ready to be stored: the JSON value the profile
/// store keeps, of the type its kind stores (``StepKind/storedType``).
public struct Answer: Sendable, Hashable {
    /// The answer as the profile store keeps it.
    public let jsonValue: JSONValue

    public init(_ jsonValue: JSONValue) {
        self.jsonValue = jsonValue
    }

    /// A text question's answer: trimmed, checked and in Unicode NFC.
    public static func text(_ text: String) -> Answer { Answer(.string(text)) }
    /// A slider's value, inside its range.
    public static func number(_ number: Int) -> Answer { Answer(.integer(number)) }
    /// A picker's chosen option, by its stored value (`female`, not `Female`).
    public static func choice(_ value: String) -> Answer { Answer(.string(value)) }
    /// A confirm question's answer.
    public static func flag(_ flag: Bool) -> Answer { Answer(.bool(flag)) }

    /// The answer when it is a string (text and picker answers).
    public var string: String? {
        if case .string(let string) = jsonValue { string } else { nil }
    }

    /// The answer when it is a whole number (slider answers).
    public var integer: Int? {
        if case .integer(let integer) = jsonValue { integer } else { nil }
    }

    /// The answer when it is a boolean (confirm answers).
    public var bool: Bool? {
        if case .bool(let bool) = jsonValue { bool } else { nil }
    }
}
