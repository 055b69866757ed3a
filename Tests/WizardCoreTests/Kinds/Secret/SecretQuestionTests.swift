import TestSupport
import Testing
import WizardCore
import WizardMessages
import WizardText

/// The secret kind's model, reader and contract: answers kept byte for byte, its rules,
/// what it declares of its exposure, what an answers file may give, and its texts.
@Suite("Secret questions", .timeLimit(.minutes(5)))
struct SecretQuestionTests {
    let question = SecretQuestion(
        placeholder: LocalizedText(en: "Password", ko: "비밀번호"),
        label: LocalizedText(en: "Password", ko: "비밀번호"))

    @Test(
        "a secret is kept byte for byte: white space at its ends, combining marks, NFC or not",
        arguments: ["  pass word  ", "e\u{301}te\u{301}", "\u{E9}t\u{E9}", " ", "\u{1100}\u{1161}"])
    func bytesKept(line: String) throws {
        let kept = try question.validate(line)
        #expect(Array(kept.utf8) == Array(line.utf8))
        let answer = try #require(try question.answer(toLine: line))
        #expect(answer.string.map { Array($0.utf8) } == Array(line.utf8))
    }

    @Test("empty is refused unless min_length is 0")
    func empty() throws {
        #expect(throws: SecretQuestion.Refusal.broke(.tooShort(minimum: 1))) {
            try question.validate("")
        }
        let optional = SecretQuestion(
            placeholder: question.placeholder, rules: TextRules(minimumLength: 0),
            label: question.label)
        #expect(try optional.validate("") == "")
    }

    @Test(
        "control characters are refused, Tab and DEL included",
        arguments: ["a\tb", "a\u{1B}b", "a\u{7F}", "\u{85}x", "a\u{0}b"])
    func controls(line: String) {
        #expect(throws: SecretQuestion.Refusal.controlCharacter) { try question.validate(line) }
    }

    @Test("at most 511 bytes, what crypt(3) hashes; lengths count characters")
    func bounds() throws {
        let limit = String(repeating: "x", count: SecretQuestion.byteLimit)
        let unbounded = SecretQuestion(
            placeholder: question.placeholder, rules: TextRules(maximumLength: 1024),
            label: question.label)
        #expect(try unbounded.validate(limit) == limit)
        #expect(throws: SecretQuestion.Refusal.tooLarge) { try unbounded.validate(limit + "x") }
        let short = SecretQuestion(
            placeholder: question.placeholder, rules: TextRules(minimumLength: 3, maximumLength: 4),
            label: question.label)
        // Three characters, seven scalars.
        let marked = "e\u{301}e\u{301}e\u{301}\u{301}"
        #expect(try short.validate(marked) == marked)
        #expect(throws: SecretQuestion.Refusal.broke(.tooShort(minimum: 3))) {
            try short.validate("ab")
        }
        #expect(throws: SecretQuestion.Refusal.broke(.tooLong(maximum: 4))) {
            try short.validate("abcde")
        }
    }

    @Test("no alert quotes the secret, and a refusal's error masks it")
    func alerts() {
        let reasons: [SecretQuestion.Refusal] = [
            .broke(.tooShort(minimum: 8)), .broke(.tooLong(maximum: 8)), .controlCharacter,
            .tooLarge, .broke(.patternMismatch), .entriesDiffer,
        ]
        for reason in reasons {
            for language in [Language.english, .korean] {
                #expect(!question.alert(for: reason)(language).isEmpty)
            }
        }
        #expect {
            try question.answer(toLine: "")
        } throws: { error in
            (error as? ValidationError)?.alert == Message.tooShort(minimum: 1)
        }
    }

    @Test("what each keep declares: its echo, the card alone, and how the store keeps it")
    func exposure() {
        func secret(_ keep: SecretQuestion.Keep, _ echo: AnswerExposure.Echo) -> SecretQuestion {
            SecretQuestion(
                placeholder: question.placeholder, label: question.label, keep: keep, echo: echo)
        }
        #expect(
            secret(.hash, .masked).exposure
                == AnswerExposure(echo: .masked, places: [.card], keeping: .hashed))
        #expect(
            secret(.plain, .hidden).exposure
                == AnswerExposure(echo: .hidden, places: [.card], keeping: .privately))
        #expect(
            secret(.none, .masked).exposure
                == AnswerExposure(echo: .masked, places: [], keeping: .never))
        #expect(AnswerExposure.Echo.masked.inPlainMode == .hidden)
        #expect(AnswerExposure.Echo.asTyped.inPlainMode == .asTyped)
        #expect(question.takesLinesAsTyped)
        #expect(question.reentry == nil)
        #expect(!question.exposure.mayAppear(in: .commandLine))
    }

    @Test("the card says it is set; a never-kept secret reads nothing back from the store")
    func card() {
        #expect(
            question.cardLine(for: .secret("hunter22"), language: .english) == "Password: set")
        #expect(
            question.cardLine(for: .secret("hunter22"), language: .korean) == "비밀번호 : 설정됨")
        let unkept = SecretQuestion(
            placeholder: question.placeholder, label: question.label, keep: .none)
        #expect(unkept.answer(stored: .string("hunter22")) == nil)
        #expect(question.answer(stored: .string("$y$j9T$a$b")) == .secret("$y$j9T$a$b"))
    }

    @Test(
        "crypt(3) hashes are told by their form",
        arguments: [
            ("$y$j9T$F5Jx5fExrKuPp53xLKQ..1$X3DX6M94c7o.9agCG9G317fhZg9SqC.5i5rd.RhAtQ7", true),
            ("$6$rounds=5000$saltsalt$abc/def.", true), ("$2b$10$abcdefghij", true),
            ("$5$salt$hash", true), ("$y$j9T$salt$", false), ("$y$", false),
            ("$1$salt$hash", false), ("$6$salt$ha sh", false), ("hunter22", false), ("", false),
        ])
    func cryptForm(text: String, isHash: Bool) {
        #expect(question.answerDomain.contains(.string(text)) == isHash)
    }

    @Test("an answers file's hash is taken as it is, past the rules; anything else is a line")
    func answersFileHash() throws {
        let hash = "$6$saltsalt$" + String(repeating: "a", count: 86)
        #expect(question.storedAnswer(fromAnswersFile: .string(hash)) == .secret(hash))
        #expect(question.storedAnswer(fromAnswersFile: .string("hunter22")) == nil)
        let plain = SecretQuestion(
            placeholder: question.placeholder, label: question.label, keep: .plain)
        #expect(plain.storedAnswer(fromAnswersFile: .string(hash)) == nil)
        let flow = try FlowText.flow([
            FlowText.secret("pin", extra: #""validators": [{ "max_length": 6 }]"#)
        ])
        let answers = try AnswersReader.read(
            Array(#"{"pin": "\#(hash)"}"#.utf8), path: "a.json", flow: flow)
        #expect(answers["pin"] == .secret(hash))
        // A passphrase the rules refuse is refused, as a typed line would be.
        #expect(throws: AnswersFileError.self) {
            try AnswersReader.read(
                Array(#"{"pin": "1234567"}"#.utf8), path: "a.json", flow: flow)
        }
    }

    @Test("flow questions says what it takes and keeps, in both languages, and no default")
    func accepted() {
        let confirmed = SecretQuestion(
            placeholder: question.placeholder, rules: TextRules(minimumLength: 8),
            label: question.label,
            confirm: true, keep: .plain)
        #expect(
            confirmed.acceptedAnswers.english
                == "a secret, 8–256 characters; typed twice at a terminal; stored as typed, in a store only its owner may read"
        )
        #expect(question.acceptedAnswers.english.hasSuffix("; stored as a crypt(3) hash"))
        #expect(question.acceptedAnswers(.korean) != question.acceptedAnswers.english)
        #expect(confirmed.reentry?.prompt.english == "Again: ")
        #expect(confirmed.reentry?.mismatch.alert == Message.secretsDiffer)
    }
}
