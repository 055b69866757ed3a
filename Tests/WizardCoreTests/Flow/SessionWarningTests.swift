import Testing
import WizardCore

/// Soft checks (`"warn": true`) in the pure core: read from a flow, tested only after the
/// hard rules pass, thrown as warnings until the person keeps the answer, and never asked
/// of a default.
@Suite("Soft checks: reading and the session", .timeLimit(.minutes(5)))
struct SessionWarningTests {
    static let flowText = #"""
        {"format": 1, "id": "soft", "steps": [
          {"kind": "text", "key": "mailname", "title": "Mail name", "default": "localhost",
           "validators": [
             {"pattern": "[a-z.]+", "alert": "lower case"},
             {"pattern": "[a-z]+(\\.[a-z]+)+", "warn": true, "alert": "no dot"},
             {"max_length": 12, "warn": true}]},
          {"kind": "secret", "key": "pw", "title": "Password", "placeholder": "Password",
           "label": "Password", "keep": "none",
           "validators": [{"min_length": 8, "warn": true, "alert": "short"}]}
        ]}
        """#

    func session() throws -> Session {
        Session(flow: try #require(FlowReader.read(Array(Self.flowText.utf8)).flow))
    }

    @Test("a warned answer is thrown as a warning, then kept when the person says so")
    func keptAnyway() throws {
        var session = try session()
        #expect(throws: ValidationError.self) { try session.submit(.line("box")) }
        do {
            try session.submit(.given("box"))
        } catch {
            #expect(error.isWarning)
            #expect(error.alert.english == "no dot")
        }
        #expect(session.currentStep?.id == "mailname")
        try session.submit(.given("box"), keepingWarned: true)
        #expect(session.answers["mailname"] == .text("box"))
    }

    @Test("hard rules come first; soft ones in order, with their own words by default")
    func order() throws {
        var session = try session()
        do {
            try session.submit(.line("Box"))
            Issue.record("a hard rule's refusal was not thrown")
        } catch {
            #expect(!error.isWarning)
            #expect(error.alert.english == "lower case")
        }
        do {
            try session.submit(.line("mail.example.org"))
            Issue.record("the length warning was not thrown")
        } catch {
            #expect(error.isWarning)
            #expect(error.alert.english.contains("12"))
        }
        try session.submit(.line("mail.test"))
        #expect(session.currentStep?.id == "pw")
    }

    @Test("a default taken by an empty line is never warned about")
    func defaultsPass() throws {
        var session = try session()
        try session.submit(.line(" "))
        #expect(session.answers["mailname"] == .text("localhost"))
    }

    @Test("a secret's warning quotes nothing of it")
    func secret() throws {
        var session = try session()
        try session.submit(.line("a.b"))
        do {
            try session.submit(.line("hunter2"))
            Issue.record("the secret's warning was not thrown")
        } catch {
            #expect(error.isWarning)
            #expect(!error.alert.english.contains("hunter2"))
        }
        try session.submit(.line("hunter2"), keepingWarned: true)
        #expect(session.isComplete)
    }

    @Test("flow check: warn must be true or false, at its line:column")
    func warnNotBoolean() throws {
        let text = #"""
            {"format": 1, "id": "soft", "steps": [
              {"kind": "text", "key": "k", "title": "K",
               "validators": [{"min_length": 3, "warn": "yes"}]}]}
            """#
        let reading = FlowReader.read(Array(text.utf8))
        #expect(reading.flow == nil)
        let problem = try #require(reading.problems.first { !$0.isWarning })
        #expect(problem.location.line == 3)
        #expect(problem.location.column == 45)
        #expect(problem.message.english == "expected true or false")
    }
}
