/// One JSON value kept as text: how the store holds the values of keys wizard does not know,
/// so that a rewrite gives them back byte for byte (a 23-digit integer stays those digits,
/// a compact array stays compact, a nested object keeps its own layout).
public struct RawJSON: Sendable, Hashable {
    /// One complete JSON value that ``JSONParser`` accepts, without white space around it,
    /// nested at most ``JSONParser/depthLimit`` - 1 deep (it sits inside the store's object).
    /// A value read from a file is a slice of the file's bytes: a store of a hundred thousand
    /// keys then costs no allocation per value.
    public let text: ArraySlice<UInt8>

    /// A value as wizard writes it itself, in the compact layout (``JSONWriter``).
    public init(_ value: JSONValue) {
        var text: [UInt8] = []
        JSONWriter.compact(value, into: &text)
        self.text = text[...]
    }

    /// The text of a value the parser read, copied as it is.
    init(verbatim text: ArraySlice<UInt8>) {
        self.text = text
    }

    /// The value the text spells, typed; of a key given twice in an object, the last counts.
    public var value: JSONValue {
        let bytes = Array(text)
        guard let node = try? JSONParser.parse(bytes) else {
            preconditionFailure("RawJSON holds one JSON value")
        }
        return JSONValue(node, in: bytes)
    }

    /// The text without the white space between its tokens, for one-line output: strings
    /// and numbers stay byte for byte, so the value is the same.
    public var compactText: [UInt8] { JSONWriter.compacted(text) }
}
