import TestSupport
import Testing

@Suite("Piped setup", .timeLimit(.minutes(5)))
struct PipedSetupTests {
    let home = TemporaryDirectory()
    var store: String { home.file(".config/wizard/profile.json") }
    let aliceJSON = #"{"age":30,"gender":"female","name":"Alice","signed_in":true}"# + "\n"

    @Test("three answer lines sign Alice in and print her card")
    func signsIn() {
        let result = WizardBinary.run(["setup"], input: "Alice\n30\nfemale\n", home: home.path)
        #expect(result.status == 0)
        #expect(result.output == "Alice\nAge: 30\nGender: Female\n")
        #expect(result.error == "")
        #expect(!result.containsEscape)
        let json = WizardBinary.run(["profile", "--json"], home: home.path)
        #expect(json.output == aliceJSON)
    }

    @Test(
        "CRLF line ends, a byte-order mark and a missing final newline are accepted",
        arguments: [
            Array("Alice\r\n30\r\nfemale\r\n".utf8),
            [0xEF, 0xBB, 0xBF] + Array("Alice\n30\nfemale\n".utf8),
            Array("Alice\n30\nfemale".utf8),
            Array("  Alice \n\n2\n".utf8),
        ])
    func lenientLines(input: [UInt8]) {
        let result = WizardBinary.run(["setup"], bytes: input, home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(WizardBinary.run(["profile", "--json"], home: home.path).output == aliceJSON)
    }

    @Test("answers given as options are not asked; the rest come from the pipe")
    func optionsAndPipe() {
        let result = WizardBinary.run(
            ["setup", "--age", "44", "--gender=여자"], input: "Alice\n", home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            WizardBinary.run(["profile", "--json"], home: home.path).output
                == #"{"age":44,"gender":"female","name":"Alice","signed_in":true}"# + "\n")
    }

    @Test("options alone answer everything, reading no input")
    func optionsAlone() {
        let result = WizardBinary.run(
            ["setup", "--name", "Bob", "--age", "18", "--gender", "male"], home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Bob\nAge: 18\nGender: Male\n")
    }

    @Test("a refused option value exits 65 with the step's alert and saves nothing")
    func refusedOption() {
        let result = WizardBinary.run(
            ["setup", "--name", "A", "--age", "30", "--gender", "male"], home: home.path)
        #expect(result.status == 65)
        #expect(result.error == "wizard: --name: Please enter at least two characters. 😓\n")
        #expect(Files.read(store) == nil)
    }

    @Test("input that ends early exits 66, naming the waiting step, and saves nothing")
    func inputEnds() {
        for input in ["", "Alice\n", "Alice\n30"] {
            let result = WizardBinary.run(["setup"], input: input, home: home.path)
            #expect(result.status == 66)
            #expect(result.error.hasPrefix("wizard: input ended before step "))
            #expect(result.output == "")
            #expect(Files.read(store) == nil)
        }
    }

    @Test("invalid UTF-8 is a clear error, exit 65, nothing saved")
    func invalidUTF8() {
        let result = WizardBinary.run(
            ["setup"], bytes: [0x41, 0xC3, 0x28, 0x0A] + Array("30\nfemale\n".utf8),
            home: home.path)
        #expect(result.status == 65)
        #expect(
            result.error == "wizard: input line 1 is not valid UTF-8. Send answers as UTF-8 text.\n"
        )
        #expect(Files.read(store) == nil)
    }

    @Test("the default store follows XDG_CONFIG_HOME when it is absolute")
    func xdgConfigHome() {
        let config = home.file("xdg")
        let result = WizardBinary.run(
            ["setup"], input: "Alice\n30\nfemale\n", home: home.path,
            environment: ["XDG_CONFIG_HOME": config])
        #expect(result.status == 0)
        #expect(Files.read(home.file("xdg/wizard/profile.json")) != nil)
        #expect(Files.read(store) == nil)
    }
}

/// Every validation failure, in both languages, leaves an existing profile as it was.
@Suite("Piped validation failures", .timeLimit(.minutes(5)))
struct PipedValidationTests {
    struct Failure: Sendable, CustomTestStringConvertible {
        let input: String
        let english: String
        let korean: String
        var testDescription: String { input.debugDescription }
    }

    static let failures = [
        Failure(
            input: "A\n30\nfemale\n", english: "Please enter at least two characters. 😓",
            korean: "두 글자 이상 입력해 주세요. 😓"),
        Failure(
            input: "김\n30\nfemale\n", english: "Please enter at least two characters. 😓",
            korean: "두 글자 이상 입력해 주세요. 😓"),
        Failure(
            input: "Al\u{1B}[31mice\n30\nfemale\n",
            english:
                "Please use only printable characters (no control or text-direction characters).",
            korean: "제어 문자나 텍스트 방향 문자 없이 입력해 주세요."),
        Failure(
            input: String(repeating: "a", count: 65) + "\n30\nfemale\n",
            english: "Please use at most 64 characters.", korean: "64자 이하로 입력해 주세요."),
        Failure(
            input: "Alice\n17\nfemale\n", english: "Please enter a whole number from 18 to 50.",
            korean: "18부터 50까지의 정수를 입력해 주세요."),
        Failure(
            input: "Alice\n+34\nfemale\n", english: "Please enter a whole number from 18 to 50.",
            korean: "18부터 50까지의 정수를 입력해 주세요."),
        Failure(
            input: "Alice\n30\n\n", english: "Please select your gender.", korean: "성별을 선택해 주세요."),
        Failure(
            input: "Alice\n30\nrobot\n", english: "Please select your gender.",
            korean: "성별을 선택해 주세요."),
    ]

    /// No gender stored: an empty gender line would take a stored one.
    static let existing = """
        {
          "age" : 41,
          "name" : "Zed",
          "signed_in" : true,
          "theme" : "dark"
        }

        """

    @Test("in English the alert goes to stderr, exit 65, the store unchanged", arguments: failures)
    func english(failure: Failure) {
        check(failure, expected: failure.english, arguments: [], environment: [:])
    }

    @Test("under --lang ko the same refusal is in Korean", arguments: failures)
    func koreanOption(failure: Failure) {
        check(failure, expected: failure.korean, arguments: ["--lang", "ko"], environment: [:])
    }

    @Test("under LANG=ko_KR.UTF-8 the same refusal is in Korean", arguments: failures)
    func koreanLocale(failure: Failure) {
        check(
            failure, expected: failure.korean, arguments: [],
            environment: ["LANG": "ko_KR.UTF-8"])
    }

    private func check(
        _ failure: Failure, expected: String, arguments: [String], environment: [String: String]
    ) {
        let home = TemporaryDirectory()
        let store = home.file("profile.json")
        Files.write(Self.existing, to: store)
        let result = WizardBinary.run(
            ["setup", "--store", store] + arguments, input: failure.input, home: home.path,
            environment: environment)
        #expect(result.status == 65)
        #expect(result.error.hasPrefix("wizard: " + expected + " "), "\(result.error)")
        #expect(result.error.hasSuffix(")\n"))
        #expect(result.output == "")
        #expect(!result.containsEscape)
        #expect(Files.text(store) == Self.existing)
    }
}
