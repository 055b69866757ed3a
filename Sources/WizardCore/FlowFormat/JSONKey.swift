/// A key of a JSON object, the same as another only when it is the same Unicode scalars.
///
/// Swift compares strings by canonical equivalence, so `"é"` and `"e\u{301}"` are one
/// `String` key; Python, jq and JavaScript see two keys there, as JSON itself does. The
/// store holds keys other programs wrote, so it compares them as they do: a file with both
/// is valid JSON with two keys, kept as two, never reported as a key given twice.
public struct JSONKey: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The key as written, escapes decoded.
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var description: String { text }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var text = self.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
