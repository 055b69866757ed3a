import Testing
import WizardCore

@Suite("Profile document")
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

@Suite("Profile card")
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
        #expect(text == "Eve\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}\nGender: x\u{FFFD}2J\n")
    }
}
