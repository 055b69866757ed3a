import Testing
import WizardCore
import WizardText

@testable import WizardIO

/// Esc in the interactive loop: a lone Esc waits for the rest of a split sequence, asks
/// before it throws answers away (one line under the frame), and Ctrl-C stays immediate.
/// The slider's half-typed digits go on Enter (with the range alert) and when the step is
/// left.
@Suite("Esc's question and the slider's typed digits, in the loop", .timeLimit(.minutes(5)))
struct EscapeLoopTests {
    /// Esc's question under the frame.
    static let question = "Quit without saving? y/N"

    @Test(
        "a sequence split over a slow link is one key: Esc, then [C 0.2 s later, moves the slider")
    func splitSequence() {
        let run = LoopRun(
            [.enter, .bytes([0x1B]), .late(Array("[C".utf8), seconds: 0.2), .enter, .down, .enter],
            answered: ["name": .text("Alice")])
        #expect(run.error == nil)
        #expect(run.session.answers["age"] == .number(31))
    }

    @Test("with nothing answered Esc quits at once; once an answer is given it asks first")
    func asksOnceAnswered() {
        let first = LoopRun([.escape, .enter])
        #expect(isInterrupted(first.error))
        #expect(first.terminal.remaining == [.enter])

        // On the slider after the name: the question is the one line under the frame, and
        // a key other than yes (here `b`) goes back to the step as it was.
        let asked = LoopRun([
            .enter, .text("Alice"), .enter, .right, .escape, .snapshot, .text("b"), .snapshot,
            .enter, .down, .enter,
        ])
        #expect(asked.error == nil)
        #expect(
            asked.session.answers == [
                "name": .text("Alice"), "age": .number(31), "gender": .choice("male"),
            ])
        let rows = asked.snapshots.first?.split(separator: "\n").map(String.init) ?? []
        #expect(rows.last == "  " + Self.question, "\(rows)")
        #expect(rows.filter { $0.contains(Self.question) }.count == 1)
        #expect(rows.contains { $0.contains("Esc: quit") })
        #expect(asked.snapshots.last?.contains(Self.question) == false)
        #expect(asked.snapshots.last?.contains("３１") == true)

        // y and Y quit (130, nothing kept), and so does Ctrl-C at the question.
        for yes in [ScriptedInput.text("y"), .text("Y"), .controlC] {
            let quit = LoopRun([.enter, .text("Alice"), .enter, .escape, yes, .enter])
            #expect(isInterrupted(quit.error))
            #expect(quit.terminal.remaining == [.enter])
            #expect(quit.terminal.screen == "")
        }
        // Ctrl-C never asks.
        let interrupted = LoopRun([.enter, .text("Alice"), .enter, .controlC, .enter])
        #expect(isInterrupted(interrupted.error))
        #expect(interrupted.terminal.remaining == [.enter])
    }

    @Test("in the text field Esc asks once a line is typed, and going back keeps the line")
    func asksInField() {
        let run = LoopRun([
            .enter, .text("John Smith"), .escape, .snapshot, .text("n"), .text("!"), .enter,
            .enter, .down, .enter,
        ])
        #expect(run.error == nil)
        #expect(run.session.answers["name"] == .text("John Smith!"))
        #expect(run.editor.prefills == ["", "John Smith"])
        #expect(run.snapshots.first?.contains("❯ John Smith") == true, "\(run.snapshots)")
        #expect(run.snapshots.first?.hasSuffix(Self.question) == true)
        // An empty field has nothing to lose.
        let empty = LoopRun([.enter, .escape, .enter])
        #expect(isInterrupted(empty.error))
    }

    @Test("in Korean the question is Korean, and 예 quits")
    func korean() {
        let run = LoopRun(
            [.enter, .text("김철수"), .enter, .escape, .snapshot, .text("예"), .enter],
            language: .korean)
        #expect(isInterrupted(run.error))
        #expect(run.terminal.remaining == [.enter])
        #expect(run.snapshots.first?.hasSuffix("저장하지 않고 끝낼까요? y(예)/N") == true)
    }

    @Test("a number half typed on the slider: Enter shows the range alert, and leaving forgets it")
    func typedDigits() throws {
        let run = LoopRun(
            [
                .enter, .text("4"), .snapshot, .enter, .snapshot, .text("5"), .backTab, .enter,
                .snapshot, .text("0"), .enter,
            ], answered: ["name": .text("Alice"), "gender": .choice("male")])
        #expect(run.error == nil)
        let screens = try run.snapshots(count: 3)
        #expect(run.session.answers["age"] == .number(30))
        #expect(screens[0].contains("4_"))
        // Enter on `4_` is refused, not a silent save of 30.
        #expect(screens[1].contains("⚠ Please enter a whole number"), "\(screens[1])")
        #expect(!screens[1].contains("4_"))
        // `5` typed, then Shift-Tab and Enter again: nothing of it is left.
        #expect(!screens[2].contains("5_"))
        #expect(!screens[2].contains("⚠"))
    }
}
