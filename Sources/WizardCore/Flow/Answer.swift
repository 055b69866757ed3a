/// A validated answer to a question step, ready to be stored.
public enum Answer: Sendable, Hashable {
    /// A text question's answer: trimmed, checked and in Unicode NFC.
    case text(String)
    /// A slider's value, inside its range.
    case number(Int)
    /// A picker's chosen option, by its stored value (`female`, not `Female`).
    case choice(String)
    /// A confirm question's answer.
    case flag(Bool)

    /// The answer as the profile store keeps it.
    public var jsonValue: JSONValue {
        switch self {
        case .text(let text): .string(text)
        case .number(let number): .integer(number)
        case .choice(let value): .string(value)
        case .flag(let flag): .bool(flag)
        }
    }
}
