import TestSupport
import Testing
import WizardCore

/// The step indicator counts the steps that will be shown as the control shows its answer:
/// dev-machine's "Install the extras?" changed from Yes to No drops "Which extras?" from the
/// count before Enter, and the last step shown is the last counted.
@Suite("Interactive state: the count follows the choice shown", .timeLimit(.minutes(5)))
struct ShownChoiceCountTests {
    @Test("Yes → No on Install the extras? counts 6/6, not 6/7; back to Yes counts 6/7")
    func extrasCount() throws {
        let flow = try #require(FlowReader.read(Files.read(Examples.devMachine) ?? []).flow)
        // Signed in before with the extras installed: every step starts at its stored answer.
        let stored: [String: Answer] = [
            "hostname": .text("box"), "editor": .choice("vim"), "languages": .choices(["swift"]),
            "install_extras": .flag(true), "extras": .choices(["gh"]),
        ]
        var state = InteractiveState(
            session: Session(flow: flow, stored: stored), language: .english)
        while state.currentStep?.id != "install_extras" {
            #expect(state.handle(.enter) == .advanced)
        }
        #expect(state.progress.step == 5 && state.progress.count == 6)
        #expect(state.handle(.down) == .changed)
        #expect(state.progress.step == 5 && state.progress.count == 5)
        #expect(state.handle(.up) == .changed)
        #expect(state.progress.count == 6)
        #expect(state.handle(.down) == .changed)
        #expect(state.handle(.enter) == .completed)
        #expect(state.session.progress == (step: 5, of: 5))
    }
}
