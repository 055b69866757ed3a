import Testing
import WizardCore

@Suite("Profile document", .timeLimit(.minutes(5)))
struct ProfileDocumentTests {
    @Test("signing in stores the answers and keeps unknown keys")
    func signIn() throws {
        var document = try ProfileDocument(
            values: ["theme": .string("dark"), "nested": .object(["a": .array([.integer(1)])])],
            flow: .onboarding)
        document.signIn(with: [
            "name": .text("Alice"), "age": .number(30), "gender": .choice("female"),
        ])
        #expect(
            document.values == [
                "name": .string("Alice"), "age": .integer(30), "gender": .string("female"),
                "signed_in": .bool(true),
            ])
        #expect(
            document.otherValues.mapValues(\.value) == [
                "theme": .string("dark"), "nested": .object(["a": .array([.integer(1)])]),
            ])
        #expect(document.isSignedIn)
    }

    @Test("logging out removes the answers, signs out and keeps unknown keys")
    func logOut() throws {
        var document = try ProfileDocument(
            values: [
                "name": .string("Alice"), "age": .integer(30), "gender": .string("female"),
                "signed_in": .bool(true), "theme": .string("dark"),
            ], flow: .onboarding)
        document.logOut()
        #expect(document.values == ["signed_in": .bool(false)])
        #expect(document.otherValues.mapValues(\.value) == ["theme": .string("dark")])
        #expect(!document.isSignedIn)
    }

    @Test(
        "known keys with the wrong type are refused",
        arguments: [
            ("age", JSONValue.string("30"), JSONType.integer),
            ("age", .double(30.5), .integer),
            ("name", .integer(3), .string),
            ("gender", .bool(true), .string),
            ("signed_in", .string("yes"), .boolean),
            ("signed_in", .integer(1), .boolean),
            ("name", .array([]), .string),
        ])
    func wrongType(key: String, value: JSONValue, expected: JSONType) {
        #expect(throws: ProfileDocumentError.wrongType(key: key, expected: expected)) {
            try ProfileDocument(values: [key: value], flow: .onboarding)
        }
    }

    @Test("null counts as absent, as a cleared @AppStorage value")
    func null() throws {
        let document = try ProfileDocument(
            values: ["name": .null, "signed_in": .bool(true)], flow: .onboarding)
        #expect(document.answer(to: Flow.onboarding.step(id: "name")!) == nil)
        #expect(document.isSignedIn)
    }
}

@Suite("Profile document as JSON", .timeLimit(.minutes(5)))
struct ProfileDocumentJSONTests {
    /// Any store file this generator writes (random keys, values, numbers, escapes and
    /// layouts), decoded, written and decoded again, gives the same document, and writing it
    /// again gives the same bytes: a store wizard wrote is always one wizard reads.
    @Test("round trip: what wizard writes, it reads back as the same document", arguments: 0..<200)
    func roundTrip(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let text = random.storeFile()
        let document = try ProfileDocument(json: Array(text.utf8), flow: .onboarding)
        let written = document.json
        let reread = try ProfileDocument(json: written, flow: .onboarding)
        #expect(reread == document, "\(text)")
        #expect(reread.json == written)
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .object(let members) = root.value else { return }
        for member in members where document.values[member.key] == nil {
            #expect(
                document.otherValues[JSONKey(member.key)].map { Array($0.text) }
                    == Array(Array(text.utf8)[member.value.span])
            )
        }
    }

    @Test("known keys are typed and written pretty; other values keep their text")
    func layout() throws {
        let text = #"{"z":[1,  2],"age":3.0E1,"name":"A\u006c\/ice","signed_in":true,"A":{ }}"#
        let document = try ProfileDocument(json: Array(text.utf8), flow: .onboarding)
        #expect(
            String(decoding: document.json, as: UTF8.self) == """
                {
                  "A" : { },
                  "age" : 30,
                  "name" : "Al/ice",
                  "signed_in" : true,
                  "z" : [1,  2]
                }

                """)
    }
}

