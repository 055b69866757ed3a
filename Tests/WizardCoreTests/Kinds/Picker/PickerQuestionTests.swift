import Testing
import WizardCore

@Suite("Gender validation", .timeLimit(.minutes(5)))
struct PickerQuestionTests {
    let step = Flow.onboarding.step(id: "gender")!
    var question: PickerQuestion { step.kind as! PickerQuestion }

    @Test(
        "a value, a label in either language or a number picks an option, ignoring case",
        arguments: [
            ("female", "female"), ("FEMALE", "female"), (" Female ", "female"), ("여자", "female"),
            ("2", "female"), ("male", "male"), ("남자", "male"), ("1", "male"),
            ("undisclosed", "undisclosed"), ("Prefer not to say", "undisclosed"),
            ("prefer NOT to say", "undisclosed"), ("비공개", "undisclosed"), ("3", "undisclosed"),
        ])
    func accepted(line: String, value: String) throws {
        #expect(try step.answer(for: .line(line)) == .choice(value))
    }

    @Test("no answer is the seed's alert")
    func noChoice() {
        #expect(throws: question.refusal(.noChoice)) { try step.answer(for: .line("")) }
        #expect(throws: question.refusal(.noChoice)) {
            try PickerEdit(question: question, language: .english).reply()
        }
        let alert = question.alert(for: .noChoice)
        #expect(alert(.english) == "Please select your gender.")
        #expect(alert(.korean) == "성별을 선택해 주세요.")
    }

    @Test(
        "an answer naming no option is refused and the alert lists the choices",
        arguments: ["4", "0", "robot", "fem", "01x"])
    func unknown(line: String) {
        #expect(throws: question.refusal(.unknownChoice)) { try step.answer(for: .line(line)) }
        let alert = question.alert(for: .unknownChoice)(.english)
        #expect(alert.hasPrefix("Please select your gender."))
        #expect(alert.contains("male, female, undisclosed"))
    }

    @Test("picker positions choose by index")
    func positions() throws {
        #expect(
            try PickerEdit(question: question, selection: 0, language: .english).reply()
                == .answer(.choice("male")))
        #expect(throws: question.refusal(.unknownChoice)) {
            try PickerEdit(question: question, selection: 3, language: .english).reply()
        }
    }
}
