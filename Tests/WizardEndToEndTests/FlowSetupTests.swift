import TestSupport
import Testing

/// `wizard setup --flow FILE` and `--answers FILE` with piped input, as scripts use them.
@Suite("Flows from files, piped", .timeLimit(.minutes(5)))
struct FlowSetupTests {
    let home = TemporaryDirectory()

    func storeText(_ name: String) -> String? { Files.text(home.file(".config/wizard/\(name)")) }

    @Test("the memo example: a tour takes no line, then text, slider, confirm and picker")
    func memo() {
        let result = WizardBinary.run(
            ["setup", "--flow", Examples.memo], input: "Kim_1\n\nyes\n2\n", home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == "Nickname: Kim_1\nReminder: 9:00\nSave location: Yes\nTheme: Dark\n")
        #expect(!result.containsEscape)
        #expect(
            storeText("memo.json") == """
                {
                  "nickname" : "Kim_1",
                  "reminder_hour" : 9,
                  "save_location" : true,
                  "signed_in" : true,
                  "theme" : "dark"
                }

                """)
        #expect(storeText("profile.json") == nil, "the default flow's store is not touched")
        let json = WizardBinary.run(
            ["profile", "--flow", Examples.memo, "--json"], home: home.path)
        #expect(
            json.output
                == #"{"nickname":"Kim_1","reminder_hour":9,"save_location":true,"signed_in":true,"theme":"dark"}"#
                + "\n")
    }

    @Test("the memo example's pattern and range refuse answers with their alerts")
    func memoRefusals() {
        let pattern = WizardBinary.run(
            ["setup", "--flow", Examples.memo], input: "Kim!\n", home: home.path)
        #expect(pattern.status == 65)
        #expect(
            pattern.error
                == "wizard: Use letters, digits, spaces and _ only. (input line 1: What should we call you?)\n"
        )
        let range = WizardBinary.run(
            ["--lang", "ko", "setup", "--flow", Examples.memo], input: "김철\n5\n", home: home.path)
        #expect(range.status == 65)
        #expect(
            range.error
                == "wizard: 6부터 22까지의 정수를 입력해 주세요. (입력 2번째 줄: 몇 시에 알려 드릴까요?)\n")
        #expect(storeText("memo.json") == nil)
    }

    @Test("tour-only examples sign in with no input at all, marking the onboarding as seen")
    func toursOnly() {
        for (example, store) in [
            (Examples.realEstate, "real-estate-calculator.json"), (Examples.ganada, "ganada.json"),
        ] {
            let result = WizardBinary.run(["setup", "--flow", example], home: home.path)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "")
            #expect(storeText(store) == "{\n  \"signed_in\" : true\n}\n")
        }
        let questions = WizardBinary.run(["flow", "questions", Examples.ganada], home: home.path)
        #expect(
            questions.output.hasSuffix(
                "\n(none: this flow only shows pages, and piped input needs no lines)\n"))
    }

    @Test("flags win over the answers file (whose overridden values are not checked)")
    func flagsWin() {
        let answers = home.file("answers.json")
        Files.write(#"{"name": "From File", "age": 40, "gender": "nonsense"}"#, to: answers)
        let result = WizardBinary.run(
            ["setup", "--answers", answers, "--age", "22", "--gender", "female"],
            home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "From File\nAge: 22\nGender: Female\n")
    }

    @Test("the answers file wins over piped lines, which answer only the steps left")
    func fileThenPipe() {
        let answers = home.file("answers.json")
        Files.write(#"{"name": "From File"}"#, to: answers)
        let result = WizardBinary.run(
            ["setup", "--answers", answers], input: "33\nmale\n", home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "From File\nAge: 33\nGender: Male\n")
    }

    @Test(
        "a bad answers file exits 65 with its place and reason, and saves nothing",
        arguments: [
            (
                #"{"name": "A"}"#,
                "answers file ANSWERS:1:10: \"name\": Please enter at least two characters. 😓 (nothing was saved)"
            ),
            (
                "{\n  \"nmae\": \"Alice\"\n}",
                "answers file ANSWERS:2:3: \"nmae\" is not a question of this flow (its keys: name, age, gender) (nothing was saved)"
            ),
            (
                #"{"age": 30.5}"#,
                "answers file ANSWERS:1:9: \"age\" must be a string, a whole number, true or false (nothing was saved)"
            ),
            (
                #"{"age": 30"#,
                "answers file ANSWERS:1:11: expected ',' or '}' after the member (nothing was saved)"
            ),
        ] as [(String, String)])
    func badAnswers(text: String, message: String) {
        let answers = home.file("answers.json")
        Files.write(text, to: answers)
        let result = WizardBinary.run(
            ["setup", "--answers", answers], input: "Alice\n30\nfemale\n", home: home.path)
        #expect(result.status == 65)
        #expect(result.error == "wizard: " + message.replacing("ANSWERS", with: answers) + "\n")
        #expect(storeText("profile.json") == nil)
    }

    @Test("an answer flag for a step the flow lacks is a usage error")
    func flagWithoutStep() {
        let result = WizardBinary.run(
            ["setup", "--flow", Examples.memo, "--age", "30"], input: "", home: home.path)
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "wizard: option '--age' answers the step \"age\", which this flow does not have;"))
    }
}
