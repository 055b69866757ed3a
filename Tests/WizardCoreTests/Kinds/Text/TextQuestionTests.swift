import Testing
import WizardCore

@Suite("Name validation", .timeLimit(.minutes(5)))
struct TextQuestionTests {
    let question: TextQuestion = {
        guard let question = Flow.onboarding.step(id: "name")!.kind as? TextQuestion else {
            fatalError("the onboarding flow's name step is a text question")
        }
        return question
    }()

    @Test(
        "accepted names are trimmed and stored in NFC",
        arguments: [
            ("\u{AE40}\u{CCA0}", "\u{AE40}\u{CCA0}"),  // 김철, precomposed
            ("\u{1100}\u{1175}\u{11B7}\u{110E}\u{1165}\u{11AF}", "\u{AE40}\u{CCA0}"),  // as jamo
            ("  Ann  ", "Ann"),
            ("\tJos\u{E9}\u{00A0}", "Jos\u{E9}"),
            ("Jose\u{0301}", "Jos\u{E9}"),  // e + combining acute: composed on the way in
            ("👨‍👩‍👧 Kim", "👨‍👩‍👧 Kim"),
            ("Al", "Al"),
            (String(repeating: "x", count: 64), String(repeating: "x", count: 64)),
            (String(repeating: "김", count: 64), String(repeating: "김", count: 64)),
        ])
    func accepted(raw: String, stored: String) throws {
        // Scalars, not String ==, which would call canonically equivalent forms equal.
        #expect(Array(try question.validate(raw).unicodeScalars) == Array(stored.unicodeScalars))
    }

    @Test(
        "names shorter than two user-perceived characters are refused",
        arguments: ["", "   ", "김", "\u{1100}\u{1175}\u{11B7}", "e\u{0301}", "👨‍👩‍👧", "🇰🇷", " A "])
    func tooShort(raw: String) {
        #expect(throws: TextQuestion.Refusal.broke(.tooShort(minimum: 2))) {
            try question.validate(raw)
        }
    }

    @Test(
        "control characters, escapes and bidi controls are refused",
        arguments: [
            "Al\u{07}ice", "\u{1B}[31mAlice", "Alice\u{1B}", "Al\u{202E}ice", "Al\u{2066}ice",
            "Al\u{2069}ice", "Al\u{202A}ice", "Al\u{7F}ice", "Al\u{9B}ice",
            "Al\u{00}ice", "Al\u{0B}ice",
        ])
    func forbidden(raw: String) {
        #expect(throws: TextQuestion.Refusal.forbiddenCharacter) { try question.validate(raw) }
    }

    @Test(
        "a line break inside the answer is refused with its own alert",
        arguments: [
            "Al\nice", "Al\rice", "Al\r\nice", "Al\u{85}ice", "Al\u{2028}ice", "Al\u{2029}ice",
        ])
    func lineBreak(raw: String) {
        #expect(throws: TextQuestion.Refusal.lineBreak) { try question.validate(raw) }
        #expect(
            question.alert(for: .lineBreak)(.english)
                == "Please keep the answer on one line: remove the line break (↵).")
    }

    @Test("names over 64 user-perceived characters are refused")
    func tooLong() {
        #expect(throws: TextQuestion.Refusal.broke(.tooLong(maximum: 64))) {
            try question.validate(String(repeating: "a", count: 65))
        }
        #expect(throws: TextQuestion.Refusal.broke(.tooLong(maximum: 64))) {
            try question.validate(String(repeating: "👨‍👩‍👧", count: 65))
        }
    }

    @Test("the alerts are the seed's texts")
    func alerts() {
        let alert = question.alert(for: .broke(.tooShort(minimum: 2)))
        #expect(alert(.english) == "Please enter at least two characters. 😓")
        #expect(alert(.korean) == "두 글자 이상 입력해 주세요. 😓")
        #expect(question.alert(for: .broke(.tooLong(maximum: 64)))(.english).contains("64"))
    }
}
