import Testing
import WizardCore
import WizardIO

/// The interactive frontend's line editor is made when a text field first needs it
/// (``DeferredLineEditor``), so the first frame does not wait for readline's set-up.
@Suite("A line editor made on first use")
struct DeferredLineEditorTests {
    /// Runs the real loop over `inputs` with a deferred scripted editor (and, when it
    /// completes, shows the card, which remembers the text answers), and counts how often
    /// the editor was made.
    func run(_ inputs: [ScriptedInput], flow: Flow = .onboarding) -> (
        session: Session, error: FrontendError?, made: Int, editor: ScriptedLineEditor?
    ) {
        let terminal = ScriptedTerminal(inputs, columns: 60, rows: 24)
        var made = 0
        var scripted: ScriptedLineEditor?
        let editor = DeferredLineEditor {
            made += 1
            let editor = ScriptedLineEditor(terminal: terminal)
            scripted = editor
            return editor
        }
        let frontend = InteractiveFrontend(
            terminal: terminal, editor: editor, clock: terminal.clock, language: .english,
            accent: nil, animates: false)
        var session = Session(flow: flow)
        do {
            try frontend.run(&session)
            var document = ProfileDocument(flow: flow)
            document.signIn(with: session.answers)
            frontend.finish(showing: ProfileCard(document: document, language: .english))
            return (session, nil, made, scripted)
        } catch {
            return (session, error, made, scripted)
        }
    }

    @Test("a flow without a text field never makes the editor")
    func neverMade() {
        let slider = Step(
            id: "age", title: LocalizedText(english: "How old are you?"),
            button: LocalizedText(english: "Done"),
            kind: SliderQuestion(
                range: 18...50, defaultValue: 30, label: LocalizedText(english: "Age"),
                unit: LocalizedText(english: "")))
        let welcome = Step(
            id: "welcome", title: LocalizedText(english: "Welcome"),
            button: LocalizedText(english: "Sign in"),
            kind: InfoPage(text: LocalizedText(english: "Hello.")))
        let flow = Flow(id: "no-field", steps: [welcome, slider])
        let quit = run([.enter, .right, .escape], flow: flow)
        #expect(isInterrupted(quit.error))
        #expect(quit.made == 0)
        let done = run([.enter, .right, .enter], flow: flow)
        #expect(done.error == nil && done.made == 0)
        #expect(done.session.answers == ["age": .number(31)])
    }

    @Test("a flow with a text field makes it for the first frame: the quit hint follows its keys")
    func madeForHints() {
        let quit = run([.escape])
        #expect(isInterrupted(quit.error))
        #expect(quit.made == 1)
    }

    @Test("the text field makes it once; the setup ends as with the editor made up front")
    func madeOnce() {
        let whole = run([.enter, .text("Al"), .enter, .backTab, .enter, .enter, .down, .enter])
        #expect(whole.error == nil)
        #expect(whole.made == 1)
        #expect(
            whole.session.answers == [
                "name": .text("Al"), "age": .number(30), "gender": .choice("male"),
            ])
        #expect(whole.editor?.prompts.count == 2)
        #expect(whole.editor?.remembered == ["Al"])
    }

    @Test("before it is made it answers as an editor that has not edited: no cursor, no bytes")
    func answersBeforeMade() {
        var made = 0
        let editor = DeferredLineEditor {
            made += 1
            return ScriptedLineEditor(terminal: ScriptedTerminal([]))
        }
        #expect(!editor.isMade && made == 0)
        editor.remember("Alice")
        #expect(editor.isMade && made == 1)
    }
}
