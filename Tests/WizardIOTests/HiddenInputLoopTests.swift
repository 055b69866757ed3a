import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// A kind that keeps a secret (``HiddenInputQuestion``) in every mode, with the scripted
/// stand-ins: its input shows as its echo says, and neither what was typed nor a refused
/// line is written anywhere.
@Suite("A kind that hides its input, in every mode", .timeLimit(.minutes(5)))
struct HiddenInputLoopTests {
    @Test("plain mode: the line is read with its kind's echo, and its alert does not quote it")
    func plainMode() throws {
        let reader = ScriptedLines(["Alice", "jqv", "jqvxjqvx"])
        let display = CapturedText()
        reader.display = display
        let output = CapturedText()
        var frontend = PlainFrontend(reader: reader, output: output, language: .english)
        var session = Session(flow: .withSecret(echo: .hidden))
        try frontend.run(&session)
        #expect(session.answers["secret"] == .text("jqvxjqvx"))
        #expect(reader.echoes == [.asTyped, .hidden, .hidden])
        #expect(output.text.contains("\"•••\" is too short"), "\(output.text)")
        let everything = output.text + display.text
        #expect(!everything.contains("jqv"), "\(everything)")
        #expect(display.text.contains("Alice"))
    }

    @Test("plain mode: the prompt does not name a stored secret, which an empty line keeps")
    func plainPromptWithStoredSecret() throws {
        let reader = ScriptedLines(["Alice", ""])
        let output = CapturedText()
        var frontend = PlainFrontend(reader: reader, output: output, language: .english)
        var session = Session(
            flow: .withSecret(echo: .masked),
            stored: ["name": .text("Alice"), "secret": .text("jqvxjqvx")])
        try frontend.run(&session)
        #expect(reader.prompts == ["Name [Alice]: ", "Secret: "])
        #expect(session.answers["secret"] == .text("jqvxjqvx"))
    }

    @Test("the interactive field shows a bullet a character, and nothing of a refused line")
    func interactiveField() {
        let run = LoopRun(
            [
                .text("Alice"), .key(.enter), .text("jqv"), .key(.enter), .snapshot,
                // The refused line stays in the field, to be corrected.
                .key(.backspace), .key(.backspace), .key(.backspace),
                .text("jqvxjqvx"), .snapshot, .key(.enter),
            ], flow: .withSecret(echo: .masked))
        #expect(run.error == nil)
        #expect(run.session.answers["secret"] == .text("jqvxjqvx"))
        #expect(!run.terminal.written.contains("jqv"), "\(run.terminal.written.debugDescription)")
        #expect(run.snapshots.first?.contains("\"•••\" is too short") == true)
        #expect(run.snapshots.last?.contains("❯ ••••••••") == true, "\(run.snapshots)")
        #expect(run.session.historyEntries.map(\.answer) == ["Alice"])
    }

    @Test("hidden in the interactive field: the prompt alone, the cursor after it")
    func interactiveHidden() {
        let run = LoopRun(
            [.text("Alice"), .key(.enter), .text("jqvxjqvx"), .snapshot, .key(.enter)],
            flow: .withSecret(echo: .hidden))
        #expect(run.session.answers["secret"] == .text("jqvxjqvx"))
        #expect(!run.terminal.written.contains("jqv"))
        #expect(!run.terminal.written.contains("••"))
        #expect(run.snapshots.first?.contains("❯") == true)
    }

    @Test("piped: a refused secret's error does not quote it")
    func piped() {
        let frontend = PipedFrontend(lines: SuppliedLines(["Alice", "jqv"]))
        var session = Session(flow: .withSecret(echo: .hidden))
        #expect {
            try frontend.run(&session)
        } throws: { error in
            guard case .rejected(let refused) = error as? FrontendError else { return false }
            return refused.alert.english == "\"•••\" is too short"
        }
    }
}
