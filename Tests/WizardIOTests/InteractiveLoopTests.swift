import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// The name step at 60 columns with "Al" typed, no alert.
private let nameStepWithAl = """

      2/4 ███████░░░░░░░░░░░░░░░░░░░░░░░

      What's your name?

      ❯ Al


       Next
      Enter: Next · Shift-Tab: back · Esc: quit
    """

/// Whether `error` is the one a person quitting throws.
func isInterrupted(_ error: FrontendError?) -> Bool {
    guard case .quit = error else { return false }
    return true
}

/// Whole setups through the real ``InteractiveFrontend`` loop, in-process: scripted keys
/// in, the terminal as the person sees it and the finished session out.
@Suite("Interactive loop, driven by scripted keys", .timeLimit(.minutes(5)))
struct InteractiveLoopTests {
    @Test("the default flow from start to card: name, slider, picker; the name is remembered")
    func wholeSetup() throws {
        let run = LoopRun([
            .snapshot, .enter, .text("Al"), .snapshot, .enter, .right, .right, .snapshot, .enter,
            .down, .snapshot, .enter,
        ])
        #expect(run.error == nil)
        #expect(run.session.isComplete)
        #expect(
            run.session.answers == [
                "name": .text("Al"), "age": .number(32), "gender": .choice("male"),
            ])
        expectScreen(
            run.snapshots.first,
            """

              1/4 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

                                         🕺

              Dance with Toughie!

              Learn Toughie's dances anywhere. This app takes away
              your worries and brings you luck.


               Sign in
              Enter: Sign in · Esc: quit
            """)
        expectScreen(
            run.snapshots.dropFirst().first,
            nameStepWithAl)
        expectScreen(
            run.snapshots.dropFirst(2).first,
            """

              3/4 ███████████████░░░░░░░░░░░░░░░

              How old are you?

                                   ３２

              18 ━━━━━━━━━━━━━━━━━●────────────────────── 50


               Next
              Enter: Next · ←/→ ±1 · PgUp/PgDn ±5 · Home/End · digits
              Shift-Tab: back · Esc: quit
            """)
        expectScreen(
            run.snapshots.last,
            """

              4/4 ██████████████████████░░░░░░░░

              Male

              ❯ Male
                Female
                Prefer not to say


               Get started
              Enter: Get started · ↑/↓ choose · first letter jumps
              Shift-Tab: back · Esc: quit
            """)
        // The loop leaves nothing behind and the terminal as it was.
        #expect(run.terminal.screen == "")
        #expect(!run.terminal.isRaw)
        var document = ProfileDocument(flow: .onboarding)
        document.signIn(with: run.session.answers)
        run.frontend.finish(showing: ProfileCard(document: document, language: .english))
        expectScreen(
            run.terminal.screen,
            """

              ╭──────────────────╮
              │        🕺        │
              │ Al               │
              │ Age: 32          │
              │ Gender: Male     │
              ╰──────────────────╯
              wizard profile --logout to sign out
            """)
        #expect(run.editor.remembered == ["Al"])
        #expect(run.editor.placeholders == ["Name"])
    }

    @Test("a refused answer rings the bell and shows its alert; the next key clears it")
    func alertThenCorrection() {
        let run = LoopRun([
            .enter, .text("A"), .enter, .snapshot, .text("l"), .snapshot, .enter, .enter, .enter,
            .snapshot, .down, .snapshot, .enter,
        ])
        #expect(run.error == nil)
        #expect(
            run.session.answers == [
                "name": .text("Al"), "age": .number(30), "gender": .choice("male"),
            ])
        #expect(run.terminal.model.bells == 2)
        // The refused text comes back for editing.
        #expect(run.editor.prefills == ["", "A"])
        expectScreen(
            run.snapshots.first,
            """

              2/4 ███████░░░░░░░░░░░░░░░░░░░░░░░

              What's your name?

              ❯ A
              ⚠ Please enter at least two characters. 😓

               Next
              Enter: Next · Shift-Tab: back · Esc: quit
            """)
        expectScreen(
            run.snapshots.dropFirst().first,
            nameStepWithAl)
        expectScreen(
            run.snapshots.dropFirst(2).first,
            """

              4/4 ██████████████████████░░░░░░░░

              What's your gender?

                Male
                Female
                Prefer not to say
              ⚠ Please select your gender.

               Get started
              Enter: Get started · ↑/↓ choose · first letter jumps
              Shift-Tab: back · Esc: quit
            """)
        #expect(run.snapshots.last?.contains("⚠") == false)
    }

    @Test("Shift-Tab goes back with every answer kept, from a control and from the text field")
    func backKeepsAnswers() {
        let run = LoopRun([
            .enter, .text("Alice"), .enter, .right, .backTab, .backTab, .snapshot, .enter,
            .enter, .snapshot, .enter, .down, .enter,
        ])
        #expect(run.error == nil)
        #expect(
            run.session.answers == [
                "name": .text("Alice"), "age": .number(31), "gender": .choice("male"),
            ])
        // Back on the name: the draft is offered again; back once more, then forward.
        #expect(run.editor.prefills == ["", "Alice", "Alice"])
        #expect(run.snapshots.first?.contains("Dance with Toughie!") == true)
        #expect(run.snapshots.last?.contains("３１") == true)
    }

    @Test(
        "Esc (asking once an answer is given) and Ctrl-C quit from any step, with the frame erased and the terminal restored",
        arguments: [
            [ScriptedInput.escape], [.controlC], [.enter, .controlC], [.enter, .escape],
            [.enter, .text("Al"), .enter, .escape, .text("y")],
            [.enter, .text("Al"), .enter, .controlC],
        ])
    func quit(_ inputs: [ScriptedInput]) {
        let run = LoopRun(inputs + [.enter, .enter, .enter])
        #expect(isInterrupted(run.error))
        #expect(run.terminal.remaining == [.enter, .enter, .enter])
        #expect(run.terminal.screen == "")
        #expect(!run.terminal.isRaw)
    }

    @Test("the end of input names the waiting step")
    func inputEnds() {
        let run = LoopRun([.enter, .text("Al"), .enter])
        guard case .inputEnded(let step, let number, let count) = run.error else {
            Issue.record("expected the end of input, got \(String(describing: run.error))")
            return
        }
        #expect(step.id == "age" && number == 3 && count == 4)
    }

    @Test("keys typed ahead reach the text field and the steps after it")
    func typeahead() {
        let run = LoopRun([.bytes(Array("\rAl\r\u{1B}[C\r\u{1B}[B\r".utf8))])
        #expect(run.error == nil)
        #expect(
            run.session.answers == [
                "name": .text("Al"), "age": .number(31), "gender": .choice("male"),
            ])
    }

    @Test("a resize lays the step out again at the new width, in a control and in the field")
    func resize() {
        let run = LoopRun([
            .enter, .text("Al"), .enter, .right, .resize(columns: 40, rows: 20), .snapshot,
            .backTab, .resize(columns: 50, rows: 20), .snapshot, .enter, .enter, .down, .enter,
        ])
        #expect(run.error == nil)
        #expect(
            run.session.answers == [
                "name": .text("Al"), "age": .number(31), "gender": .choice("male"),
            ])
        expectScreen(
            run.snapshots.first,
            """

             3/4 ███████████████░░░░░░░░░░░░░░░

             How old are you?

                              ３１

             18 ━━━━━━━━━━━━━●────────────────── 50


              Next
             Enter: Next · ←/→ ±1 · PgUp/PgDn ±5
             Home/End · digits · Shift-Tab: back
             Esc: quit
            """)
        expectScreen(
            run.snapshots.last,
            """

             2/4 ███████░░░░░░░░░░░░░░░░░░░░░░░

             What's your name?

             ❯ Al


              Next
             Enter: Next · Shift-Tab: back · Esc: quit
            """)
        // The text typed before the resize is kept.
        #expect(run.editor.prefills == ["", "Al", "Al"])
    }

    @Test(
        "Ctrl-Z erases the frame, so the shell's lines take its place, stops, and draws the step afresh below them on resume"
    )
    func suspend() {
        let run = LoopRun([
            .enter, .text("Al"), .enter, .right, .controlZ, .snapshot, .right, .enter, .text("x"),
            .controlZ, .enter, .down, .enter,
        ])
        #expect(run.error == nil)
        #expect(run.terminal.suspensions == 2)
        #expect(
            run.session.answers == [
                "name": .text("Al"), "age": .number(32), "gender": .choice("male"),
            ])
        let frame = """

              3/4 ███████████████░░░░░░░░░░░░░░░

              How old are you?

                                   ３１

              18 ━━━━━━━━━━━━━━━━●─────────────────────── 50


               Next
              Enter: Next · ←/→ ±1 · PgUp/PgDn ±5 · Home/End · digits
              Shift-Tab: back · Esc: quit
            """
        expectScreen(
            run.snapshots.first,
            "[1]+  Stopped  wizard setup\n$ fg\nwizard setup\n" + frame)
    }

    @Test(
        "a progress tour turns its pages on the scripted clock, loops from the last to the first, and Enter ends it from any page"
    )
    func progressTour() {
        let run = LoopRun(
            [
                .wait(seconds: 0.1), .wait(seconds: 1.5), .snapshot, .wait(seconds: 1.5),
                .snapshot, .wait(seconds: 3), .wait(seconds: 3), .wait(seconds: 3), .snapshot,
                .wait(seconds: 3), .snapshot, .wait(seconds: 3), .snapshot, .enter, .snapshot,
            ], flow: memoFlow)
        guard case .inputEnded(let step, _, _) = run.error else {
            Issue.record("expected the end of input, got \(String(describing: run.error))")
            return
        }
        #expect(step.id == "nickname")
        // Seed 000's Start button stays over every page.
        expectScreen(
            run.snapshots.first,
            """

              1/5 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

              Get started easily

              ━━━━━───── ────────── ────────── ────────── ──────────

              ✎  Write memos
                 Fonts and designs with a character of their own are
                 ready for you.




               Start
              Enter: Start · ←/→ pages · Space: pause · s: skip
              Esc: quit
            """)
        #expect(run.snapshots.dropFirst().first?.contains("⇪  Share with friends") == true)
        expectScreen(
            run.snapshots.dropFirst(2).first,
            """

              1/5 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

              Get started easily

              ━━━━━━━━━━ ━━━━━━━━━━ ━━━━━━━━━━ ━━━━━━━━━━ ──────────

              ☁  Note the weather
                 Keep the weather of the day with each memory.





               Start
              Enter: Start · ←/→ pages · Space: pause · s: skip
              Esc: quit
            """)
        // After the fifth page, the first again, its bar empty, and then the second.
        let looped = run.snapshots.dropFirst(3).first
        #expect(looped?.contains("✎  Write memos") == true)
        #expect(looped?.contains("────────── ────────── ────────── ────────── ──────────") == true)
        // One indicator of the pages: the segments, no dots under them.
        #expect(looped?.contains("●") == false)
        #expect(run.snapshots.dropFirst(4).first?.contains("━━━━━━━━━━ ─") == true)
        // Enter on the second page ends the tour.
        #expect(run.snapshots.last?.contains("What should we call you?") == true)
    }

    @Test("the slide-in draws its frames on the clock")
    func slideIn() {
        let run = LoopRun([.enter, .escape], animates: true)
        #expect(isInterrupted(run.error))
        #expect(run.terminal.clock.now > 1000)
    }
}
