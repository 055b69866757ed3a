import Testing
import WizardCore

@Suite("Confirm questions", .timeLimit(.minutes(2)))
struct ConfirmQuestionTests {
    let question = ConfirmQuestion(defaultValue: nil, label: LocalizedText(en: "OK", ko: "확인"))

    @Test(
        "yes and no in many spellings and both languages, ignoring case",
        arguments: [
            ("y", true), ("YES", true), (" true ", true), ("예", true), ("1", true),
            ("n", false), ("No", false), ("FALSE", false), ("아니요", false), ("2", false),
        ])
    func answers(line: String, expected: Bool) throws {
        #expect(try question.validate(line: line) == expected)
    }

    @Test("an empty line is the default, or refused without one; other words are refused")
    func refusals() throws {
        #expect(throws: ConfirmQuestion.Refusal.noChoice) { try question.validate(line: "") }
        #expect(throws: ConfirmQuestion.Refusal.unknownChoice) {
            try question.validate(line: "maybe")
        }
        let withDefault = ConfirmQuestion(defaultValue: false, label: question.label)
        #expect(try withDefault.validate(line: "") == false)
    }
}
