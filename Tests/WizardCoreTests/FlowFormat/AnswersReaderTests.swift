import Testing
import WizardCore

@Suite("Answers files", .timeLimit(.minutes(5)))
struct AnswersReaderTests {
    func read(_ text: String, flow: Flow = .onboarding) throws(AnswersFileError) -> [String: Answer]
    {
        try AnswersReader.read(Array(text.utf8), path: "answers.json", flow: flow)
    }

    @Test("strings, numbers and booleans answer steps through their validators")
    func answers() throws {
        #expect(
            try read(#"{"name": " Alice ", "age": 31, "gender": "여자"}"#) == [
                "name": .text("Alice"), "age": .number(31), "gender": .choice("female"),
            ])
        #expect(try read(#"{"ok": false}"#, flow: tourFlow("basic")) == ["ok": .flag(false)])
        #expect(try read("{}") == [:])
    }

    @Test(
        "problems name their place",
        arguments: [
            (#"{"name": "A"}"#, 1, 10), (#"{"nmae": "Alice"}"#, 1, 2), (#"{"age": [30]}"#, 1, 9),
            ("[1]", 1, 1), ("{\n\"age\": 30,\n\"age\": 31}", 3, 1), (#"{"welcome": "x"}"#, 1, 2),
            (#"{"age": 30"#, 1, 11),
        ] as [(String, Int, Int)])
    func problems(text: String, line: Int, column: Int) {
        do {
            _ = try read(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.location == TextLocation(line: line, column: column))
        }
    }

    @Test("a refused answer carries its step, its source and the validator's reason")
    func refused() {
        do {
            _ = try read(#"{"age": 99}"#)
            Issue.record("99 was accepted")
        } catch {
            guard case .refused(let refused) = error.reason else {
                Issue.record("\(error.reason)")
                return
            }
            #expect(refused.step.id == "age")
            #expect(refused.error.reason as? SliderQuestion.Refusal == .notInRange(18...50))
            let location = TextLocation(line: 1, column: 9)
            #expect(refused.source == .answersFile(path: "answers.json", location: location))
        }
    }
}
