import TestSupport
import Testing
import WizardText

@testable import WizardCore

/// ``TextQuestion/validate(_:)`` takes printable ASCII without looking at each character:
/// it must give what the check of every character gives, answer or refusal.
@Suite("Text answers of printable ASCII", .timeLimit(.minutes(5)))
struct TextASCIIPathTests {
    static let questions = [
        TextQuestion(
            placeholder: LocalizedText(english: "Name"),
            rules: TextRules(minimumLength: 1, maximumLength: 256)),
        TextQuestion(
            placeholder: LocalizedText(english: "Code"),
            rules: TextRules(minimumLength: 0, maximumLength: 3)),
        TextQuestion(
            placeholder: LocalizedText(english: "Big"),
            rules: TextRules(minimumLength: 2, maximumLength: AnswerBounds.scalarLimit + 10)),
    ]

    func outcome(_ body: () throws(TextQuestion.Refusal) -> String) -> String {
        do { return "answer \(try body())" } catch { return "refused \(error)" }
    }

    @Test("every printable character, alone and between others, and long and random lines")
    func agreement() {
        var lines = ["", " ", "  a  ", "a b", String(repeating: "x", count: 4097)]
        lines.append(String(repeating: "y", count: AnswerBounds.scalarLimit))
        for byte in UInt8(0x20)...0x7E {
            let character = String(UnicodeScalar(byte))
            lines += [character, "a" + character + "b", character + character]
        }
        var random = SeededRandom(seed: 0xA5C11)
        for _ in 0..<500 {
            let length = Int.random(in: 0...12, using: &random)
            lines.append(
                String(
                    (0..<length).map { _ in
                        Character(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &random)))
                    }))
        }
        for question in Self.questions {
            for line in lines {
                let fast = outcome { () throws(TextQuestion.Refusal) in try question.validate(line)
                }
                let full = outcome { () throws(TextQuestion.Refusal) in
                    try question.validateCharacters(line.trimmingWhitespace)
                }
                #expect(fast == full, "\(line.prefix(20)) (\(line.count))")
            }
        }
    }
}
