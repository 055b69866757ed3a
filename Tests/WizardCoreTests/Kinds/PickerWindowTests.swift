import Testing
import WizardCore

/// Frames that would be taller than the terminal: long pickers scroll, long pages are cut.
@Suite("Frames within the terminal's rows")
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
        let screen = StepScreen(width: 40, height: 24)
        for _ in 0..<10 { _ = state.handle(.down) }
        let lines = screen.frame(for: state).lines.map(\.text)
        #expect(
            Array(lines[5...13]) == [
                "   ↑ 6", "   Option 7", "   Option 8", "   Option 9", " ❯ Option 10",
                "   Option 11", "   Option 12", "   Option 13", "   ↓ 7",
            ])
        #expect(lines.count < 24)
        _ = state.handle(.home)
        #expect(screen.frame(for: state).lines.map(\.text)[5] == "")
    }

    @Test("a page longer than the terminal is cut with … and the frame fits")
    func longPage() {
        let words = Array(repeating: "word", count: 400).joined(separator: " ")
        let text = #"{"id":"x","steps":[{"kind":"info","title":"Long","text":"\#(words)"}]}"#
        let flow = FlowReader.read(Array(text.utf8)).flow!
        let state = InteractiveState(
            session: Session(flow: flow), language: .english)
        for height in [16, 24] {
            let lines = StepScreen(width: 40, height: height).frame(for: state).lines
            #expect(lines.count == height - 1)
            #expect(lines.contains { $0.text == " …" })
            #expect(lines.last?.text.contains("Enter: Get started") == true)
        }
    }
}
