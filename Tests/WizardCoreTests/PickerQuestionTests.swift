import Testing
import WizardCore

@Suite("Gender validation")
struct PickerQuestionTests {
    let step = Flow.onboarding.step(id: "gender")!

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
        #expect(throws: ValidationError.noChoice) { try step.answer(for: .line("")) }
        #expect(throws: ValidationError.noChoice) { try step.answer(for: .option(nil)) }
        let alert = ValidationError.noChoice.alert(for: step)
        #expect(alert(.english) == "Please select your gender.")
        #expect(alert(.korean) == "성별을 선택해 주세요.")
    }

    @Test(
        "an answer naming no option is refused and the alert lists the choices",
        arguments: ["4", "0", "robot", "fem", "01x"])
    func unknown(line: String) {
        #expect(throws: ValidationError.unknownChoice) { try step.answer(for: .line(line)) }
        let alert = ValidationError.unknownChoice.alert(for: step)(.english)
        #expect(alert.hasPrefix("Please select your gender."))
        #expect(alert.contains("male, female, undisclosed"))
    }

    @Test("picker positions choose by index")
    func positions() throws {
        #expect(try step.answer(for: .option(0)) == .choice("male"))
        #expect(throws: ValidationError.unknownChoice) { try step.answer(for: .option(3)) }
    }
}
