import TestSupport
import Testing
import WizardCore

@Suite("JSON with locations", .timeLimit(.minutes(5)))
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

    @Test("every value knows the span of its text, quotes and brackets included")
    func spans() throws {
        let text = #"{"a" : [1, "x\u0041", {"b": null}], "c": -2.5e3 }"#
        let bytes = Array(text.utf8)
        let node = try JSONParser.parse(bytes)
        #expect(node.span == 0..<bytes.count)
        guard case .object(let members) = node.value,
            case .array(let elements) = members[0].value.value
        else {
            Issue.record("not an object holding an array")
            return
        }
        func source(_ node: JSONNode) -> String {
            String(decoding: bytes[node.span], as: UTF8.self)
        }
        #expect(source(members[0].value) == #"[1, "x\u0041", {"b": null}]"#)
        #expect(elements.map(source) == ["1", #""x\u0041""#, #"{"b": null}"#])
        #expect(source(members[1].value) == "-2.5e3")
    }

    @Test("containers deeper than the building depth are checked, not built")
    func buildingDepth() throws {
        let bytes = Array(#"{"a": [[1], {"b": 2}], "c": 3}"#.utf8)
        let node = try JSONParser.parse(bytes, options: JSONParser.Options(buildingDepth: 1))
        guard case .object(let members) = node.value,
            case .array(let elements) = members[0].value.value
        else {
            Issue.record("not an object holding an array")
            return
        }
        #expect(elements.isEmpty)
        #expect(
            String(decoding: bytes[members[0].value.span], as: UTF8.self) == #"[[1], {"b": 2}]"#)
        let broken = Array(#"{"a": [[1], {"b" 2}]}"#.utf8)
        #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(broken, options: JSONParser.Options(buildingDepth: 1))
        }
    }

    @Test(
        "duplicate keys in objects not built are refused at any depth when asked, kept otherwise",
        arguments: [
            (#"{"a": 1, "a": 2}"#, 1, 10), (#"[{"x": {"a": 1, "b": 2, "a": 3}}]"#, 1, 25),
            ("{" + (0..<20).map { "\"k\($0)\": 0" }.joined(separator: ",") + ",\n\"k7\": 1}", 2, 1),
            (#"{"\u00e9": 1, "é": 2}"#, 1, 15), (#"{"a": 1, "\u0061": 2}"#, 1, 10),
        ] as [(String, Int, Int)])
    func duplicateKeys(text: String, line: Int, column: Int) throws {
        _ = try parse(text)
        do {
            _ = try JSONParser.parse(
                Array(text.utf8),
                options: JSONParser.Options(buildingDepth: 0, refusesDuplicateKeys: true))
            Issue.record("\(text) was accepted")
        } catch {
            #expect(
                error.message.english.hasSuffix(
                    "is given twice, and programs differ on which one counts"))
            #expect(error.location == TextLocation(line: line, column: column))
        }
    }

    @Test("keys that are the same text in other scalars are two keys, as other readers see them")
    func canonicalTwinsAreTwoKeys() throws {
        for text in [
            #"{"\u00e9": 1, "e\u0301": 2}"#, #"{"x": [{"\u212b": 1, "\u00c5": 2}]}"#,
            "{\"\u{D55C}\": 1, \"\u{1112}\u{1161}\u{11AB}\": 2}",
        ] {
            _ = try JSONParser.parse(
                Array(text.utf8),
                options: JSONParser.Options(buildingDepth: 0, refusesDuplicateKeys: true))
        }
    }

    @Test(
        "a whole number is one however written; the value is exact",
        arguments: [
            ("30", 30), ("30.0", 30), ("3E1", 30), ("3e+1", 30), ("300e-1", 30), ("0.3e2", 30),
            ("-0", 0), ("-0.0e5", 0), ("0e-400", 0), ("9007199254740993.0", 9_007_199_254_740_993),
            ("9223372036854775807", .max), ("-9223372036854775808", .min),
            ("-92233720368547758.08e2", .min),
            ("1" + String(repeating: "0", count: 18), 1_000_000_000_000_000_000),
        ] as [(String, Int)])
    func wholeNumbers(text: String, value: Int) {
        #expect(JSONNumber.wholeValue(Array(text.utf8)) == value)
    }

    @Test(
        "a number that is not whole or does not fit is not a whole number",
        arguments: [
            "30.5", "3E-1", "1E400", "9223372036854775808", "-9223372036854775809",
            "12345678901234567890123", "1e19", "0.1", "1e-1000000000000", "30.", "--1", "", "x",
        ])
    func notWholeNumbers(text: String) {
        #expect(JSONNumber.wholeValue(Array(text.utf8)) == nil)
    }

    @Test("the writer escapes what JSON requires, and what it writes parses to the same value")
    func writer() throws {
        let value = JSONValue.object([
            "text": .string("a\u{1}\u{8}\u{C}\n\r\t\"\\/\u{7F}\u{9B}\u{2028}é😀\u{1F}"),
            "numbers": .array([
                .integer(.min), .integer(.max), .double(0.5), .double(1e22), .double(-1.5e-7),
            ]),
            "nested": .object(["": .array([]), "b": .object([:]), "Z": .null, "a": .bool(false)]),
        ])
        var pretty: [UInt8] = []
        JSONWriter.pretty(value, into: &pretty)
        var compact: [UInt8] = []
        JSONWriter.compact(value, into: &compact)
        for text in [pretty, compact] {
            let node = try JSONParser.parse(text)
            #expect(JSONValue(node, in: text) == value)
        }
        #expect(
            String(decoding: compact, as: UTF8.self).hasPrefix(
                #"{"nested":{"":[],"Z":null,"a":false,"b":{}},"numbers":[-9223372036854775808,"#))
        #expect(
            String(decoding: compact, as: UTF8.self).hasSuffix(
                #""text":"a\u0001\b\f\n\r\t\"\\/\#u{7F}\#u{9B}\#u{2028}é😀\u001f"}"#))
        #expect(
            String(decoding: pretty, as: UTF8.self).hasPrefix(
                "{\n  \"nested\" : {\n    \"\" : [\n\n    ],\n    \"Z\" : null,"))
    }

    @Test("compacting drops only the white space between tokens")
    func compacted() {
        let text = " { \"a b\" : [ 1 ,\t\"\\\" x \" ] ,\r\n \"c\":{ } } "
        #expect(
            String(decoding: JSONWriter.compacted(Array(text.utf8)), as: UTF8.self)
                == #"{"a b":[1,"\" x "],"c":{}}"#)
    }

    /// The worst inputs for the parser at the 1 MiB size limit of every reader; the times are
    /// printed, not asserted (`Scripts/bench-parse` measures the release build).
    @Test("worst inputs at the size limit parse, at any depth up to the limit")
    func worstInputs() throws {
        let limit = 1 << 20
        func filled(_ head: String, _ unit: String, _ tail: String, separator: String = ",")
            -> [UInt8]
        {
            let room = limit - head.utf8.count - tail.utf8.count
            let count = (room + separator.utf8.count) / (unit.utf8.count + separator.utf8.count)
            return Array(
                (head + Array(repeating: unit, count: count).joined(separator: separator) + tail)
                    .utf8)
        }
        let depth = JSONParser.depthLimit - 2
        let inputs: [(String, [UInt8])] = [
            (
                "nested arrays at the depth limit",
                filled(
                    #"{"a":["#,
                    String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
                    "]}")
            ),
            ("one long string", filled(#"{"s":""#, "x", #""}"#, separator: "")),
            ("a string of escapes", filled(#"{"s":""#, #"\u00e9"#, #""}"#, separator: "")),
            (
                "long strings",
                filled(#"{"a":["#, "\"" + String(repeating: "y", count: 1000) + "\"", "]}")
            ),
            (
                "many keys",
                Array(("{" + (0..<95_000).map { "\"k\($0)\":0" }.joined(separator: ",") + "}").utf8)
            ),
            ("many numbers", filled(#"{"a":["#, "0", "]}")),
            ("many lines", filled(#"{"a":["#, "\n0", "]}")),
        ]
        for (name, bytes) in inputs {
            #expect(bytes.count <= limit)
            let start = ContinuousClock.now
            let node = try JSONParser.parse(bytes)
            let tree = ContinuousClock.now - start
            let shallowStart = ContinuousClock.now
            _ = try JSONParser.parse(
                bytes, options: JSONParser.Options(buildingDepth: 1, refusesDuplicateKeys: true))
            let shallow = ContinuousClock.now - shallowStart
            #expect(node.span == 0..<bytes.count)
            TestReport.figure(
                "JSON parser on worst inputs (debug build)", "\(name), \(bytes.count) bytes",
                "tree \(tree), checked only \(shallow)")
        }
    }
}
