import TestSupport
import WizardCore

/// The flows of `examples/`, read as wizard reads them.
enum Examples {
    /// `examples/memo-tour.json`: a progress tour of seed 000's five pages, three seconds
    /// each, then one question of each kind.
    static let memo = read("memo-tour.json")
    /// `examples/real-estate-welcome.json`: seed 003's basic tour of four features.
    static let realEstate = read("real-estate-welcome.json")

    private static func read(_ name: String) -> Flow {
        let file = #filePath
        let tests = file.firstRange(of: "/Tests/WizardIOTests/")!
        let path = String(file[..<tests.lowerBound]) + "/examples/" + name
        guard let bytes = Files.read(path), let flow = FlowReader.read(bytes).flow else {
            preconditionFailure("the example \(name) must read")
        }
        return flow
    }
}

/// The memo example, as most tours here use it.
let memoFlow = Examples.memo
