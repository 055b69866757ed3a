import Glibc
import TestSupport
import Testing

/// A flow that ends a run on purpose (pi-hole's "Exit" choice, debconf's error notes), in
/// every mode: the status the flow says, one line on standard error, the store unchanged.
@Suite("Leaving a flow on purpose, in every mode", .serialized, .timeLimit(.minutes(5)))
struct FlowExitTests {
    let home = TemporaryDirectory()
    var store: String { home.file("pihole.json") }
    var flowPath: String { home.file("pihole-flow.json") }
    let before = #"{"name": "old", "signed_in": true}"#

    init() {
        Files.write(
            """
            {"format": 1, "id": "pihole", "steps": [
              {"kind": "picker", "key": "action", "title": "Install Pi-hole?", "default": "install",
               "options": [{"value": "install", "label": "Install"},
                           {"value": "quit", "label": "Exit", "exit": 3}]},
              {"kind": "confirm", "key": "web", "title": "Install the web admin?", "default": true},
              {"kind": "info", "id": "nothing", "title": "Nothing left to install", "exit": 4,
               "text": "Run the installer again to choose.", "when": {"key": "web", "equals": false}},
              {"kind": "text", "key": "name", "title": "Name", "default": "pi"}
            ]}
            """, to: flowPath)
        Files.write(before, to: store)
    }

    func setup(_ arguments: [String] = [], input: String) -> ProcessResult {
        WizardBinary.run(
            ["setup", "--flow", flowPath, "--store", store] + arguments, input: input,
            home: home.path)
    }

    @Test(
        "piped, answers files and --defaults: the status, a line that nothing was changed; the step and status with --verbose"
    )
    func unattended() {
        let chosen = setup(input: "Exit\n")
        #expect(chosen.status == 3)
        #expect(chosen.output == "")
        #expect(chosen.error == "wizard: Nothing was changed.\n")
        let told = setup(["--verbose"], input: "Exit\n")
        #expect(told.status == 3)
        #expect(
            told.error
                == "wizard: Nothing was changed.\n"
                + "wizard: the flow ended at the step Install Pi-hole? (action) with status 3.\n")
        let page = setup(["--verbose"], input: "\nno\n")
        #expect(page.status == 4, "\(page.error)")
        #expect(page.error.contains("the step Nothing left to install (nothing) with status 4."))
        let answers = home.file("answers.json")
        Files.write(#"{"web": false}"#, to: answers)
        let preseeded = setup(["--answers", answers, "--defaults", "--verbose"], input: "")
        #expect(preseeded.status == 4, "\(preseeded.error)")
        // Every step before the page was answered without asking: no count, never "0/-1".
        #expect(
            preseeded.error
                == "wizard: Nothing was changed.\n"
                + "wizard: the flow ended at the step Nothing left to install (nothing) with status 4.\n",
            "\(preseeded.error)")
        let defaults = setup(["--defaults"], input: "")
        #expect(defaults.status == 0, "\(defaults.error)")
        Files.write(before, to: store)
        Files.write(#"{"action": "quit"}"#, to: answers)
        let quitting = setup(["--answers", answers], input: "")
        #expect(quitting.status == 3)
        // Answered in advance, the step that ends the run is named as piped input names it.
        #expect(quitting.error == "wizard: Nothing was changed.\n", "\(quitting.error)")
        #expect(Files.text(store) == before)
    }

    @Test("plain mode: the page is shown, then Enter ends the run")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flowPath, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("Enter for Install: "))
        terminal.send("\r")
        #expect(terminal.waitFor("y or n, Enter for Yes: "))
        terminal.send("n\r")
        #expect(terminal.waitFor("Run the installer again to choose."))
        terminal.send("\r")
        #expect(run.exitStatus() == 4)
        #expect(terminal.text.contains("wizard: Nothing was changed."))
        #expect(!terminal.text.contains("status"))
        #expect(Files.text(store) == before)
    }

    @Test("on the screens: choosing Exit ends the run at once, the terminal restored")
    func screens() {
        let run = TerminalRun(["setup", "--flow", flowPath, "--store", store], home: home.path)
        run.waitForScreen("Install Pi-hole?")
        run.send("\u{1B}[B\r")
        #expect(run.exitStatus() == 3)
        #expect(run.attributesRestored)
        #expect(run.terminal.text.contains("wizard: Nothing was changed."))
        #expect(Files.text(store) == before)
    }

    @Test("flow questions says which choices and pages end a run")
    func questions() {
        let listed = WizardBinary.run(["flow", "questions", flowPath], home: home.path)
        #expect(
            listed.output.hasSuffix(
                """
                These end a run on purpose, saving nothing:
                  action: choosing quit (Exit) ends it with status 3
                  the page "Nothing left to install": once shown, it ends it with status 4; asked only when web is false

                """))
        let json = WizardBinary.run(["flow", "questions", "--json", flowPath], home: home.path)
        #expect(json.output.contains(#""exits" : {\#n        "quit" : 3\#n      }"#))
        #expect(json.output.contains(#""exit" : 4,\#n      "id" : "nothing""#))
    }
}
