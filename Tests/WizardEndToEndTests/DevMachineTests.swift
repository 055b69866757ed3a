import Glibc
import TestSupport
import Testing

/// The developer-machine example (`examples/dev-machine.json`) as users run it: piped, at a
/// terminal line by line and on its screens, and with `--defaults`; its conditions decide
/// what is asked and what the store keeps.
@Suite("The developer-machine example in every mode", .serialized, .timeLimit(.minutes(5)))
struct DevMachineTests {
    let home = TemporaryDirectory()
    var store: String { home.file("dev.json") }

    func setup(_ arguments: [String] = [], input: String, environment: [String: String] = [:])
        -> ProcessResult
    {
        WizardBinary.run(
            ["setup", "--flow", Examples.devMachine, "--store", store] + arguments, input: input,
            home: home.path, environment: environment)
    }

    @Test("piped: a line per question asked, the conditional steps taking lines only when asked")
    func piped() {
        let result = setup(input: "box\n2\nrust, Go\nnightly\ny\n1,jq\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == """
                Host name: box
                Editor: Emacs
                Languages: Rust, Go
                Rust toolchain: Nightly
                Extras: Yes
                Chosen extras: Docker, jq

                """)
        let plain = setup(input: "\n\n\n\nn\n")
        #expect(plain.status == 0, "\(plain.error)")
        // The stored answers are the defaults now; no skips the extras and drops them.
        #expect(plain.output.contains("Extras: No") && !plain.output.contains("Chosen extras"))
        #expect(
            Files.text(store) == """
                {
                  "editor" : "emacs",
                  "hostname" : "box",
                  "install_extras" : false,
                  "languages" : [
                    "rust",
                    "go"
                  ],
                  "rust_toolchain" : "nightly",
                  "signed_in" : true
                }

                """)
    }

    @Test("a skipped step's key leaves the store; keys of other tools stay byte for byte")
    func skippedKeyRemoved() {
        Files.write(
            """
            {"extras": ["docker"], "install_extras": true, "other" : [1,  2.50, {"x":null}],
             "signed_in": true, "languages": ["go"]}
            """, to: store)
        let result = setup(input: "\n\n\nno\n")
        #expect(result.status == 0, "\(result.error)")
        let text = Files.text(store) ?? ""
        #expect(!text.contains("\"extras\""))
        #expect(text.contains("\"other\" : [1,  2.50, {\"x\":null}]"))
        #expect(text.contains("\"install_extras\" : false"))
    }

    @Test("--defaults takes every default; a stored answer wins over the flow's")
    func defaults() {
        let fresh = setup(["--defaults"], input: "")
        #expect(fresh.status == 0, "\(fresh.error)")
        #expect(fresh.output == "Host name: devbox\nEditor: Vim\nLanguages: Swift\nExtras: No\n")
        _ = setup(input: "box\n\n\n\n")
        let again = WizardBinary.run(
            ["setup", "--flow", Examples.devMachine, "--store", store], input: "",
            home: home.path, environment: ["WIZARD_DEFAULTS": "1"])
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.hasPrefix("Host name: box\n"))
    }

    @Test("on the screens: the multi-select takes Space, the extras come with yes")
    func interactive() {
        let run = TerminalRun(
            ["setup", "--flow", Examples.devMachine, "--store", store], home: home.path)
        run.waitForScreen("Set up this machine")
        run.send("\r")
        run.waitForScreen("❯ devbox")
        run.send("\r")
        run.waitForScreen("  2/5 ")
        run.send("\r")
        run.waitForScreen("Which languages do you use? (1 chosen)")
        run.send("\u{1B}[B ")
        run.waitForScreen("❯ [x] Rust")
        run.send("\r")
        // The Rust toolchain is asked now; the extras not yet counted (no is the default).
        run.waitForScreen("  5/6 ")
        run.send("\r")
        run.waitForScreen("Install the extras?")
        run.send("y\r")
        run.waitForScreen("Which extras? (2 chosen)")
        run.waitForScreen("  7/7 ")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        let text = Files.text(store) ?? ""
        #expect(text.contains("\"extras\" : [\n    \"gh\",\n    \"ripgrep\"\n  ]"))
        #expect(text.contains("\"rust_toolchain\" : \"stable\""))
        #expect(run.screen.allLines.contains { $0.contains("Chosen extras: GitHub CLI, ripgrep") })
    }

    @Test("line by line at a terminal: the numbered lists, the defaults said, the extras skipped")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", Examples.devMachine, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("[ Begin ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Host name [devbox]: "))
        terminal.send("\r")
        #expect(terminal.waitFor("1 to 5, Enter for Vim: "))
        terminal.send("helix\r")
        #expect(terminal.waitFor("  6. C\r\n1 to 6, separated by commas, Enter for Swift: "))
        terminal.send("x\r")
        #expect(terminal.waitFor("\"x\" is not one of the choices."))
        terminal.send("6\r")
        #expect(terminal.waitFor("y or n, Enter for No: "))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(terminal.text.contains("Languages: C"))
        #expect(!terminal.text.contains("Which extras?"))
    }
}
