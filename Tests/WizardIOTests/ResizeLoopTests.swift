import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// Resizes and stops in the middle of a step, through the real interactive loop: the frame
/// is laid out again from its first row, and the text field's cursor stays where it was.
@Suite("Resizing and stopping while answering", .timeLimit(.minutes(5)))
struct ResizeLoopTests {
    /// The rows of `screen` (scrollback included) that show a step indicator.
    func indicatorRows(_ screen: String) -> Int {
        screen.split(separator: "\n").filter { $0.contains("/4 ") && $0.contains("█") }.count
    }

    @Test(
        "80 → 40 → 80 columns at the slider, below a screenful of shell output: one frame, no ghost rows",
        arguments: [Language.english, .korean])
    func noGhosts(language: Language) {
        let run = LoopRun(
            [
                .enter, .text("Al"), .enter, .right, .resize(columns: 40, rows: 24), .snapshot,
                .resize(columns: 80, rows: 24), .snapshot, .right, .snapshot, .enter, .down,
                .enter,
            ], language: language, columns: 80, shellOutput: (1...30).map(String.init))
        #expect(run.error == nil)
        #expect(run.session.answers["age"] == .number(32))
        for snapshot in run.snapshots {
            #expect(indicatorRows(snapshot) == 1, "\(snapshot)")
            // The shell's output above the frame is kept, and no blank row is added.
            #expect(snapshot.contains("30\n\n") && !snapshot.contains("30\n\n\n"), "\(snapshot)")
        }
    }

    @Test("Zoe, ←, a resize, then Y: the cursor stays before the e, so the name is ZoYe")
    func cursorKeptOverResize() throws {
        let run = LoopRun(
            [
                .enter, .text("Zoe"), .left, .resize(columns: 40, rows: 24), .snapshot,
                .text("Y"), .enter, .enter, .down, .enter,
            ], columns: 80)
        #expect(run.error == nil)
        let screens = try run.snapshots(count: 1)
        #expect(run.session.answers["name"] == .text("ZoYe"))
        #expect(run.editor.prefills == ["", "Zoe"])
        #expect(indicatorRows(screens[0]) == 1)
    }

    @Test("Zoe, ←, Ctrl-Z, fg, then Y: ZoYe, the step drawn once, below the shell's lines")
    func cursorKeptOverStop() {
        let run = LoopRun([
            .enter, .text("Zoe"), .left, .controlZ, .snapshot, .text("Y"), .enter, .enter,
            .down, .enter,
        ])
        #expect(run.error == nil)
        #expect(run.terminal.suspensions == 1)
        // Stopped in the field, its row below the frame's first: the frame was erased from
        // its first row all the same.
        let screen = run.snapshots.first ?? ""
        #expect(
            screen.hasPrefix("[1]+  Stopped  wizard setup\n$ fg\nwizard setup\n\n"), "\(screen)")
        #expect(
            screen.split(separator: "\n").filter { $0.contains("What's your name?") }.count == 1)
        #expect(run.session.answers["name"] == .text("ZoYe"))
    }
}
