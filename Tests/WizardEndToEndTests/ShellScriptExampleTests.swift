import Glibc
import TestSupport
import Testing

/// `docs/shell-scripts.md`: `examples/install.sh`, three `wizard ask` questions and a
/// flow's answers through `out=$(wizard setup --flow … --shell) || exit; eval "$out"`, run
/// as a person runs it at a terminal (answering, and quitting) and as a script piped its
/// answers.
@Suite("The shell script example", .timeLimit(.minutes(5)))
struct ShellScriptExampleTests {
    let home = TemporaryDirectory()
    static let script = Examples.directory + "/install.sh"

    /// The environment a person's shell gives the script: wizard on the `PATH`.
    var environment: [String: String] {
        let directory = String(WizardBinary.path[..<WizardBinary.path.lastIndex(of: "/")!])
        return ["PATH": directory + ":/usr/bin:/bin"]
    }

    @Test("docs/shell-scripts.md shows the script as it is in examples/")
    func inDocument() throws {
        let script = try #require(Files.text(Self.script))
        let page = try #require(Files.text(Repository.path("docs/shell-scripts.md")))
        #expect(page.contains("```sh\n" + script + "```\n"))
    }

    /// How a script takes a setup's answers: the output kept, the status checked, then
    /// evaluated.
    static let idiom = #"out=$(wizard setup --shell) || exit; eval "$out""#

    @Test(
        "setup --help says to check the status before eval, in every UI language",
        arguments: ["en", "de", "es", "fr", "ja", "ko", "pt_BR", "zh_CN"])
    func helpSaysIt(language: String) {
        let help = WizardBinary.run(["--lang", language, "setup", "--help"], home: home.path)
        #expect(help.status == 0)
        #expect(help.output.contains("130"))
        #expect(help.output.contains(Self.idiom))
    }

    @Test("README and docs/shell-scripts.md never evaluate a setup's output unchecked")
    func documentsSayIt() throws {
        for document in ["README.md", "docs/shell-scripts.md"] {
            let text = try #require(Files.text(Repository.path(document)))
            let lines = text.split(separator: "\n")
            #expect(!lines.contains { $0.hasPrefix(#"eval "$(wizard setup"#) }, "\(document)")
            #expect(text.contains("--shell) || exit"), "\(document)")
        }
    }

    @Test("piped: one line a question, the flow's answers back as variables")
    func piped() {
        let result = runProcess(
            ["/bin/sh", Self.script], input: Array("web\n8080\ny\nmybox\n\n\n\n".utf8),
            environment: WizardBinary.environment(home: home.path, environment))
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == "Installing web on port 8080, enabled at boot, on mybox for vim.\n")
        let declined = runProcess(
            ["/bin/sh", Self.script], input: Array("api\n9000\nn\n\n\n\n\n".utf8),
            environment: WizardBinary.environment(home: home.path, environment))
        // The flow's stored answers are its defaults the second time: mybox again.
        #expect(
            declined.output == "Installing api on port 9000, disabled at boot, on mybox for vim.\n")
        // A refused answer ends the script with its status; nothing after it runs.
        let refused = runProcess(
            ["/bin/sh", Self.script], input: Array("Web\n".utf8),
            environment: WizardBinary.environment(home: home.path, environment))
        #expect(refused.status == 65)
        #expect(refused.error.contains("Lower-case letters, digits and -, please."))
        #expect(refused.output == "")
    }

    @Test("at a terminal: each question a screen, the script's line at the end")
    func terminal() {
        let run = TerminalRun(
            [], home: home.path, environment: environment,
            launcher: ["/bin/sh", "-c", "exec /bin/sh \"$0\"", Self.script])
        run.waitForScreen("What is the service called?")
        run.waitForScreen("❯ web")
        run.send("\u{15}db\r")
        run.waitForScreen("Which port does it listen on?")
        run.send("\r")
        run.waitForScreen("Start it at boot?")
        run.send("n\r")
        run.waitForScreen("Set up this machine")
        run.send("\r")
        run.waitForScreen("What should this machine be called?")
        run.send("\r")
        run.waitForScreen("Which editor do you use?")
        run.send("\r")
        run.waitForScreen("Which languages do you use?")
        run.send("\r")
        run.waitForScreen("Install the extras?")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(
            run.terminal.text.contains(
                "Installing db on port 8080, disabled at boot, on devbox for vim."))
        #expect(run.attributesRestored)
    }

    @Test("Esc at the flow's screens: the script ends with wizard's 130 and evaluates nothing")
    func quitAtTheScreens() {
        let run = TerminalRun(
            [], home: home.path, environment: environment,
            launcher: ["/bin/sh", "-c", "exec /bin/sh \"$0\"", Self.script])
        run.waitForScreen("What is the service called?")
        run.send("\r")
        run.waitForScreen("Which port does it listen on?")
        run.send("\r")
        run.waitForScreen("Start it at boot?")
        run.send("\r")
        run.waitForScreen("Set up this machine")
        run.send("\u{1B}")
        #expect(run.exitStatus() == 130)
        let text = run.terminal.text
        #expect(!text.contains("Installing"))
        #expect(!text.contains("parameter not set"), "the script went on past the quit")
        #expect(run.attributesRestored)
    }
}
