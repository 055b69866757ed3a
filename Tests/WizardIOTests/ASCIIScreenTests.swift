import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// Every screen of every example flow on an ASCII terminal (a non-UTF-8 locale, the Linux
/// console), through the real loop and ``Screen``: nothing but ASCII and the letters of the
/// flow's texts reaches the terminal.
@Suite("Screens on an ASCII terminal", .timeLimit(.minutes(5)))
struct ASCIIScreenTests {
    /// The default flow and the examples, by name.
    static let flows: [(String, Flow)] = {
        var flows = [("onboarding", Flow.onboarding)]
        for name in ["memo-tour", "real-estate-welcome", "ganada-pages", "tea-time"] {
            let path = Repository.path("examples/\(name).json")
            guard let bytes = Files.read(path), let flow = FlowReader.read(bytes).flow else {
                preconditionFailure("\(name) must read")
            }
            flows.append((name, flow))
        }
        return flows
    }()

    /// A script that shows each step, its alert where a step has one, and a changed
    /// control, then moves on; text steps are answered in advance.
    static func script(for flow: Flow) -> [ScriptedInput] {
        var inputs: [ScriptedInput] = []
        for step in flow.steps where !step.isLineEdited {
            inputs.append(.snapshot)
            switch step.kind {
            case let page as InfoPage:
                inputs +=
                    page.features.isEmpty ? [.enter] : [.right, .snapshot, .key(.character("s"))]
            case is SliderQuestion:
                inputs += [.right, .snapshot, .enter]
            default:
                // A picker or confirm: Enter without a choice alerts, then a choice.
                inputs += [.enter, .snapshot, .down, .snapshot, .enter]
            }
        }
        return inputs
    }

    @Test(
        "every screen, alert and page is ASCII but for the flow's own letters", arguments: [40, 72])
    func allASCII(columns: Int) {
        for (name, flow) in Self.flows {
            var answered: [String: Answer] = [:]
            for step in flow.steps where step.isLineEdited { answered[step.id] = .text("Alice") }
            let run = LoopRun(
                Self.script(for: flow), flow: flow, answered: answered, columns: columns,
                glyphs: .ascii)
            #expect(run.error == nil, "\(name): \(String(describing: run.error))")
            #expect(run.session.isComplete, "\(name)")
            #expect(run.snapshots.count >= flow.steps.count - answered.count, "\(name)")
            for snapshot in run.snapshots {
                let strays = snapshot.filter { !$0.isASCII && !$0.isLetter }
                #expect(
                    strays.isEmpty, "\(name) at \(columns) columns shows \(strays):\n\(snapshot)")
            }
        }
    }

    @Test("the same screens in Unicode do use symbols, so the ASCII run had some to replace")
    func unicodeHasSymbols() {
        let (_, flow) = Self.flows[0]
        let run = LoopRun(
            Self.script(for: flow), flow: flow, answered: ["name": .text("Alice")])
        #expect(run.snapshots.joined().contains { !$0.isASCII && !$0.isLetter })
    }
}
