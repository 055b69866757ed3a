/// A JSON value that remembers where it starts in its source, so that a problem found in
/// it can be reported at its line and column.
///
/// Objects keep their members in source order, duplicates included: whether a duplicate
/// key is an error is for the reader of the document to say.
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// A number written without fraction or exponent that fits `Int`.
        case integer(Int)
        /// Any other number, as the nearest double. Whether it is a whole number however
        /// written (`30.0`, `3E1`) is ``JSONNumber/wholeValue(_:)`` of its text, ``span``.
        case fraction(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object.
    public struct Member: Sendable {
        public let key: String
        public let keyLocation: TextLocation
        public let value: JSONNode
    }

    public let value: Value
    public let location: TextLocation
    /// The byte offsets of the value's text in the parsed buffer, from its first byte to
    /// its last (`"a\u0041"` with its quotes, `[1, 2]` with its brackets): what a reader
    /// that keeps a value verbatim copies.
    public let span: Range<Int>

    /// The value of the first member named `key`, for an object; `nil` otherwise.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
