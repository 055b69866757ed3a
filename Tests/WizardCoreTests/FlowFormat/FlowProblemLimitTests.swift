import TestSupport
import Testing
import WizardCore
import WizardText
import WorstInputs

/// A flow of a megabyte may hold a hundred thousand problems; the reader counts them all
/// but builds only the first hundred by position, so that reading it stays linear and quick
/// (issue: "the flow reader takes 513 ms on a 1 MiB flow of 95,000 unknown keys").
@Suite("Flow problems beyond the first hundred", .timeLimit(.minutes(5)))
struct FlowProblemLimitTests {
    func input(_ name: String) throws -> [UInt8] {
        try #require(WorstInputs.flows().first { $0.name == name }).bytes
    }

    /// Whether `problems` are in document order.
    func inOrder(_ problems: [FlowProblem]) -> Bool {
        zip(problems, problems.dropFirst()).allSatisfy { $0.location <= $1.location }
    }

    @Test("95,000 unknown keys: all counted, the first hundred listed in document order")
    func unknownKeys() throws {
        let bytes = try input("many keys")
        let keys = bytes.count { $0 == UInt8(ascii: ":") }
        let reading = FlowReader.read(bytes)
        // Every key, and the missing "id" and "steps".
        #expect(reading.problemCount == keys + 2)
        #expect(reading.blockingCount == keys + 2)
        #expect(reading.problems.count == 100 && inOrder(reading.problems))
        #expect(reading.problems.first?.path == "$")
        #expect(reading.problems.last?.path == "$.k97")
        #expect(reading.unlistedCount == keys + 2 - 100)
        #expect(reading.flow == nil)
    }

    @Test("texts each in a language of its own: every missing translation counted")
    func ownLanguages() throws {
        let bytes = try input("flow: each text in a language of its own")
        let texts = bytes.count { $0 == UInt8(ascii: "{") } / 2
        let reading = FlowReader.read(bytes)
        // Each title lacks Korean and every other title's language.
        #expect(reading.problemCount == texts + texts * (texts - 1))
        #expect(reading.blockingCount == 0)
        #expect(reading.problems.count == 100 && inOrder(reading.problems))
        // Not blocking: the flow runs, in English where a language is missing.
        #expect(reading.flow?.steps.count == texts)
    }

    @Test("a flow's patterns together are bounded: the one past the budget is refused")
    func patternBudget() throws {
        let reading = FlowReader.read(try input("flow: many large patterns"))
        // Its steps share a key, which is reported too.
        let first = try #require(reading.problems.first { $0.path.hasSuffix(".pattern") })
        let each = try CompiledPattern("(a{1,999}){2}").programSize
        let fitting = PatternLimits.flowProgramSize / each
        #expect(first.path == "$.steps[\(fitting)].validators[0].pattern")
        #expect(first.message.english.contains("patterns together"))
        #expect(first.message.korean.contains("모두 합하면"))
    }

    @Test("a small flow lists every problem in document order, none left unlisted")
    func fewProblems() {
        let reading = FlowReader.read(Array(#"{"id":"x","steps":[],"a":1,"b":2}"#.utf8))
        #expect(reading.problems.map(\.path) == ["$.steps", "$.a", "$.b"])
        #expect(reading.problemCount == 3 && reading.unlistedCount == 0)
    }
}
