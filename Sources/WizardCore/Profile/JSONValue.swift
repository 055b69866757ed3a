/// A JSON value as typed data: what wizard reads from the store's known keys and writes
/// for its answers.
///
/// Values of keys wizard does not know are kept as their text instead (``RawJSON``), so
/// that they survive a rewrite byte for byte.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number whose value is a whole number that fits `Int`, however it is written:
    /// `30`, `30.0` and `3E1` alike are `30` (``JSONNumber/wholeValue(_:)``).
    case integer(Int)
    /// Any other number, as the nearest double.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// An object's members. A document with a key given twice never becomes one: the
    /// store's reader refuses it (``JSONParser/Options/refusesDuplicateKeys``).
    case object([String: JSONValue])

    /// The value `node` holds.
    ///
    /// - Parameter source: the buffer `node` was parsed from, for the text of its numbers.
    ///   Of a key given twice in an object, the last one counts.
    public init(_ node: JSONNode, in source: [UInt8]) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .integer(let integer): self = .integer(integer)
        case .fraction(let double):
            if let whole = JSONNumber.wholeValue(source[node.span]) {
                self = .integer(whole)
            } else {
                self = .double(double)
            }
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map { JSONValue($0, in: source) })
        case .object(let members):
            var object: [String: JSONValue] = [:]
            object.reserveCapacity(members.count)
            for member in members {
                object[member.key] = JSONValue(member.value, in: source)
            }
            self = .object(object)
        }
    }
}
