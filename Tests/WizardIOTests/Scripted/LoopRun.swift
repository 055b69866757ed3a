import Testing
import WizardCore
import WizardIO
import WizardText

/// A scripted run of the real interactive loop: what it answered, what it threw, and the
/// terminal and line editor stand-ins it ran on.
struct LoopRun {
    let session: Session
    let error: FrontendError?
    let terminal: ScriptedTerminal
    let editor: ScriptedLineEditor
    let frontend: InteractiveFrontend

    /// - Parameters:
    ///   - viKeys: edit the text field as readline's vi mode does (Esc is vi's own).
    ///   - colour: `false` as under `NO_COLOR`.
    ///   - progress: `--progress`, `nil` for the flow's style.
    init(
        _ inputs: [ScriptedInput], flow: Flow = .onboarding, language: Language = .english,
        answered: [String: Answer] = [:], columns: Int = 60, rows: Int = 24,
        stored: ProfileDocument? = nil, animates: Bool = false, shellOutput: [String] = [],
        viKeys: Bool = false, colour: Bool = true, progress: ProgressStyle? = nil,
        glyphs: Glyphs = .unicode, answering: Session.Answering = Session.Answering(),
        idleLimit: Int? = nil
    ) {
        terminal = ScriptedTerminal(inputs, columns: columns, rows: rows)
        // What the shell printed before wizard started, the cursor on a fresh line.
        terminal.write(shellOutput.map { $0 + "\r\n" }.joined())
        editor = ScriptedLineEditor(terminal: terminal)
        editor.viKeys = viKeys
        frontend = InteractiveFrontend(
            terminal: terminal, editor: editor, clock: terminal.clock, language: language,
            accent: colour ? flow.accent : nil, animates: animates, progressStyle: progress,
            idleLimit: idleLimit, glyphs: glyphs)
        var session = Session(
            flow: flow, answeredInAdvance: answered, stored: stored?.answers ?? [:],
            answering: answering)
        do {
            try frontend.run(&session)
            error = nil
        } catch {
            self.error = error
        }
        self.session = session
    }

    /// Every snapshot the script took, in order.
    var snapshots: [String] { terminal.snapshots }

    /// The snapshots, which must be exactly `count`: a run that took another number records
    /// that as the test's failure and throws, so the test stops there instead of trapping on
    /// an index and losing every other suite's results with the test process.
    func snapshots(count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        let taken = terminal.snapshots
        try #require(
            taken.count == count, "\(taken.count) snapshots, not \(count): \(taken)",
            sourceLocation: sourceLocation)
        return taken
    }
}

/// Checks a snapshot against `expected` line by line, naming the first line that differs.
func expectScreen(
    _ actual: String?, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no snapshot", sourceLocation: sourceLocation)
        return
    }
    guard actual != expected else { return }
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
        zip(got, wanted).enumerated().first { $1.0 != $1.1 }?.offset ?? min(got.count, wanted.count)
    Issue.record(
        "line \(index) differs; the screen was:\n\(actual)", sourceLocation: sourceLocation)
}
