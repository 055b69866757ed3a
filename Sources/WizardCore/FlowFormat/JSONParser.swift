import WizardMessages
import WizardText

/// Parses JSON text (RFC 8259) into ``JSONNode``s that carry their line and column.
///
/// Strict: one value, then only white space; no comments, trailing commas, `NaN` or
/// unescaped control characters; strings must be valid UTF-8. Nesting deeper than
/// ``depthLimit`` is refused rather than risking the stack.
///
/// The default flow is parsed on every run, so the parser works on the raw buffer and
/// counts columns only where a location is taken: newlines can only occur in white space
/// between tokens, and a column is the count of UTF-8 lead bytes since the line began.
public struct JSONParser {
    /// Deeper documents are refused: a flow needs five levels, a profile one.
    public static let depthLimit = 64

    /// What a reader asks of the parser beyond the grammar.
    public struct Options: Sendable {
        /// Containers nested deeper than this (the document's own container is at depth 1)
        /// are checked as any other, but not built: they come back empty, with their
        /// ``JSONNode/span``. For readers that keep such values as text, this saves the
        /// cost of a tree.
        public var buildingDepth: Int
        /// Whether an object the parser does not build (see ``buildingDepth``) that gives a
        /// key twice is an error, at the second key. Keys are compared as ``JSONKey``s,
        /// scalar by scalar: canonically equivalent keys (`é` and `e` + U+0301) are two
        /// keys, as other JSON readers see them. A built object keeps its members,
        /// duplicates included, for the reader to judge.
        public var refusesDuplicateKeys: Bool

        public init(buildingDepth: Int = .max, refusesDuplicateKeys: Bool = false) {
            self.buildingDepth = buildingDepth
            self.refusesDuplicateKeys = refusesDuplicateKeys
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private let options: Options
    var offset = 0
    private var depth = 0
    private var line = 1
    /// The column at ``columnOffset``; columns of later offsets are counted from there.
    private var column = 1
    private var columnOffset = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, options: Options) {
        self.bytes = bytes
        self.options = options
    }

    /// The document `bytes` holds, or the first syntax error in it.
    ///
    /// Linear in the length of `bytes` at any depth: each byte is looked at a bounded number
    /// of times (locations are counted on from the last one taken, a string is copied once,
    /// keys given twice are found with a set), containers are built once, and the recursion
    /// is bounded by ``depthLimit``.
    public static func parse(_ bytes: [UInt8], options: Options = Options())
        throws(JSONSyntaxError) -> JSONNode
    {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, options: options)
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            columnOffset = 3
        }
        skipWhiteSpace()
        let node = try parseValue()
        skipWhiteSpace()
        if offset < bytes.count { throw error(Message.JSONSyntax.trailingText) }
        return node
    }

    /// The line and column of ``offset``.
    mutating func location() -> TextLocation {
        while columnOffset < offset {
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return TextLocation(line: line, column: column)
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func error(_ message: LocalizedText, at location: TextLocation? = nil)
        -> JSONSyntaxError
    {
        JSONSyntaxError(message: message, location: location ?? self.location())
    }

    /// Moves past one byte that is not a newline.
    mutating func advance() {
        offset += 1
    }

    private mutating func skipWhiteSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x0A:
                offset += 1
                line += 1
                column = 1
                columnOffset = offset
            case 0x20, 0x09, 0x0D:
                offset += 1
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let start = location()
        let startOffset = offset
        let value = try parseValueContent()
        return JSONNode(value: value, location: start, span: startOffset..<offset)
    }

    private mutating func parseValueContent() throws(JSONSyntaxError) -> JSONNode.Value {
        guard let byte = current else { throw error(Message.JSONSyntax.endsEarly) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw error(Message.JSONSyntax.valueExpected)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = location()
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard current == byte else {
                throw error(Message.JSONSyntax.word("\(word)"), at: start)
            }
            advance()
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.depthLimit {
            throw error(Message.JSONSyntax.tooDeep(Self.depthLimit))
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
        try enterContainer()
        let builds = depth <= options.buildingDepth
        advance()
        skipWhiteSpace()
        var members: [JSONNode.Member] = []
        var keys = KeySet()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw error(Message.JSONSyntax.keyExpected)
            }
            let keyLocation = location()
            let key = try parseString()
            if !builds, options.refusesDuplicateKeys, !keys.insert(JSONKey(key)) {
                throw error(Message.JSONSyntax.keyGivenTwice(key), at: keyLocation)
            }
            skipWhiteSpace()
            guard current == UInt8(ascii: ":") else {
                throw error(Message.JSONSyntax.colonExpected)
            }
            advance()
            skipWhiteSpace()
            let value = try parseValue()
            if builds {
                members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
            }
            skipWhiteSpace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipWhiteSpace()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return .object(members)
            default:
                throw error(Message.JSONSyntax.memberEnd)
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enterContainer()
        let builds = depth <= options.buildingDepth
        advance()
        skipWhiteSpace()
        var elements: [JSONNode] = []
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            let element = try parseValue()
            if builds { elements.append(element) }
            skipWhiteSpace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipWhiteSpace()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return .array(elements)
            default:
                throw error(Message.JSONSyntax.elementEnd)
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Value {
        let start = offset
        var isInteger = true
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            advance()
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            try digits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            throw error(Message.JSONSyntax.numberTooLarge)
        }
        return .fraction(number)
    }

    private mutating func digits() throws(JSONSyntaxError) {
        guard let byte = current, (0x30...0x39).contains(byte) else {
            throw error(Message.JSONSyntax.digitExpected)
        }
        while let byte = current, (0x30...0x39).contains(byte) { advance() }
    }
}

/// The keys of one object, to find one given twice: a list while it is short (most objects
/// have a few keys), a set once it is long, so that the check stays linear.
private struct KeySet {
    private var list: [JSONKey] = []
    private var set: Set<JSONKey> = []

    /// Adds `key`; `false` when it was already there.
    mutating func insert(_ key: JSONKey) -> Bool {
        if !set.isEmpty { return set.insert(key).inserted }
        if list.contains(key) { return false }
        list.append(key)
        if list.count > 8 {
            set = Set(list)
            list = []
        }
        return true
    }
}

/// Why a text is not JSON, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let message: LocalizedText
    public let location: TextLocation

    public init(message: LocalizedText, location: TextLocation) {
        self.message = message
        self.location = location
    }
}