/// A small seeded generator (SplitMix64) of store files.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func space() -> String { ["", " ", "\n  ", "\t", "\r\n"][below(5)] }

    mutating func string() -> String {
        let pieces = [
            "a", "é", "\\u00e9", "\\n", "\\\"", "\\/", "\\ud83d\\ude13", "\u{9B}", "\u{202E}", "한",
            "\\u0000", " ",
        ]
        return "\"" + (0..<below(6)).map { _ in pieces[below(pieces.count)] }.joined() + "\""
    }

    mutating func number() -> String {
        [
            "0", "-0", "30", "30.0", "3E1", "12345678901234567890123", "-9223372036854775808",
            "0.5", "1e-7", "4444444444444444444.4145", String(Int(truncatingIfNeeded: next())),
        ][below(11)]
    }

    mutating func value(depth: Int) -> String {
        switch below(depth > 4 ? 5 : 7) {
        case 0: return "null"
        case 1: return below(2) == 0 ? "true" : "false"
        case 2, 3: return number()
        case 4: return string()
        case 5:
            let elements = (0..<below(4)).map { _ in space() + value(depth: depth + 1) + space() }
            return "[" + elements.joined(separator: ",") + "]"
        default:
            let members = (0..<below(4)).map { index in
                space() + "\"k\(index)\"" + space() + ":" + space() + value(depth: depth + 1)
            }
            return "{" + members.joined(separator: ",") + space() + "}"
        }
    }

    /// A store file: known keys with values of their types, other keys with any values.
    mutating func storeFile() -> String {
        var members: [String] = []
        if below(2) == 0 { members.append(#""name": "# + string()) }
        if below(2) == 0 { members.append(#""age": "# + ["30", "3E1", "-7.0", "null"][below(4)]) }
        if below(2) == 0 { members.append(#""gender": "# + string()) }
        if below(2) == 0 { members.append(#""signed_in": "# + (below(2) == 0 ? "true" : "false")) }
        for index in 0..<below(5) {
            members.append(
                "\"" + ["x", "X", "é", "_", "a b"][below(5)] + "\(index)\"" + space() + ":"
                    + space() + value(depth: 1))
        }
        return "{" + space() + members.joined(separator: "," + space()) + space() + "}"
    }
}

@Suite("Profile card", .timeLimit(.minutes(5)))
struct ProfileCardTests {
    func document(_ values: [String: JSONValue]) throws -> ProfileDocument {
        try ProfileDocument(values: values, flow: .onboarding)
    }

    @Test("the card follows the seed's ProfileView in both languages")
    func card() throws {
        let profile = try document([
            "name": .string("Alice"), "age": .integer(30), "gender": .string("female"),
            "signed_in": .bool(true),
        ])
        #expect(
            ProfileCard(document: profile, language: .english).text == """
                Alice
                Age: 30
                Gender: Female

                """)
        #expect(
            ProfileCard(document: profile, language: .korean).text == """
                Alice
                나이 : 30세
                성별 : 여자

                """)
    }

    @Test("control characters, escapes and bidi overrides from the file never reach the card")
    func sanitised() throws {
        let profile = try document([
            "name": .string("Eve\u{1B}]0;pwned\u{07}\u{202E}"), "gender": .string("x\u{9B}2J"),
            "signed_in": .bool(true),
        ])
        let text = ProfileCard(document: profile, language: .english).text
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        #expect(!text.unicodeScalars.contains("\u{202E}"))
        #expect(
            text == "Eve\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}\nAge: -1\n"
                + "Gender: x\u{FFFD}2J\n")
    }
}

extension ProfileCardTests {
    @Test("a profile without answers shows the seed's fallbacks, in both languages")
    func fallbacks() throws {
        let empty = try document(["signed_in": .bool(true)])
        #expect(
            ProfileCard(document: empty, language: .english).lines == [
                "USERNAME", "Age: -1",
                "Gender: UNKNOWN",
            ])
        #expect(
            ProfileCard(document: empty, language: .korean).lines == [
                "USERNAME", "나이 : -1세",
                "성별 : 알 수 없음",
            ])
        let partial = try document(["signed_in": .bool(true), "age": .integer(41)])
        #expect(
            ProfileCard(document: partial, language: .english).lines == [
                "USERNAME", "Age: 41", "Gender: UNKNOWN",
            ])
    }

    @Test("the card's icon is the flow's first, as a glyph; a flow without one has none")
    func icon() throws {
        #expect(
            try document(["signed_in": .bool(true)]).flow.steps.first?.kind.icon == "figure.dance")
        #expect(ProfileCard(document: try document([:]), language: .english).icon == "🕺")
        let text = #"{"id":"x","steps":[{"kind":"text","key":"n","title":"N","label":"Nickname"}]}"#
        let flow = try #require(FlowReader.read(Array(text.utf8)).flow)
        let card = ProfileCard(document: ProfileDocument(flow: flow), language: .korean)
        #expect(card.icon == nil)
        #expect(card.lines == ["Nickname : 알 수 없음"])
    }
}
