import TestSupport
import Testing
import WorstInputs

/// `flow check` on a flow of a megabyte of problems: the first hundred listed, the rest
/// counted, at once (issue: "the flow reader takes 513 ms on a 1 MiB flow of 95,000
/// unknown keys"); a refused pattern is placed at its character inside the JSON string.
@Suite("flow check at the limits", .timeLimit(.minutes(5)))
struct FlowCheckLimitTests {
    let home = TemporaryDirectory()

    @Test("95,000 unknown keys: a hundred lines, then how many more, then the total")
    func manyProblems() throws {
        let path = home.file("keys.json")
        let bytes = try #require(WorstInputs.flows().first { $0.name == "many keys" }).bytes
        Files.write(bytes, to: path)
        let keys = bytes.count { $0 == UInt8(ascii: ":") }
        let result = WizardBinary.run(["flow", "check", path], home: home.path)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(result.status == 65)
        #expect(lines.count == 102)
        #expect(lines.dropLast(2).allSatisfy { $0.hasPrefix(path + ":1:") })
        #expect(lines[100] == "… and \(keys + 2 - 100) more problems after these, not listed")
        #expect(lines[101] == "\(path): \(keys + 2) problems stop it from running")
        let korean = WizardBinary.run(["flow", "check", "--lang", "ko", path], home: home.path)
        #expect(korean.output.contains("… 이 뒤의 문제 \(keys + 2 - 100)개는 싣지 않았습니다"))
    }

    @Test("a refused pattern's column is its character's, past the escapes before it")
    func patternColumn() {
        let path = home.file("pattern.json")
        Files.write(
            #"{"id":"p","steps":[{"kind":"text","key":"k","title":"K","validators":[{"alert":"no","pattern":"\u00e9\u00e9\\d(?=x)"}]}]}"#,
            to: path)
        let result = WizardBinary.run(["flow", "check", path], home: home.path)
        // The string opens at column 95: six columns for each é, two for `\\d`.
        #expect(
            result.output.hasPrefix(
                path + ":1:111: $.steps[0].validators[0].pattern: lookahead and lookbehind are"
                    + " not supported (at character 5 of the pattern)"),
            "\(result.output)")
    }
}
