import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// What every screen of a run agrees on, through the real loop: the progress style, the
/// quit hint, the text field's placeholder, and the slider's value as the card shows it.
@Suite("Screen styles, driven by scripted keys", .timeLimit(.minutes(5)))
struct ScreenStyleLoopTests {
    /// The rows of `snapshot` that name a way to quit.
    private func quitHints(_ snapshot: String) -> [Substring] {
        snapshot.split(separator: "\n").filter { $0.contains(": quit") }
    }

    @Test(
        "every screen names the same key to quit: Esc with emacs keys, Ctrl-C with vi keys, whose Esc is vi's",
        arguments: [false, true])
    func quitHintsAgree(viKeys: Bool) {
        let run = LoopRun(
            [.snapshot, .enter, .snapshot, .text("Al"), .enter, .snapshot, .enter, .snapshot],
            viKeys: viKeys)
        #expect(run.snapshots.count == 4)
        let expected = viKeys ? "Ctrl-C: quit" : "Esc: quit"
        for snapshot in run.snapshots {
            let hints = quitHints(snapshot)
            #expect(hints.count == 1)
            #expect(hints.first?.hasSuffix(expected) == true, "\(snapshot)")
        }
    }

    @Test("with vi keys Esc in the field does not quit; Ctrl-C does")
    func viEscape() {
        let run = LoopRun([.enter, .text("Al"), .escape, .snapshot, .controlC], viKeys: true)
        #expect(isInterrupted(run.error))
        #expect(run.snapshots.first?.contains("❯ Al") == true)
    }

    @Test("the empty field shows its placeholder; typing hides it, emptying it brings it back")
    func placeholder() {
        let run = LoopRun(
            [.enter, .snapshot, .text("A"), .snapshot, .backspace, .snapshot, .escape],
            language: .korean)
        #expect(isInterrupted(run.error))
        #expect(run.editor.placeholders == ["이름"])
        let rows = run.snapshots.map { snapshot in
            snapshot.split(separator: "\n").first { $0.contains("❯") }.map(String.init)
        }
        #expect(rows == ["  ❯ 이름", "  ❯ A", "  ❯ 이름"])
        // Dimmed: SGR 2 is used on this screen.
        #expect(run.terminal.model.attributes.contains(2))
    }

    @Test("without colour (NO_COLOR) the field shows no placeholder, as dimming may not show")
    func noPlaceholderWithoutColour() {
        let run = LoopRun([.enter, .snapshot, .escape], colour: false)
        #expect(run.editor.placeholders == [""])
        let field = run.snapshots.first?.split(separator: "\n").first { $0.contains("❯") }
        #expect(field == "  ❯")
        #expect(!run.terminal.model.usedColour)
    }

    @Test(
        "a slider shows its value in fullwidth digits with its unit (９：００, ３０세), bare without one")
    func sliderUnit() {
        let memo = LoopRun(
            [.wait(seconds: 0.1), .enter, .text("Kim"), .enter, .snapshot, .escape],
            flow: memoFlow)
        #expect(memo.snapshots.first?.contains("９：００") == true)
        let korean = LoopRun(
            [.enter, .text("김철"), .enter, .snapshot, .escape], language: .korean)
        #expect(korean.snapshots.first?.contains("３０세") == true)
        let english = LoopRun([.enter, .text("Al"), .enter, .snapshot, .escape])
        #expect(english.snapshots.first?.contains(" ３０\n") == true)
    }

    @Test("--progress dash: a row of dashes, heavy as far as the step, in English and Korean")
    func dash() {
        for language in [Language.english, .korean] {
            let run = LoopRun(
                [.snapshot, .enter, .snapshot, .escape], language: language, columns: 40,
                progress: .dash)
            #expect(
                run.snapshots.first?.contains(" 1/4 ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─\n") == true)
            #expect(
                run.snapshots.last?.contains(" 2/4 ━ ━ ━ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─\n") == true)
        }
    }

    @Test("--progress percent: the share done and the time left over a rounded bar, at 40 columns")
    func percent() {
        let run = LoopRun(
            [.snapshot, .enter, .text("Al"), .enter, .snapshot, .escape], columns: 40,
            progress: .percent)
        expectScreen(
            run.snapshots.first,
            """

             0% complete       ◷ 1 min left
             ◖░░░░░░░░░░░░░░░░░░░░░░░░░░░░◗

                               🕺

             Dance with Toughie!

             Learn Toughie's dances anywhere. This
             app takes away your worries and brings
             you luck.


              Sign in
             Enter: Sign in · Esc: quit
            """)
        #expect(run.snapshots.last?.contains(" 50% complete      ◷ 1 min left\n") == true)
        #expect(run.snapshots.last?.contains(" ◖██████████████░░░░░░░░░░░░░░◗\n") == true)
        let korean = LoopRun([.snapshot, .escape], language: .korean, progress: .percent)
        #expect(
            korean.snapshots.first?.contains(
                "  0% 완료" + String(repeating: " ", count: 13) + "◷ 1분 남음\n") == true)
    }

    @Test("the flow's progress field chooses the style, and --progress wins over it")
    func flowStyle() throws {
        let text = """
            {"id": "x", "progress": "dash", "steps": [
              {"kind": "text", "key": "n", "title": "Name?"},
              {"kind": "slider", "key": "a", "title": "Age?", "min": 1, "max": 9, "estimate": 600}
            ]}
            """
        let flow = try #require(FlowReader.read(Array(text.utf8)).flow)
        let own = LoopRun([.snapshot, .escape], flow: flow)
        #expect(own.snapshots.first?.contains("1/2 ─ ─ ─ ─ ─ ─ ─ ─") == true)
        let overridden = LoopRun([.snapshot, .escape], flow: flow, progress: .percent)
        // The slider's estimate of ten minutes and the text's fifteen seconds: 11 minutes.
        #expect(overridden.snapshots.first?.contains("0% complete      ◷ 11 min left") == true)
    }

    @Test(
        "under NO_COLOR every style still tells the steps done from those left, in both languages at 40 columns",
        arguments: ProgressStyle.allCases)
    func withoutColour(style: ProgressStyle) {
        for language in [Language.english, .korean] {
            let run = LoopRun(
                [.enter, .snapshot, .escape], language: language, columns: 40, colour: false,
                progress: style)
            #expect(!run.terminal.model.usedColour)
            let rows = run.snapshots.first?.split(separator: "\n").map(String.init) ?? []
            let expected: String =
                switch style {
                case .bar: " 2/4 ███████░░░░░░░░░░░░░░░░░░░░░░░"
                case .dash: " 2/4 ━ ━ ━ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─"
                case .percent: " ◖███████░░░░░░░░░░░░░░░░░░░░░◗"
                }
            #expect(rows.contains(expected), "\(style) in \(language)")
            #expect(rows.allSatisfy { $0.displayWidth <= 40 })
        }
    }
}
