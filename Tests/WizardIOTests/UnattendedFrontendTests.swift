import TestSupport
import Testing
import WizardCore
import WizardIO

/// Plain and piped runs that nobody attends: a prompt's time limit and its notice, and
/// piped input that ends while defaults are taken.
@Suite("Unattended plain and piped runs", .timeLimit(.minutes(5)))
struct UnattendedFrontendTests {
    @Test("plain mode gives every prompt the time limit and its notice, and quits when it passes")
    func plainTimeout() {
        let reader = ScriptedLines(reads: [.line(""), .timedOut])
        var frontend = PlainFrontend(
            reader: reader, output: CapturedText(), language: .english, idleLimit: 45)
        var session = Session(flow: .onboarding)
        #expect {
            try frontend.run(&session)
        } throws: { error in
            guard case .timedOut(let step, 2, 4, 45) = error as? FrontendError else { return false }
            return step.id == "name"
        }
        #expect(
            reader.limits == [
                IdleLimit(
                    seconds: 45, notice: "No key for a while: quitting in 10 s without saving"),
                IdleLimit(
                    seconds: 45, notice: "No key for a while: quitting in 10 s without saving"),
            ])
    }

    @Test("plain mode with defaults taken passes an info page when the time passes")
    func plainPassesPage() throws {
        let reader = ScriptedLines(reads: [.timedOut, .line("Ann"), .line("2")])
        var frontend = PlainFrontend(
            reader: reader, output: CapturedText(), language: .korean, idleLimit: 5)
        var session = Session(flow: .onboarding, answering: Session.Answering(takesDefaults: true))
        try frontend.run(&session)
        #expect(session.isComplete)
        #expect(reader.limits.first??.notice == "입력이 없어 5초 뒤에 다음으로 넘어갑니다")
        #expect(reader.limits.last??.notice == "입력이 없어 5초 뒤에 저장하지 않고 끝냅니다")
        #expect(reader.limits.count == 3)
        #expect(
            session.answers == [
                "name": .text("Ann"), "age": .number(30), "gender": .choice("female"),
            ])
    }

    @Test("without a limit a prompt waits: no timeout reaches the session")
    func plainNoLimit() throws {
        let reader = ScriptedLines(reads: [
            .timedOut, .line(""), .line("Ann"), .line(""), .line("1"),
        ])
        var frontend = PlainFrontend(reader: reader, output: CapturedText(), language: .english)
        var session = Session(flow: .onboarding)
        try frontend.run(&session)
        #expect(session.isComplete)
        #expect(reader.limits.allSatisfy { $0 == nil })
    }

    @Test("piped input that ends while defaults are taken names every question without one")
    func pipedNoDefaults() throws {
        let flow = try FlowText.flow([
            FlowText.confirm("gate"),
            FlowText.text("name", when: #"{"key": "gate", "equals": true}"#),
            FlowText.text("city", extra: #""default": "Seoul""#),
            FlowText.text("job"),
        ])
        var session = Session(flow: flow, answering: Session.Answering(takesDefaults: true))
        #expect {
            try PipedFrontend(lines: SuppliedLines(["yes"])).run(&session)
        } throws: { error in
            guard case .noDefaults(let steps) = error as? FrontendError else { return false }
            return steps.map(\.id) == ["name", "job"]
        }
        var without = Session(flow: flow)
        #expect {
            try PipedFrontend(lines: SuppliedLines(["yes"])).run(&without)
        } throws: { error in
            guard case .inputEnded(let step, 2, 4) = error as? FrontendError else { return false }
            return step.id == "name"
        }
    }
}
