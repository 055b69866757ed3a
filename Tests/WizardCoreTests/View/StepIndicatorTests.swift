import Testing
import WizardCore
import WizardText

/// Seed 002's three progress styles as the step indicator draws them.
@Suite("Step indicator", .timeLimit(.minutes(5)))
struct StepIndicatorTests {
    private func text(
        _ step: Int, of count: Int, _ style: ProgressStyle, width: Int = 38,
        seconds: Double = 45, language: Language = .english
    ) -> [String] {
        StepIndicator.lines(
            FlowProgress(step: step, of: count, secondsLeft: seconds), style: style, width: width,
            language: language
        ).map(\.text)
    }

    @Test("one rule for every style: the last step fills 3 of 4, as the percent says 75 %")
    func lastStepAgrees() {
        #expect(text(4, of: 4, .bar) == ["4/4 ██████████████████████░░░░░░░░"])
        #expect(text(4, of: 4, .dash) == ["4/4 ━ ━ ━ ━ ━ ━ ━ ━ ━ ━ ━ ─ ─ ─ ─"])
        #expect(text(4, of: 4, .percent).first?.hasPrefix("75% complete") == true)
        for style in ProgressStyle.allCases {
            let shown = text(3, of: 3, style).joined()
            #expect(shown.contains("░") || shown.contains("─"), "no style is full on the last step")
        }
    }

    @Test("a flow that shows one step has no indicator, in every style")
    func singleStep() {
        for style in ProgressStyle.allCases { #expect(text(1, of: 1, style).isEmpty) }
    }

    @Test("bar: filled in proportion to the step, at most 30 columns")
    func bar() {
        #expect(text(2, of: 4, .bar) == ["2/4 ███████░░░░░░░░░░░░░░░░░░░░░░░"])
        #expect(text(1, of: 3, .bar, width: 16) == ["1/3 ░░░░░░░░░░░░"])
    }

    @Test("dash: a dash for every two columns, heavy as far as the step has reached")
    func dash() {
        #expect(text(1, of: 4, .dash) == ["1/4 ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─"])
        #expect(text(4, of: 4, .dash) == ["4/4 ━ ━ ━ ━ ━ ━ ━ ━ ━ ━ ━ ─ ─ ─ ─"])
        #expect(text(3, of: 5, .dash, width: 16) == ["3/5 ━ ━ ─ ─ ─ ─"])
        for line in text(2, of: 7, .dash, width: 20) { #expect(line.displayWidth <= 20) }
    }

    @Test("percent: the share done before the step and the minutes left, over a rounded bar")
    func percent() {
        #expect(
            text(1, of: 4, .percent) == [
                "0% complete       ◷ 1 min left", "◖░░░░░░░░░░░░░░░░░░░░░░░░░░░░◗",
            ])
        #expect(
            text(3, of: 4, .percent, seconds: 130) == [
                "50% complete      ◷ 3 min left", "◖██████████████░░░░░░░░░░░░░░◗",
            ])
        #expect(
            text(4, of: 4, .percent, seconds: 15, language: .korean) == [
                "75% 완료            ◷ 1분 남음", "◖█████████████████████░░░░░░░◗",
            ])
    }

    @Test("percent at narrow widths: the time goes before the line would overflow")
    func narrowPercent() {
        let lines = text(2, of: 4, .percent, width: 20)
        #expect(lines == ["25% complete", "◖████░░░░░░░░░░░░░░◗"])
        for width in 8...40 {
            for style in ProgressStyle.allCases {
                for line in text(2, of: 9, style, width: width, seconds: 6000) {
                    #expect(line.displayWidth <= width, "\(style) at \(width)")
                }
            }
        }
    }

    @Test("every style tells done from to-do by its glyphs, not only by colour (NO_COLOR)")
    func withoutColour() {
        for style in ProgressStyle.allCases {
            let lines = StepIndicator.lines(
                FlowProgress(step: 2, of: 4, secondsLeft: 30), style: style, width: 38,
                language: .english)
            let bar = lines.last!
            let done = bar.spans.filter { $0.style.contains(.accent) }.map(\.text).joined()
            let left = bar.spans.filter { $0.style.contains(.dim) }.map(\.text).joined()
            let doneGlyphs = Set(done.filter { $0 != " " && !"◖◗".contains($0) })
            let leftGlyphs = Set(left.filter { $0 != " " && !"◖◗".contains($0) })
            #expect(!doneGlyphs.isEmpty && !leftGlyphs.isEmpty, "\(style)")
            #expect(doneGlyphs.isDisjoint(with: leftGlyphs), "\(style)")
        }
    }

    @Test("the minutes left are rounded up, and at least one while a step is left")
    func minutes() {
        #expect(FlowProgress(step: 1, of: 1, secondsLeft: 5).minutesLeft == 1)
        #expect(FlowProgress(step: 1, of: 1, secondsLeft: 60).minutesLeft == 1)
        #expect(FlowProgress(step: 1, of: 1, secondsLeft: 61).minutesLeft == 2)
        #expect(FlowProgress(step: 3, of: 4, secondsLeft: 0).percentDone == 50)
    }

    @Test("the time left adds up the steps still to be shown, from the flow's estimates")
    func timeLeft() throws {
        let text = """
            {"id": "x", "steps": [
              {"kind": "info", "title": "Hi", "estimate": 30},
              {"kind": "text", "key": "n", "title": "Name?"},
              {"kind": "slider", "key": "a", "title": "Age?", "min": 1, "max": 9, "estimate": 90.5},
              {"kind": "confirm", "key": "c", "title": "OK?", "default": true}
            ]}
            """
        let flow = try #require(FlowReader.read(Array(text.utf8)).flow)
        var state = InteractiveState(session: Session(flow: flow), language: .english)
        #expect(state.progress.secondsLeft == 30 + 15 + 90.5 + 15)
        #expect(state.handle(.enter) == .advanced)
        #expect(state.progress.secondsLeft == 15 + 90.5 + 15)
        // A step answered in advance is never shown, and takes no time.
        let answered = InteractiveState(
            session: Session(flow: flow, answeredInAdvance: ["a": .number(3)]), language: .english)
        #expect(answered.progress.secondsLeft == 30 + 15 + 15)
        // A progress tour takes its pages' time.
        let tour = InteractiveState(
            session: Session(flow: try tourFlow("progress", seconds: 4)), language: .english)
        #expect(tour.progress.secondsLeft == 3 * 4 + 15)
    }
}
