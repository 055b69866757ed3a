import TestSupport
import Testing
import WizardCore

/// An alert quoting the answer it refuses (`${answer}`): filled in with the line as typed,
/// terminal-safe, with a Korean particle pair fitted to it; never for a secret, which
/// `flow check` refuses at the alert's column.
@Suite("Alerts that quote the refused answer", .timeLimit(.minutes(5)))
struct AlertAnswerTests {
    typealias F = FlowText

    static let host = F.text(
        "host_name",
        extra:
            #""validators": [{"pattern": "^[a-z]+$", "alert": {"en": "${answer} is no host name.", "ko": "${answer}은(는) 호스트 이름이 아닙니다."}}]"#
    )

    func refusal(_ line: String) throws -> ValidationError? {
        var session = Session(flow: try F.flow([Self.host]))
        do {
            try session.submit(.line(line))
        } catch {
            return error
        }
        return nil
    }

    @Test("the refused line is quoted in every language, a particle fitted to it")
    func quoted() throws {
        let error = try #require(try refusal("Bad_Host"))
        #expect(error.alert.english == "Bad_Host is no host name.")
        #expect(error.alert(.korean) == "Bad_Host는 호스트 이름이 아닙니다.")
        #expect(error.reportedAlert.english == "Bad_Host is no host name.")
        let korean = try #require(try refusal("Bad"))
        #expect(korean.alert(.korean) == "Bad는 호스트 이름이 아닙니다.")
    }

    @Test("what the line holds that a terminal would act on is not quoted as it is")
    func terminalSafe() throws {
        let error = try #require(try refusal("x\u{1B}[2J"))
        #expect(!error.alert.english.unicodeScalars.contains("\u{1B}"))
    }

    @Test("a secret's alert may not quote its answer; another name in an alert is checked as ever")
    func refusedForSecret() {
        let problems = F.problems([
            F.secret(
                "pw", extra: #""validators": [{"min_length": 8, "alert": "${answer} is short"}]"#)
        ])
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasSuffix(
                #"$.steps[0].validators[0].alert: a secret's alert cannot quote its answer ("${answer}"): a secret never reaches a screen"#
            ) == true, "\(problems)")
        let title = F.problems([F.text("t", extra: #""placeholder": "${answer}""#)])
        #expect(title.count == 1, "\(title)")
    }
}
