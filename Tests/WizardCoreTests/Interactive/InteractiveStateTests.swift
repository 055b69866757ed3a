import TestSupport
import Testing
import WizardCore
import WizardMessages

/// What the interactive state decides itself, so that the frontend only does I/O: the end of
/// a text field edit, the countdown notice and the keys that clear it.
@Suite("Interactive state: text field endings and the notice", .timeLimit(.minutes(5)))
struct InteractiveStateTests {
    /// The default flow at its name field.
    func atNameField(answering: Session.Answering = Session.Answering()) -> InteractiveState {
        var state = InteractiveState(
            session: Session(flow: .onboarding, answering: answering), language: .english)
        #expect(state.handle(.enter) == .advanced)
        #expect(state.currentStep?.id == "name")
        return state
    }

    @Test("an edit cut short keeps its draft and its cursor; Enter submits; Shift-Tab goes back")
    func editEndings() {
        var state = atNameField()
        #expect(state.endEdit(.woken, text: "Al", cursor: 1, keyCame: true) == .redraw)
        #expect(state.currentDraft == "Al" && state.fieldCursor == 1)
        #expect(state.endEdit(.suspend, text: "Ali", cursor: 2, keyCame: true) == .suspend)
        #expect(state.currentDraft == "Ali" && state.fieldCursor == 2)
        #expect(state.endEdit(.endOfInput, text: "", cursor: 0, keyCame: false) == .ignored)
        #expect(state.currentDraft == "Ali")
        #expect(state.endEdit(.quit, text: "Ali", cursor: 3, keyCame: true) == .quit)
        #expect(state.fieldCursor == nil)
        #expect(state.endEdit(.accepted, text: "Alice", cursor: 5, keyCame: true) == .advanced)
        #expect(state.session.answers["name"] == .text("Alice"))
        #expect(state.handle(.backTab) == .wentBack)
        #expect(state.endEdit(.back, text: "Bob", cursor: 3, keyCame: true) == .wentBack)
        #expect(state.currentStep?.id == "welcome")
        #expect(state.handle(.enter) == .advanced)
        #expect(state.currentDraft == "Bob" && state.fieldCursor == nil)
    }

    @Test("the idle time keeps the alert when no key came, and a key in the field clears it")
    func idleEnding() {
        var state = atNameField()
        #expect(state.endEdit(.accepted, text: "", cursor: 0, keyCame: true) == .alerted)
        #expect(state.alert != nil)
        #expect(state.endEdit(.idle, text: "", cursor: 0, keyCame: false) == .changed)
        #expect(state.alert != nil && state.fieldCursor == 0)
        #expect(state.endEdit(.idle, text: "A", cursor: 1, keyCame: true) == .changed)
        #expect(state.alert == nil && state.fieldCursor == 1)
    }

    @Test("the countdown says what follows it, and the next key clears it with a redraw")
    func countdownNotice() {
        var state = atNameField()
        let shown = state.showCountdown(5)
        #expect(shown)
        #expect(state.notice?(.english) == "No key for a while: quitting in 5 s without saving")
        let shownAgain = state.showCountdown(5)
        #expect(!shownAgain)
        #expect(state.endEdit(.woken, text: "", cursor: 0, keyCame: false) == .redraw)
        #expect(state.notice != nil)
        #expect(state.endEdit(.woken, text: "", cursor: 0, keyCame: true) == .redraw)
        #expect(state.notice == nil)

        var page = InteractiveState(
            session: Session(flow: .onboarding, answering: Session.Answering(takesDefaults: true)),
            language: .english)
        let pageShown = page.showCountdown(3)
        #expect(pageShown)
        #expect(page.notice?(.english) == "No key for a while: going on in 3 s")
        // A key the welcome page ignores still redraws, to take the notice away.
        #expect(page.handle(.character("x")) == .changed)
        #expect(page.notice == nil)
        #expect(page.handle(.character("x")) == .ignored)
        let (again, cleared) = (page.showCountdown(3), page.showCountdown(nil))
        #expect(again && cleared && page.notice == nil)
    }

    @Test("when the time runs out, a page is passed only when the session takes defaults")
    func timeRunningOut() {
        var waiting = InteractiveState(session: Session(flow: .onboarding), language: .english)
        #expect(waiting.timeRanOut() == nil)
        #expect(waiting.currentStep?.id == "welcome")
        var passing = InteractiveState(
            session: Session(flow: .onboarding, answering: Session.Answering(takesDefaults: true)),
            language: .english)
        #expect(passing.timeRanOut() == .advanced)
        // The name has no default: the run ends there.
        #expect(passing.currentStep?.id == "name")
        #expect(passing.timeRanOut() == nil)
        #expect(passing.currentStep?.id == "name")
    }

    @Test("a letter the line editor cannot read keeps the draft and its cursor, with the alert")
    func notASCIIEnding() {
        var state = atNameField()
        #expect(state.endEdit(.notASCII, text: "Zo", cursor: 2, keyCame: true) == .alerted)
        #expect(state.currentDraft == "Zo" && state.fieldCursor == 2)
        #expect(state.alert == Message.lettersNeedUTF8)
        #expect(state.endEdit(.accepted, text: "Zoe", cursor: 3, keyCame: true) == .advanced)
        #expect(state.alert == nil)
    }

    @Test("No to keeping a warned secret empties its field and asks both entries again")
    func warnedSecretDeclined() throws {
        let flow = try FlowText.flow([
            FlowText.secret(
                "pw",
                extra:
                    #""confirm": true, "validators": [{"min_length": 8, "warn": true, "alert": "Short."}]"#
            ),
            FlowText.text("host"),
        ])
        var state = InteractiveState(session: Session(flow: flow), language: .english)
        #expect(state.endEdit(.accepted, text: "short1", cursor: 6, keyCame: true) == .changed)
        #expect(state.endEdit(.accepted, text: "short1", cursor: 6, keyCame: true) == .alerted)
        #expect(state.warnedReply != nil)
        #expect(state.handle(.character("n")) == .changed)
        #expect(state.currentDraft == "")
        // The line agreed on before is a first entry again, not an answer at once.
        #expect(state.endEdit(.accepted, text: "short1", cursor: 6, keyCame: true) == .changed)
        #expect(state.endEdit(.accepted, text: "longer one", cursor: 10, keyCame: true) == .alerted)
        #expect(state.endEdit(.accepted, text: "longer one", cursor: 10, keyCame: true) == .changed)
        #expect(
            state.endEdit(.accepted, text: "longer one", cursor: 10, keyCame: true) == .advanced)
        #expect(state.session.answers["pw"] == .secret("longer one"))
    }

    @Test("No to keeping a warned text leaves it in the field, to be corrected")
    func warnedTextDeclined() throws {
        let flow = try FlowText.flow([
            FlowText.text(
                "host",
                extra: #""validators": [{"min_length": 8, "warn": true, "alert": "Short."}]"#),
            FlowText.text("user"),
        ])
        var state = InteractiveState(session: Session(flow: flow), language: .english)
        #expect(state.endEdit(.accepted, text: "devbox", cursor: 6, keyCame: true) == .alerted)
        #expect(state.handle(.character("n")) == .changed)
        #expect(state.currentDraft == "devbox")
    }
}
