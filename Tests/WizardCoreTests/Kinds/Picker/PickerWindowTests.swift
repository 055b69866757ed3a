import Testing
import WizardCore

/// Frames that would be taller than the terminal: long pickers scroll, long pages are cut.
@Suite("Frames within the terminal's rows", .timeLimit(.minutes(5)))
struct PickerWindowTests {
    func flow(options: Int) -> Flow {
        let list = (1...options).map { #"{"value":"v\#($0)","label":"Option \#($0)"}"# }
        let text =
            #"{"id":"x","steps":[{"kind":"picker","key":"p","title":"Pick","options":[\#(list.joined(separator: ","))]}]}"#
        return FlowReader.read(Array(text.utf8)).flow!
    }

    @Test("a picker of many options shows seven around the choice, with how many more")
    func window() {
        let flow = flow(options: 20)
        var state = InteractiveState(
            session: Session(flow: flow), language: .english)
        let screen = StepScreen(width: 40, height: 24, language: .english)
        for _ in 0..<10 { _ = state.handle(.down) }
        let lines = screen.frame(for: state).lines.map(\.text)
        #expect(
            Array(lines[6...14]) == [
                "   ↑ 6", "   Option 7", "   Option 8", "   Option 9", " ❯ Option 10",
                "   Option 11", "   Option 12", "   Option 13", "   ↓ 7",
            ])
        #expect(lines[5].hasPrefix(" Filter: type part of a name"))
        #expect(lines.count < 24)
        _ = state.handle(.home)
        #expect(screen.frame(for: state).lines.map(\.text)[6] == "")
    }

    @Test("a page longer than the terminal scrolls with ↑/↓ between signs of what is hidden")
    func longPage() {
        let words = Array(repeating: "word", count: 400).joined(separator: " ")
        let text = #"{"id":"x","steps":[{"kind":"info","title":"Long","text":"\#(words)"}]}"#
        let flow = FlowReader.read(Array(text.utf8)).flow!
        for height in [16, 24] {
            var state = InteractiveState(session: Session(flow: flow), language: .english)
            let screen = StepScreen(width: 40, height: height, language: .english)
            var frame = screen.frame(for: state)
            #expect(frame.lines.count == height - 1)
            #expect(frame.scrollLimit > 0)
            let hidden = frame.lines.first { $0.text.hasPrefix(" ↓ ") }
            #expect(hidden != nil, "a sign of the rows below")
            #expect(
                frame.lines.suffix(2).map(\.text) == [
                    " Enter: Get started · ↑/↓ scroll", " Esc: quit",
                ])
            state.frameDrawn(frame)
            #expect(state.handle(.down) == .changed)
            frame = screen.frame(for: state)
            #expect(frame.lines.contains { $0.text == " ↑ 1" })
            #expect(state.handle(.end) == .changed)
            frame = screen.frame(for: state)
            #expect(!frame.lines.contains { $0.text.hasPrefix(" ↓ ") }, "the end shows")
            #expect(state.handle(.down) == .ignored, "no further than the end")
            #expect(state.handle(.home) == .changed)
            #expect(state.scrollOffset == 0)
            #expect(frame.lines.count == height - 1)
        }
    }

    @Test("a picker on a short terminal keeps its choice in view as the page scrolls")
    func shortPicker() {
        var state = InteractiveState(session: Session(flow: flow(options: 20)), language: .english)
        let screen = StepScreen(width: 40, height: 9, language: .english)
        for _ in 0..<12 {
            _ = state.handle(.down)
            let lines = screen.frame(for: state).lines
            #expect(lines.count <= 8)
            #expect(lines.contains { $0.text.contains("❯ Option") })
            #expect(lines.contains { $0.text.contains("Get started") })
        }
    }
}
