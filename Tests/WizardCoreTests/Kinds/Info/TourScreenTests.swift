import Testing
import WizardCore

/// Tours and confirm questions on the interactive screen, as text.
@Suite("Tour screens as frames", .timeLimit(.minutes(5)))
struct TourScreenTests {
    func state(_ flow: Flow) -> InteractiveState {
        InteractiveState(
            session: Session(flow: flow), language: .english)
    }

    func text(_ frame: Frame) -> String { frame.lines.map(\.text).joined(separator: "\n") }

    @Test("basic: every feature with its glyph, one button, s to skip")
    func basicShowsEveryFeature() throws {
        let frame = StepScreen(width: 40, language: .english).frame(
            for: state(try tourFlow("basic")))
        #expect(
            text(frame) == """

                 1/2 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

                 Tour

                 ★  One
                    First

                 ♥  Two
                    Second

                 🚀 Three
                    Third


                  Begin 
                 Enter: Begin · s: skip · Esc: quit
                """)
    }

    @Test("slide: one feature per page with dots; the button only on the last page")
    func slide() throws {
        var state = state(try tourFlow("slide"))
        let screen = StepScreen(width: 40, language: .english)
        #expect(
            text(screen.frame(for: state)) == """

                 1/2 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

                 Tour

                 ★  One
                    First

                 ● ○ ○



                 ←/→ pages · s: skip · Esc: quit
                """)
        _ = state.handle(.end)
        _ = state.handle(.right)
        _ = state.handle(.right)
        #expect(
            text(screen.frame(for: state)) == """

                 1/2 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

                 Tour

                 🚀 Three
                    Third

                 ○ ○ ●


                  Begin 
                 Enter: Begin · ←/→ pages · s: skip
                 Esc: quit
                """)
    }

    @Test("progress: the segmented bar fills with the clock; a pause is shown")
    func progress() throws {
        var state = state(try tourFlow("progress", seconds: 4))
        let screen = StepScreen(width: 40, language: .english)
        _ = state.tick(at: 0)
        _ = state.tick(at: 4)
        _ = state.tick(at: 6)
        let running = screen.frame(for: state).lines.map(\.text)
        #expect(running[5] == " ━━━━━━━━━━━━ ━━━━━━────── ────────────")
        _ = state.handle(.character(" "))
        let paused = screen.frame(for: state).lines.map(\.text)
        #expect(paused[10] == " ⏸ Paused")
        #expect(
            paused.suffix(2) == [
                " Enter: Begin · ←/→ pages", " Space: resume · s: skip · Esc: quit",
            ])
    }

    @Test("confirm: the two answers as a wheel, the default chosen")
    func confirm() throws {
        var state = state(try tourFlow("basic"))
        _ = state.handle(.enter)
        let frame = StepScreen(width: 40, language: .english).frame(for: state)
        #expect(
            text(frame) == """

                 2/2 ███████████████░░░░░░░░░░░░░░░

                 OK?

                 ❯ Yes
                   No


                  Get started 
                 Enter: Get started · ↑/↓ or y/n choose
                 Shift-Tab: back · Esc: quit
                """)
    }
}
