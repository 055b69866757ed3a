import Glibc
import TestSupport
import Testing

/// The answer bounds hold in every mode: piped lines, `--name`, an answers file, plain mode
/// and the interactive field, for the default flow and for a flow whose `max_length` is the
/// largest allowed (issue: "a name made of two letters and half a million combining marks
/// counts as 2 characters"; "names made only of invisible characters are accepted").
@Suite("Answer bounds in every mode", .timeLimit(.minutes(5)))
struct AnswerBoundsModeTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// A refused name and the alert that must say why.
    struct Case {
        let kind: String
        let name: String
        let alert: String
    }

    static let alerts = (
        invisible: "Please remove the invisible characters",
        nothing: "Please enter at least one visible character.",
        stacked: "Please remove the stacked marks",
        large: "Please enter a shorter answer: at most 16384 bytes",
        unsafe: "Please use only printable characters"
    )

    /// `count` generated names of each kind, from a seed.
    static func cases(count: Int, seed: UInt64, markLimit: Int = 30_000) -> [Case] {
        var random = SeededRandom(environmentOr: seed)
        let invisible = UnicodeClasses.invisible.filter {
            !UnicodeClasses.isJoiner($0) && !UnicodeClasses.bidi.contains($0)
        }
        let marks: [Unicode.Scalar] = ["\u{0300}", "\u{0334}", "\u{0591}", "\u{064B}", "\u{20D0}"]
        var cases: [Case] = []
        for _ in 0..<count {
            let filler = invisible.randomElement(using: &random)!
            let repeated = String(
                repeating: String(filler), count: Int.random(in: 2...5, using: &random))
            cases.append(Case(kind: "invisible only", name: repeated, alert: alerts.nothing))
            cases.append(
                Case(
                    kind: "invisible inside", name: "Al" + String(filler) + "ice",
                    alert: alerts.invisible))
            let bidi = UnicodeClasses.bidi.randomElement(using: &random)!
            cases.append(
                Case(kind: "bidi inside", name: "Al" + String(bidi) + "ice", alert: alerts.unsafe))
            var stacked = "a"
            for _ in 0..<Int.random(in: 16...markLimit, using: &random) {
                stacked.unicodeScalars.append(marks.randomElement(using: &random)!)
            }
            cases.append(Case(kind: "stacked marks", name: "b" + stacked, alert: alerts.stacked))
        }
        return cases
    }

    /// A flow whose text step takes the longest answers a flow may allow.
    var longFlow: String {
        let path = home.file("long.json")
        Files.write(
            #"""
            {"id": "long", "steps": [{"kind": "text", "key": "note", "title": "Note",
              "validators": [{"max_length": 1024}]}]}
            """#, to: path)
        return path
    }

    @Test("piped lines, --name and an answers file refuse each with its alert, saving nothing")
    func nonInteractive() {
        for item in Self.cases(count: 10, seed: 10_010) {
            let answers = home.file("answers.json")
            var encoded = "{\"name\": \""
            for scalar in item.name.unicodeScalars {
                encoded += scalar.value < 0x80 ? String(scalar) : "\\u" + hex(scalar)
            }
            Files.write(encoded + "\", \"age\": 30, \"gender\": \"male\"}", to: answers)
            let runs = [
                WizardBinary.run(
                    ["setup", "--store", store], input: item.name + "\n30\nmale\n", home: home.path),
                WizardBinary.run(
                    [
                        "setup", "--store", store, "--name", item.name, "--age", "30", "--gender",
                        "male",
                    ],
                    home: home.path),
                WizardBinary.run(
                    ["setup", "--store", store, "--answers", answers], home: home.path),
            ]
            for (mode, result) in zip(["piped", "--name", "answers file"], runs) {
                let ok =
                    result.status == 65 && result.error.contains(item.alert)
                    && Files.read(store) == nil
                if !TestReport.variant(
                    "refused names, piped, --name, answers file (classes 1, 9)", passed: ok)
                {
                    Issue.record(
                        "\(item.kind), \(mode): \(result.status) \(result.error.prefix(200))")
                }
            }
        }
    }

    @Test("half a million combining marks, or 25 KiB of emoji under max_length 1024, are refused")
    func huge() {
        let half = "ab" + String(repeating: "\u{0301}", count: 500_000)
        let piped = WizardBinary.run(
            ["setup", "--store", store], input: half + "\n30\nmale\n", home: home.path)
        // Longer than any piped line: refused unread.
        #expect(piped.status == 65 && piped.error.contains("65536 bytes"))
        let argument = "ab" + String(repeating: "\u{0301}", count: 20_000)
        let flag = WizardBinary.run(
            ["setup", "--store", store, "--name", argument, "--age", "30", "--gender", "male"],
            home: home.path)
        #expect(flag.status == 65 && flag.error.contains(Self.alerts.stacked), "\(flag.error)")
        let emoji = String(repeating: "👩‍👩‍👧‍👦", count: 1024)
        let long = WizardBinary.run(
            ["setup", "--flow", longFlow, "--store", store], input: emoji + "\n", home: home.path)
        #expect(long.status == 65 && long.error.contains(Self.alerts.large), "\(long.error)")
        let fits = String(repeating: "👩‍💻", count: 1024)
        let accepted = WizardBinary.run(
            ["setup", "--flow", longFlow, "--store", store], input: fits + "\n", home: home.path)
        #expect(accepted.status == 0, "\(accepted.error)")
        #expect(Files.read(store).map { $0.count < 16 * 1024 + 100 } == true)
    }

    @Test(
        "plain mode and the interactive field show the alert and keep nothing, in English and Korean"
    )
    func atATerminal() {
        let korean = [
            Self.alerts.nothing: "눈에 보이는 글자를", Self.alerts.invisible: "보이지 않는 문자",
            Self.alerts.stacked: "겹쳐 붙인 부호", Self.alerts.unsafe: "텍스트 방향 문자",
        ]
        for (index, item) in Self.cases(count: 2, seed: 10_011, markLimit: 40).enumerated() {
            let language = index % 2 == 0 ? "en" : "ko"
            let alert = language == "en" ? item.alert : korean[item.alert]!
            for plain in [true, false] {
                let run = TerminalRun(
                    ["setup", "--store", store, "--lang", language] + (plain ? ["--plain"] : []),
                    home: home.path)
                run.waitForScreen("Enter")
                run.send("\r")
                run.waitForScreen(plain ? ":" : "❯")
                run.send(
                    (plain ? "" : "\u{1B}[200~") + item.name + (plain ? "" : "\u{1B}[201~") + "\r")
                run.waitForScreen(alert)
                if plain {
                    // Ctrl-D once readline reads again: typed before, the terminal would
                    // keep it as a line's end, not as the end of input.
                    let prompt = language == "en" ? "Name: " : "이름: "
                    let seen = run.terminal.transcript.count
                    let lastLine = run.terminal.text.split(separator: "\n").last ?? ""
                    if !lastLine.hasSuffix(prompt) {
                        _ = run.terminal.waitFor(prompt, from: seen)
                    }
                }
                run.send(plain ? "\u{04}" : "\u{03}")
                let status = run.exitStatus()
                if !TestReport.variant(
                    "refused names at a terminal, plain and interactive (classes 1, 9)",
                    passed: status == 130 && Files.read(store) == nil)
                {
                    Issue.record("\(item.kind), plain \(plain): \(String(describing: status))")
                }
            }
        }
    }

    private func hex(_ scalar: Unicode.Scalar) -> String {
        if scalar.value > 0xFFFF {
            let value = scalar.value - 0x10000
            return hex4(0xD800 + (value >> 10)) + "\\u" + hex4(0xDC00 + (value & 0x3FF))
        }
        return hex4(scalar.value)
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
