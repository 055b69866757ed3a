import Glibc
import TestSupport
import Testing

/// Every hint that names a command names one that works: the card's way to sign out and the
/// line that asks only what is missing carry the run's `--flow` and `--store`, shell-quoted,
/// and running the hint as a shell reads it acts on that profile.
@Suite("Hints name commands that work", .serialized, .timeLimit(.minutes(5)))
struct HintCommandTests {
    let home = TemporaryDirectory()
    /// A store whose path needs quoting: a space and a quote.
    var store: String { home.file("my dir/Bob's profile.json") }

    /// Runs `command` in `sh`, with `wizard` on the path as the built binary.
    private func shell(_ command: String) -> ProcessResult {
        let bin = home.file("bin")
        mkdir(bin, 0o700)
        symlink(WizardBinary.path, bin + "/wizard")
        return runProcess(
            ["/bin/sh", "-c", command + " </dev/null"],
            environment: WizardBinary.environment(
                home: home.path, ["PATH": "\(bin):/usr/bin:/bin"]))
    }

    /// The screen's rows from the first that starts with `start`, joined by `separator`.
    private func rows(of run: TerminalRun, from start: String, separator: String) -> String {
        let lines = run.screen.allLines.map { String($0.drop { $0 == " " }) }
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else { return "" }
        return lines[first...].filter { !$0.isEmpty }.joined(separator: separator)
    }

    @Test("the card's way to sign out names --flow and --store, and running it signs out")
    func logout() {
        mkdir(home.file("my dir"), 0o700)
        let setup = WizardBinary.run(
            ["setup", "--defaults", "--flow", Examples.devMachine, "--store", store],
            home: home.path)
        #expect(setup.status == 0, "\(setup.error)")
        let run = TerminalRun(
            ["profile", "--flow", Examples.devMachine, "--store", store], home: home.path)
        #expect(run.exitStatus() == 0)
        let hint = rows(of: run, from: "wizard profile", separator: " ")
        let command =
            "wizard profile --logout --flow \(Examples.devMachine) --store "
            + #"'\#(home.path)/my dir/Bob'\''s profile.json'"#
        #expect(hint == command + " to sign out")
        let result = shell(command)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Signed out.\n")
        let after = WizardBinary.run(
            ["profile", "--json", "--flow", Examples.devMachine, "--store", store],
            home: home.path)
        #expect(after.output.contains(#""signed_in":false"#), "\(after.output)")
    }

    @Test("the hint to answer only what is missing keeps --flow and --store, and runs")
    func missing() {
        mkdir(home.file("my dir"), 0o700)
        Files.write(#"{"hostname": "box", "signed_in": true}"#, to: store)
        let run = TerminalRun(
            ["profile", "--flow", Examples.devMachine, "--store", store], home: home.path)
        #expect(run.exitStatus() == 0)
        let prefix = "To answer only what is missing: "
        let hint = rows(of: run, from: prefix, separator: "")
        let command =
            "wizard setup --missing --flow \(Examples.devMachine) --store "
            + #"'\#(home.path)/my dir/Bob'\''s profile.json'"#
        #expect(hint == prefix + command)
        let result = shell(command + " --defaults")
        #expect(result.status == 0, "\(result.error)")
        #expect(Files.text(store)?.contains(#""editor""#) == true, "the missing answers were saved")
        #expect(Files.text(store)?.contains(#""box""#) == true, "on the same profile")
    }
}
