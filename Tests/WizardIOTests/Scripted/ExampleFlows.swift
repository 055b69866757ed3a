import TestSupport
import WizardCore

/// The flows of `examples/` (``Examples``' paths), read as wizard reads them.
enum ExampleFlows {
    /// `examples/memo-tour.json`: a progress tour of seed 000's five pages, three seconds
    /// each, then one question of each kind.
    static let memo = read(Examples.memo)
    /// `examples/real-estate-welcome.json`: seed 003's basic tour of four features.
    static let realEstate = read(Examples.realEstate)
    /// `examples/dev-machine.json`: a text and a picker with declared defaults, a
    /// multi-select, a confirm, and two steps asked only on a condition.
    static let devMachine = read(Examples.devMachine)

    private static func read(_ path: String) -> Flow {
        guard let bytes = Files.read(path), let flow = FlowReader.read(bytes).flow else {
            preconditionFailure("the example \(path) must read")
        }
        return flow
    }
}

/// The memo example, as most tours here use it.
let memoFlow = ExampleFlows.memo
