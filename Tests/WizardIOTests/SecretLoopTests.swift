import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// The secret kind through the plain, interactive and piped loops with the scripted
/// stand-ins: plain mode shows nothing of it, a confirmed secret is asked twice in plain mode
/// and at the screens and once from a pipe, and two entries that differ are both asked again.
@Suite("Secrets in every mode", .timeLimit(.minutes(5)))
struct SecretLoopTests {
    static func flow(_ extra: String) throws -> Flow {
        try FlowText.flow([
            FlowText.text("login"),
            FlowText.secret(
                "pw",
                extra: #""placeholder": "Password", "validators": [{ "min_length": 4 }], "#
                    + extra),
        ])
    }

    @Test("plain mode: nothing echoed, even with bullets; asked again, both again on a mismatch")
    func plainConfirm() throws {
        let reader = ScriptedLines(["alice", "abc", "hunter22", "hunter23", "hunter22", "hunter22"])
        let display = CapturedText()
        reader.display = display
        let output = CapturedText()
        var frontend = PlainFrontend(reader: reader, output: output, language: .english)
        var session = Session(flow: try Self.flow(#""confirm": true, "echo": "bullets""#))
        try frontend.run(&session)
        #expect(session.answers["pw"] == .secret("hunter22"))
        // A refused first entry is not asked again; a mismatch asks both.
        #expect(
            reader.prompts == [
                ": ", "Password: ", "Password: ", "Again: ", "Password: ", "Again: ",
            ])
        #expect(reader.echoes == [.asTyped, .hidden, .hidden, .hidden, .hidden, .hidden])
        #expect(output.text.contains("Please enter at least 4 characters.\n"))
        #expect(output.text.contains("The two entries differ; please type it twice again.\n"))
        let everything = output.text + display.text
        #expect(!everything.contains("hunter") && !everything.contains("abc"), "\(everything)")
        #expect(!display.text.contains("•"))
    }

    @Test("plain mode: an empty line keeps the stored secret, asked once, its prompt says so")
    func plainKeepsStored() throws {
        let reader = ScriptedLines(["", ""])
        let output = CapturedText()
        var frontend = PlainFrontend(reader: reader, output: output, language: .english)
        var session = Session(
            flow: try Self.flow(#""confirm": true"#),
            stored: ["login": .text("alice"), "pw": .secret("$y$j9T$salt$hash")])
        try frontend.run(&session)
        #expect(session.answers["pw"] == .secret("$y$j9T$salt$hash"))
        #expect(reader.prompts == [" [alice]: ", "Password [set]: "])
        #expect(output.text.contains("Enter keeps the current password.\n"))
    }

    @Test(
        "the screens: bullets, the note over the second entry, a mismatch alerted and asked again")
    func interactiveConfirm() throws {
        let run = LoopRun(
            [
                .text("alice"), .key(.enter), .text("hunter22"), .snapshot, .key(.enter),
                .snapshot, .text("hunter23"), .key(.enter), .snapshot, .text("hunter22"),
                .key(.enter), .text("hunter22"), .key(.enter),
            ], flow: try Self.flow(#""confirm": true"#))
        #expect(run.error == nil)
        let screens = try run.snapshots(count: 3)
        #expect(run.session.answers["pw"] == .secret("hunter22"))
        #expect(
            !run.terminal.written.contains("hunter"), "\(run.terminal.written.debugDescription)")
        #expect(screens[0].contains("❯ ••••••••"), "\(screens[0])")
        #expect(!screens[0].contains("Type it again to confirm."))
        #expect(screens[1].contains("Type it again to confirm."), "\(screens[1])")
        #expect(screens[2].contains("The two entries differ"), "\(screens[2])")
        #expect(!screens[2].contains("Type it again to confirm."))
        #expect(run.session.historyEntries.map(\.answer) == ["alice"])
    }

    @Test("echo none at the screens: the prompt alone")
    func interactiveHidden() throws {
        let run = LoopRun(
            [.text("alice"), .key(.enter), .text("hunter22"), .snapshot, .key(.enter)],
            flow: try Self.flow(#""echo": "none""#))
        #expect(run.session.answers["pw"] == .secret("hunter22"))
        #expect(!run.terminal.written.contains("hunter"))
        #expect(!run.terminal.written.contains("••"))
    }

    @Test("piped: a confirmed secret takes one line, as typed")
    func piped() throws {
        let frontend = PipedFrontend(lines: SuppliedLines(["alice", "  hunter22 "]))
        var session = Session(flow: try Self.flow(#""confirm": true"#))
        try frontend.run(&session)
        #expect(session.answers["pw"] == .secret("  hunter22 "))
        #expect(session.isComplete)
    }
}
