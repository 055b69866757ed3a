import TestSupport
import Testing

@Suite("Profile command", .timeLimit(.minutes(5)))
struct ProfileCommandTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    func signIn(_ input: String = "Alice\n30\nfemale\n") {
        let result = WizardBinary.run(["setup", "--store", store], input: input, home: home.path)
        precondition(result.status == 0, result.error)
    }

    func wizard(_ arguments: [String], language: String = "C.UTF-8") -> ProcessResult {
        WizardBinary.run(
            arguments + ["--store", store], home: home.path, environment: ["LANG": language])
    }

    @Test("the card, in English and in Korean")
    func card() {
        signIn()
        let english = wizard(["profile"])
        #expect(english.status == 0)
        #expect(english.output == "Alice\nAge: 30\nGender: Female\n")
        let korean = wizard(["profile"], language: "ko_KR.UTF-8")
        #expect(korean.output == "Alice\n나이 : 30세\n성별 : 여자\n")
    }

    @Test("--json prints one object with the profile's keys only")
    func json() {
        signIn()
        Files.write(
            Files.text(store)!.replacingFirst("{", with: "{\n  \"theme\" : \"dark\","), to: store)
        let result = wizard(["profile", "--json"])
        #expect(result.status == 0)
        #expect(
            result.output == #"{"age":30,"gender":"female","name":"Alice","signed_in":true}"# + "\n"
        )
    }

    @Test("--logout clears the answers, keeps other keys, and profile then exits 1")
    func logout() {
        signIn()
        let withTheme = Files.text(store)!.replacingFirst("{", with: "{\n  \"theme\" : \"dark\",")
        Files.write(withTheme, to: store)
        let result = wizard(["profile", "--logout"])
        #expect(result.status == 0)
        #expect(result.output == "Signed out.\n")
        #expect(Files.text(store) == "{\n  \"signed_in\" : false,\n  \"theme\" : \"dark\"\n}\n")
        let profile = wizard(["profile"])
        #expect(profile.status == 1)
        #expect(profile.output == "")
        #expect(profile.error == "wizard: nobody is signed in. Run `wizard setup` to sign in.\n")
        let json = wizard(["profile", "--json"])
        #expect(json.status == 1)
        #expect(json.output == #"{"signed_in":false}"# + "\n")
        let again = wizard(["profile", "--logout"])
        #expect(again.status == 0)
        #expect(again.output == "Nobody was signed in; nothing to do.\n")
    }

    @Test("with no store at all: profile exits 1, logout changes nothing")
    func noStore() {
        #expect(wizard(["profile"]).status == 1)
        #expect(wizard(["profile", "--logout"]).status == 0)
        #expect(Files.read(store) == nil)
    }

    @Test("wizard with no command shows the card once signed in, else runs setup")
    func automatic() {
        let first = WizardBinary.run(
            ["--store", store], input: "Alice\n30\nfemale\n", home: home.path)
        #expect(first.status == 0)
        #expect(first.output == "Alice\nAge: 30\nGender: Female\n")
        let second = WizardBinary.run(
            ["--store", store], input: "Bob\n40\nmale\n", home: home.path)
        #expect(second.status == 0)
        #expect(second.output == "Alice\nAge: 30\nGender: Female\n")
    }

    @Test("escape sequences and bidi overrides in the store never reach the output")
    func sanitised() {
        Files.write(
            "{\"name\": \"Eve\\u001b]0;owned\\u0007\\u202e\", \"age\": 30, \"gender\": \"x\\u009b2J\", \"signed_in\": true}",
            to: store)
        let card = wizard(["profile"])
        #expect(card.status == 0)
        #expect(!card.containsEscape)
        #expect(
            !card.output.unicodeScalars.contains {
                $0 == "\u{202E}" || $0 == "\u{9B}" || $0 == "\u{07}"
            })
        #expect(
            card.output == "Eve\u{FFFD}]0;owned\u{FFFD}\u{FFFD}\nAge: 30\nGender: x\u{FFFD}2J\n")
        let json = wizard(["profile", "--json"])
        #expect(!json.containsEscape)
        #expect(
            json.output
                == #"{"age":30,"gender":"x\u009B2J","name":"Eve\u001b]0;owned\u0007\u202E","signed_in":true}"#
                + "\n")
    }

    @Test(
        "a store that is not a profile exits 74 naming the file, which stays byte for byte",
        arguments: [
            "", "{", "[]", #"{"age": "old"}"#, #"{"signed_in": 1}"#, "\u{FF}\u{FE}",
            String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000),
            "{\"pad\": \"" + String(repeating: "x", count: 1 << 20) + "\"}",
        ])
    func corrupt(contents: String) {
        Files.write(contents, to: store)
        for arguments in [["profile"], ["profile", "--logout"], ["profile", "--json"], ["setup"]] {
            let result = WizardBinary.run(
                arguments + ["--store", store], input: "Alice\n30\nfemale\n", home: home.path)
            #expect(result.status == 74, "\(arguments)")
            #expect(result.error.contains(store))
            #expect(result.error.contains("It was left untouched"))
            #expect(Files.text(store) == contents)
        }
    }
}

extension String {
    /// This text with its first `{` replaced.
    fileprivate func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let index = firstIndex(of: target) else { return self }
        return self[..<index] + replacement + self[self.index(after: index)...]
    }
}
