import WizardMessages

/// The store file's format: one JSON object, read with ``JSONParser`` and written with
/// ``JSONWriter``.
///
/// Contract:
/// - Known keys (``ProfileDocument/values``) are typed: a whole number however written
///   (`30`, `30.0`, `3E1`) is an integer (``JSONNumber``), and each is written again in the
///   pretty layout.
/// - Every other key keeps the text of its value byte for byte (``RawJSON``): numbers are
///   never reformatted, layouts never changed.
/// - A key given twice, at any depth, makes the file unreadable: programs disagree on which
///   one counts, so wizard reports it rather than choose.
/// - Keys are written in the byte order of their UTF-8, one per line, as
///   `  "key" : value`, the object closed by `}` and a newline.
/// - What ``json`` writes, ``init(json:flow:)`` reads back as the same document.
extension ProfileDocument {
    /// Reads a store file's bytes. Linear in their length at any nesting depth.
    ///
    /// - Throws: a defect with its line and column: the parser's first (syntax, nesting, a
    ///   key given twice inside a value), else the first of the members in document order
    ///   (a key given twice, a known key of the wrong type).
    public init(json bytes: [UInt8], flow: Flow) throws(ProfileDefect) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw .empty
        }
        // The members' values are checked but not built: most are kept as text.
        let root: JSONNode
        do {
            root = try JSONParser.parse(
                bytes, options: JSONParser.Options(buildingDepth: 1, refusesDuplicateKeys: true))
        } catch {
            throw .malformed(error)
        }
        guard case .object(let members) = root.value else {
            throw .notAnObject(at: root.location)
        }
        let expectedType = ExpectedTypes(flow: flow)
        // Sized once: growing it from empty rehashed it at 1, 2 and 4 keys.
        var values = [String: JSONValue](minimumCapacity: members.count)
        // No capacity reserved: most stores have no other key, and then no table is made.
        var otherValues: [JSONKey: RawJSON] = [:]
        for member in members {
            // The parser checked the objects it did not build; this one is checked here, by
            // the dictionaries that hold it.
            let isRepeat: Bool
            if let expected = expectedType(member.key) {
                let value = Self.typedValue(member.value, in: bytes)
                guard value == .null || expected.admits(value) else {
                    throw .wrongType(key: member.key, expected: expected, at: member.value.location)
                }
                isRepeat = values.updateValue(value, forKey: member.key) != nil
            } else {
                let raw = RawJSON(verbatim: bytes[member.value.span])
                isRepeat = otherValues.updateValue(raw, forKey: JSONKey(member.key)) != nil
            }
            if isRepeat {
                throw .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.keyGivenTwice(member.key),
                        location: member.keyLocation))
            }
        }
        self.init(checkedValues: values, otherValues: otherValues, flow: flow)
    }

    /// The store file for this document, pretty-printed with sorted keys.
    ///
    /// Every member, known keys and others, in the byte order of their keys' UTF-8. Keys
    /// that Swift would take for one (canonically equivalent, other scalars) stay two
    /// members: the two kinds are sorted apart, by their own keys, and merged.
    public var json: [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "{"), 0x0A]
        let known = JSONWriter.sorted(values.keys)
        let other = JSONWriter.sorted(otherValues.keys.map { $0.text })
        if known.isEmpty && other.isEmpty { output.append(0x0A) }
        var (nextKnown, nextOther) = (0, 0)
        while nextKnown < known.count || nextOther < other.count {
            let takesKnown =
                nextOther == other.count
                || nextKnown < known.count
                    && known[nextKnown].utf8.lexicographicallyPrecedes(other[nextOther].utf8)
            let key = takesKnown ? known[nextKnown] : other[nextOther]
            JSONWriter.indent(1, into: &output)
            JSONWriter.string(key, into: &output)
            output.append(contentsOf: " : ".utf8)
            if takesKnown {
                JSONWriter.pretty(values[key]!, level: 1, into: &output)
                nextKnown += 1
            } else {
                output += otherValues[JSONKey(key)]!.text
                nextOther += 1
            }
            if nextKnown < known.count || nextOther < other.count {
                output.append(UInt8(ascii: ","))
            }
            output.append(0x0A)
        }
        output += [UInt8(ascii: "}"), 0x0A]
        return output
    }

    /// The value of a top-level member, whose containers the first parse left unbuilt:
    /// those are parsed again from their text, which is known to be valid.
    private static func typedValue(_ node: JSONNode, in bytes: [UInt8]) -> JSONValue {
        switch node.value {
        case .object, .array:
            return RawJSON(verbatim: bytes[node.span]).value
        case .string, .integer, .fraction, .bool, .null:
            return JSONValue(node, in: bytes)
        }
    }
}
