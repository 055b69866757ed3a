/// Any JSON value, so that keys wizard does not know survive a rewrite of the store.
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    /// A number whose value is a whole number that fits in `Int`, however it is written:
    /// the decoder reads `30`, `30.0` and `3E1` alike as `30`.
    case integer(Int)
    /// Any other number. Written back in its shortest form, a large whole double (such
    /// as `4.4444444444444447e+18`) reads again as the integer it spells: the same value.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Tries each type in turn, strings first: they are most of a profile, and every
    /// failed attempt costs a thrown error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .integer(let integer): try container.encode(integer)
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}
