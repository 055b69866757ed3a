import Testing
import WizardCore

/// `flow check` puts first what stops a run: among the hundred problems listed, the
/// blocking ones come before the warnings, however many warnings stand before them in the
/// file (issue: the fatal problem came after 100 missing-language warnings).
@Suite("Blocking problems before warnings", .timeLimit(.minutes(5)))
struct FlowProblemOrderTests {
    /// A flow of `count` info pages whose titles lack Korean (a warning each), then, when
    /// `blocking`, a slider whose max is below its min (a problem that stops a run).
    func flow(warnings count: Int, blocking: Bool = true) -> [UInt8] {
        var steps: [String] = []
        for index in 0..<count {
            steps.append(#"{"kind": "info", "id": "p\#(index)", "title": {"en": "Page"}}"#)
        }
        if blocking {
            steps.append(#"{"kind": "slider", "key": "n", "title": "N", "min": 5, "max": 1}"#)
        }
        let list = steps.joined(separator: ",\n")
        return Array(#"{"id": "x", "store": "x", "steps": [\#(list)]}"#.utf8)
    }

    @Test("a blocking problem after 150 warnings is listed first; all are counted")
    func blockingFirst() {
        let reading = FlowReader.read(flow(warnings: 150))
        #expect(reading.flow == nil)
        #expect(reading.problemCount == 151)
        #expect(reading.blockingCount == 1)
        #expect(reading.problems.count == 100)
        #expect(reading.problems.first?.isBlocking == true)
        #expect(reading.problems.first?.path == "$.steps[150].max")
        #expect(reading.problems.dropFirst().allSatisfy { !$0.isBlocking })
        // The warnings listed are the first 99 by position.
        #expect(reading.problems.last?.path == "$.steps[98].title")
    }

    @Test("warnings alone: the flow runs, and they are listed in document order")
    func warningsAlone() {
        let reading = FlowReader.read(flow(warnings: 3, blocking: false))
        #expect(reading.flow != nil)
        #expect(reading.blockingCount == 0)
        #expect(reading.problems.map(\.path) == (0..<3).map { "$.steps[\($0)].title" })
    }
}
