import Testing
import WizardCore

@Suite("JSON with locations")
struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test("values and keys carry their line and column; a Hangul syllable is one column")
    func locations() throws {
        let node = try parse(
            """
            {
              "이름": "김철",
              "list": [1, -2.5e3, true, null, "\\u00e9\\ud83d\\ude13"]
            }
            """)
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["이름", "list"])
        #expect(members[0].keyLocation == TextLocation(line: 2, column: 3))
        #expect(members[0].value.location == TextLocation(line: 2, column: 9))
        guard case .array(let elements) = members[1].value.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.location.column) == [12, 15, 23, 29, 35])
        if case .integer(1) = elements[0].value {} else { Issue.record("1 is not an integer") }
        if case .fraction(-2500) = elements[1].value {} else { Issue.record("-2.5e3") }
        if case .string("é😓") = elements[4].value {} else { Issue.record("escapes") }
    }

    @Test(
        "syntax errors name the place",
        arguments: [
            ("{\"a\": 1,}", "expected a key in double quotes", 1, 9),
            ("{\"a\" 1}", "expected ':' after the key", 1, 6),
            ("[1 2]", "expected ',' or ']' after the element", 1, 4),
            ("{\n  \"a\": \"open", "the string never ends", 2, 8),
            ("\"tab\there\"", "a control character must be escaped in a string", 1, 5),
            ("\"\\x\"", "unknown escape", 1, 3),
            ("\"\\ud83d\"", "lone surrogate", 1, 3),
            ("01", "unexpected text after the JSON value", 1, 2),
            ("tru", "expected true", 1, 1),
            ("", "the document ends where a value should be", 1, 1),
            ("[1.]", "expected a digit", 1, 4),
            ("{} {}", "unexpected text after the JSON value", 1, 4),
        ] as [(String, String, Int, Int)])
    func errors(text: String, message: String, line: Int, column: Int) {
        do {
            _ = try parse(text)
            Issue.record("\(text.debugDescription) was accepted")
        } catch {
            #expect(error.message.english == message)
            #expect(error.location == TextLocation(line: line, column: column))
        }
    }

    @Test("nesting past the limit is refused, not recursed into")
    func depth() throws {
        let deep = String(repeating: "[", count: JSONParser.depthLimit + 1)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        let fine = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        _ = try parse(fine)
    }

    @Test("invalid UTF-8 in a string is refused; a byte-order mark is skipped")
    func encoding() throws {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(node.location == TextLocation(line: 1, column: 1))
    }
}
