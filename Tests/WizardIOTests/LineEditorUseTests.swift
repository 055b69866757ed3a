import Testing
import WizardCore
import WizardIO
import WizardText

/// The interactive loop uses its line editor only for a flow with a text field, so the
/// first frame of any other flow does not wait for readline's set-up, which
/// ``ReadlineEditor`` does on its first use.
@Suite("The line editor used only by a flow with a text field", .timeLimit(.minutes(5)))
struct LineEditorUseTests {
    /// Runs the real loop over `inputs` with a scripted editor (and, when it completes,
    /// shows the card, which remembers the text answers).
    func run(_ inputs: [ScriptedInput], flow: Flow = .onboarding) -> (
        session: Session, error: FrontendError?, editor: ScriptedLineEditor
    ) {
        let terminal = ScriptedTerminal(inputs, columns: 60, rows: 24)
        let editor = ScriptedLineEditor(terminal: terminal)
        let frontend = InteractiveFrontend(
            terminal: terminal, editor: editor, clock: terminal.clock, language: .english,
            accent: nil, animates: false)
        var session = Session(flow: flow)
        do {
            try frontend.run(&session)
            var document = ProfileDocument(flow: flow)
            document.signIn(with: session.answers)
            frontend.finish(showing: ProfileCard(document: document, language: .english))
            return (session, nil, editor)
        } catch {
            return (session, error, editor)
        }
    }

    @Test("a flow without a text field never uses the editor")
    func neverUsed() {
        let slider = Step(
            id: "age", title: LocalizedText(english: "How old are you?"),
            button: LocalizedText(english: "Done"),
            kind: SliderQuestion(
                range: 18...50, defaultValue: 30, label: LocalizedText(english: "Age"),
                unit: LocalizedText(english: "")))
        let welcome = Step(
            id: "welcome", title: LocalizedText(english: "Welcome"),
            text: LocalizedText(english: "Hello."), button: LocalizedText(english: "Sign in"),
            kind: InfoPage())
        let flow = Flow(id: "no-field", steps: [welcome, slider])
        let quit = run([.enter, .right, .escape], flow: flow)
        #expect(isInterrupted(quit.error))
        #expect(quit.editor.uses == 0)
        let done = run([.enter, .right, .enter], flow: flow)
        #expect(done.error == nil && done.editor.uses == 0)
        #expect(done.session.answers == ["age": .number(31)])
    }

    @Test("a flow with a text field asks the editor's keys for the first frame's quit hint")
    func usedForHints() {
        let quit = run([.escape])
        #expect(isInterrupted(quit.error))
        #expect(quit.editor.uses > 0)
        #expect(quit.editor.prompts.isEmpty)
    }

    @Test("the text field edits through it; the answers are remembered once saved")
    func usedForTheField() {
        let whole = run([.enter, .text("Al"), .enter, .backTab, .enter, .enter, .down, .enter])
        #expect(whole.error == nil)
        #expect(
            whole.session.answers == [
                "name": .text("Al"), "age": .number(30), "gender": .choice("male"),
            ])
        #expect(whole.editor.prompts.count == 2)
        #expect(whole.editor.remembered == ["Al"])
    }
}
