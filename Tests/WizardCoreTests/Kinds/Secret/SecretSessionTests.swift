import TestSupport
import Testing
import WizardCore

/// A secret through the session and the store's document: its white space is its own, an
/// empty line keeps the stored secret, what is hashed as the profile is saved and what is
/// never stored, and the screens' two entries.
@Suite("Secrets in a session", .timeLimit(.minutes(5)))
struct SecretSessionTests {
    static func flow(_ extra: String = "") throws -> Flow {
        try FlowText.flow([FlowText.text("login"), FlowText.secret("pw", extra: extra)])
    }

    /// A stand-in for crypt(3) that says what it was given.
    static func fakeHash(_ secret: String) -> String { "$6$fake$" + String(secret.utf8.count) }

    @Test("a line of white space is a secret, not an empty line; an empty line keeps the stored")
    func whiteSpace() throws {
        let stored = ["pw": Answer.secret("$6$salt$stored")]
        var spaces = Session(flow: try Self.flow(), stored: stored)
        try spaces.submit(.line("alice"))
        try spaces.submit(.line("   "))
        #expect(spaces.answers["pw"] == .secret("   "))
        var empty = Session(flow: try Self.flow(), stored: stored)
        try empty.submit(.line("alice"))
        try empty.submit(.line(""))
        #expect(empty.answers["pw"] == .secret("$6$salt$stored"))
        // A text question still takes a line of white space for an empty one.
        var name = Session(flow: try Self.flow(), stored: ["login": .text("bob")])
        try name.submit(.line("  "))
        #expect(name.answers["login"] == .text("bob"))
    }

    @Test("kept hashed: a typed or given passphrase is hashed; a stored or given hash is not")
    func hashedAsSaved() throws {
        let hash = "$6$salt$given"
        var typed = Session(flow: try Self.flow())
        try typed.submit(.line("alice"))
        try typed.submit(.line("hunter22"))
        var calls: [String] = []
        let kept = typed.keptAnswers(asStored: [:]) { secret in
            calls.append(secret)
            return Self.fakeHash(secret)
        }
        #expect(calls == ["hunter22"])
        #expect(kept == ["login": .text("alice"), "pw": .secret("$6$fake$8")])
        var keptStored = Session(flow: try Self.flow(), stored: ["pw": .secret(hash)])
        try keptStored.submit(.line("alice"))
        try keptStored.submit(.line(""))
        #expect(
            keptStored.keptAnswers(asStored: ["pw": .secret(hash)], hash: Self.fakeHash)["pw"]
                == .secret(hash))
        let given = Session(
            flow: try Self.flow(), answeredInAdvance: ["login": .text("a"), "pw": .secret(hash)])
        #expect(
            given.keptAnswers(asStored: ["pw": .secret(hash)], hash: Self.fakeHash)["pw"]
                == .secret(hash))
        // A passphrase the answers file gave is hashed, like a typed one.
        let passphrase = Session(
            flow: try Self.flow(),
            answeredInAdvance: ["login": .text("a"), "pw": .secret("hunter22")])
        #expect(
            passphrase.keptAnswers(asStored: ["pw": .secret("hunter22")], hash: Self.fakeHash)["pw"]
                == .secret("$6$fake$8"))
        // A typed line that looks like a hash is a passphrase: hashed.
        var lookalike = Session(flow: try Self.flow())
        try lookalike.submit(.line("alice"))
        try lookalike.submit(.line(hash))
        #expect(
            lookalike.keptAnswers(asStored: [:], hash: Self.fakeHash)["pw"] == .secret("$6$fake$13")
        )
    }

    @Test("kept as typed, and never kept: the store's document and --json's extra answers")
    func keptPlainOrNever() throws {
        var plain = Session(flow: try Self.flow(#""keep": "plain""#))
        try plain.submit(.line("alice"))
        try plain.submit(.line(" hunter22 "))
        let kept = plain.keptAnswers(asStored: [:], hash: Self.fakeHash)
        #expect(kept["pw"] == .secret(" hunter22 "))
        var document = ProfileDocument(flow: plain.flow)
        #expect(!document.isPrivate)
        document.signIn(with: kept)
        #expect(document.isPrivate)

        let unkeptFlow = try Self.flow(#""keep": "none""#)
        var unkept = Session(flow: unkeptFlow)
        try unkept.submit(.line("alice"))
        try unkept.submit(.line("hunter22"))
        #expect(unkept.keptAnswers(asStored: [:], hash: Self.fakeHash) == ["login": .text("alice")])
        #expect(unkept.unkeptAnswers == ["pw": .secret("hunter22")])
        // Whatever is handed to it, the document stores none of it, and drops what it held.
        var stale = try ProfileDocument(values: ["pw": .string("old")], flow: unkeptFlow)
        stale.signIn(with: unkept.answers)
        #expect(stale.values["pw"] == nil)
        #expect(!stale.isPrivate)
        // Never stored, it is never missing; and the card does not count it.
        let missing = Session(
            flow: unkeptFlow, stored: ["login": .text("alice")],
            answering: Session.Answering(asksOnlyMissing: true))
        #expect(!missing.needsInput)
        let card = ProfileCard(document: stale, language: .english)
        #expect(card.unansweredCount == 0)
        #expect(card.lines == ["alice"])
    }

    @Test("the screens: a confirmed secret's first entry is held, a second that differs refused")
    func twoEntries() throws {
        let question = try #require(
            try Self.flow(#""confirm": true"#).steps[1].kind as? SecretQuestion)
        var edit = SecretEdit(question: question, line: "hunter22")
        #expect(try edit.submission() == nil)
        #expect(edit.line == "")
        #expect(edit.first == "hunter22")
        edit.line = "hunter23"
        #expect(throws: question.refusal(.entriesDiffer)) { try edit.submission() }
        #expect((edit.line, edit.first) == ("", nil))
        // Both again; then the same entry once more, back on the step, needs no second.
        edit.line = "e\u{301}"
        #expect(try edit.submission() == nil)
        edit.line = "\u{E9}"
        #expect(throws: question.refusal(.entriesDiffer)) { try edit.submission() }
        edit.line = "hunter22"
        _ = try edit.submission()
        edit.line = "hunter22"
        #expect(try edit.submission() == .line("hunter22"))
        #expect(try edit.submission() == .line("hunter22"))
        // A refused first entry is refused at once, and stays to be corrected.
        edit.line = "\t"
        #expect(throws: ValidationError.self) { try edit.submission() }
        #expect(edit.line == "\t")
        // An empty line goes to the session at once, to keep the stored secret.
        edit.line = ""
        #expect(try edit.submission() == .line(""))
    }
}
