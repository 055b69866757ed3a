import Testing
import WizardCore
import WizardText

@Suite("Confirm questions", .timeLimit(.minutes(5)))
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

    @Test(
        "a blank answer is no choice; an empty typed line takes the default; other words are refused"
    )
    func refusals() throws {
        #expect(throws: ConfirmQuestion.Refusal.noChoice) { try question.validate(line: "") }
        #expect(throws: ConfirmQuestion.Refusal.unknownChoice) {
            try question.validate(line: "maybe")
        }
        let withDefault = ConfirmQuestion(defaultValue: false, label: question.label)
        #expect(throws: ConfirmQuestion.Refusal.noChoice) { try withDefault.validate(line: " ") }
        let step = Step(
            id: "ok", title: LocalizedText(english: "OK?"), button: LocalizedText(english: "Next"),
            kind: withDefault)
        #expect(try step.answer(for: .line(" ")) == .flag(false))
        #expect(throws: withDefault.refusal(.noChoice)) { try step.answer(for: .given("")) }
    }
}
