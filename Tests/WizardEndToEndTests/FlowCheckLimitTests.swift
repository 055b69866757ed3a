import TestSupport
import Testing
import WizardCore
import WizardMessages
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
        #expect(korean.output.contains("… 이 밖에도 문제가 \(keys + 2 - 100)개 더 있지만 보여 주지 않았습니다"))
    }

    @Test("warnings alone past the hundred listed are counted as more warnings, never problems")
    func manyWarnings() {
        let path = home.file("warnings.json")
        // Every title lacks "fr", which the first has, and "ko": two warnings a step.
        let steps = (0..<150).map { #"{"kind":"info","id":"s\#($0)","title":{"en":"T","de":"D"}}"# }
        let first = #"{"kind":"info","id":"first","title":{"en":"T","de":"D","fr":"F"}}"#
        Files.write(
            #"{"id":"w","steps":["# + ([first] + steps).joined(separator: ",") + "]}", to: path)
        let result = WizardBinary.run(["flow", "check", "--lang", "ko", path], home: home.path)
        let english = WizardBinary.run(["flow", "check", path], home: home.path)
        let lines = english.output.split(separator: "\n").map(String.init)
        #expect(english.status == 0, "\(english.output)")
        #expect(
            lines.contains("… and 201 more warnings after these, not listed"), "\(english.output)")
        #expect(!english.output.contains("more problem"), "\(english.output)")
        #expect(result.output.contains("… 이 밖에도 경고가 201개 더 있지만 보여 주지 않았습니다"))
    }

    /// A 1 MiB flow whose every problem would quote a long value or a whole answer domain:
    /// conditions that never hold on a picker or multi-select of long values, `in` lists of
    /// long values, unknown fields and unknown keys with long names.
    static func quotingFlow(_ random: inout SeededRandom) -> [UInt8] {
        let length = Int.random(in: 100...600, using: &random)
        let count = min(Int.random(in: 100...999, using: &random), 600_000 / length)
        let options = (0..<count).map {
            #"{"value":"v\#($0)"# + String(repeating: "x", count: length) + #"","label":"L"}"#
        }
        // A value or a name quoted whole would make one line of up to 60 KiB.
        let quoted = Int.random(in: 5000...60_000, using: &random)
        let long = { (prefix: String) in prefix + String(repeating: "y", count: quoted) }
        let kind = Bool.random(using: &random) ? "picker" : "multiselect"
        let question =
            #"{"kind":""# + kind + #"","key":"p","title":"P","options":["#
            + options.joined(separator: ",") + "]}"
        let tests = [
            #"{"key":"p","equals":""# + long("no") + #""}"#,
            #"{"key":"p","in":[""# + long("no") + #"",""# + long("nor") + #""]}"#,
            #"{"key":""# + long("missing") + #"","equals":"a"}"#,
        ]
        let test = tests.randomElement(using: &random)!
        let step =
            Bool.random(using: &random)
            ? #"{"kind":"info","title":"T","when":"# + test + "}"
            : #"{"kind":"info","title":"T",""# + long("unknown") + #"":1}"#
        var bytes = Array((#"{"id":"w","steps":["# + question).utf8)
        while bytes.count + step.utf8.count + 3 < FlowReader.sizeLimit {
            bytes += Array(("," + step).utf8)
        }
        return bytes + Array("]}".utf8)
    }

    @Test(
        "flow check's output is bounded whatever its problems quote: a hundred lines of at most the message and 4 KiB a value"
    )
    func quotedValues() {
        var random = SeededRandom(environmentOr: 25_004)
        TestReport.figure("bounded output", "seed of the quoting flows", "\(random.seed)")
        let path = home.file("quoting.json")
        var largest = 0
        let failures = TestReport.failures("bounded output: flow check", of: 0..<6) { variant in
            Files.write(Self.quotingFlow(&random), to: path)
            let result = WizardBinary.run(["flow", "check", path], home: home.path)
            let lines = result.standardOutput.split(separator: 0x0A)
            largest = max(largest, result.standardOutput.count)
            // A line: its place and template (under 1 KiB), its JSON path and at most three
            // values, each bounded as a message's values are.
            let lineBound = 1024 + 4 * (MessageValue.byteLimit + 3)
            return result.status != 65 || lines.count > 100 + 2
                || lines.contains { $0.count > lineBound }
        }
        TestReport.figure("bounded output", "largest flow check output (bytes)", "\(largest)")
        #expect(failures.isEmpty, "\(failures)")
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
