import Testing
import WizardCore
import WizardText

@Suite("Age validation", .timeLimit(.minutes(5)))
struct SliderQuestionTests {
    let step = Flow.onboarding.step(id: "age")!
    var question: SliderQuestion { step.kind as! SliderQuestion }

    @Test(
        "whole numbers in 18…50 are accepted, white space around them trimmed; an empty line is the default 30",
        arguments: [
            ("30", 30), ("18", 18), ("50", 50), ("034", 34), ("", 30), (" 30 ", 30), ("34\t", 34),
            ("  ", 30),
        ])
    func accepted(line: String, value: Int) throws {
        #expect(try step.answer(for: .line(line)) == .number(value))
    }

    @Test(
        "anything else is refused with an alert naming the range",
        arguments: [
            "+34", "3 4", "٣٤", "３４", "34abc", "-20", "3.4", "12345678901234567890",
            "17", "51", "0", "thirty",
        ])
    func refused(line: String) {
        #expect(throws: question.refusal(.notInRange(18...50))) {
            try step.answer(for: .line(line))
        }
        let alert = question.alert(for: .notInRange(18...50))
        #expect(alert(.english) == "Please enter a whole number from 18 to 50.")
        #expect(alert(.korean) == "18부터 50까지의 정수를 입력해 주세요.")
    }

    @Test("slider positions are checked against the range")
    func positions() throws {
        #expect(try question.validate(value: 33) == 33)
        #expect(throws: SliderQuestion.Refusal.notInRange(18...50)) {
            try question.validate(value: 51)
        }
    }

    @Test("a step other than 1 refuses values between steps")
    func steps() throws {
        let slider = SliderQuestion(
            range: 0...100, step: 10, defaultValue: 50, label: LocalizedText(en: "Score", ko: "점수"),
            unit: LocalizedText(en: "", ko: ""))
        #expect(try slider.validate(line: "40") == 40)
        #expect(throws: SliderQuestion.Refusal.notInRange(0...100)) {
            try slider.validate(line: "45")
        }
    }
}
