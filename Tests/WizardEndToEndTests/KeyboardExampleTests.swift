import Glibc
import TestSupport
import Testing

/// `examples/keyboard.json`, keyboard-configuration's layout and variant as a flow: one
/// variant picker whose options come from a command run with the chosen layout
/// (`["./keyboard-variants", "${layout}"]`), run again when the layout changes; piped and in
/// plain mode, and refused whole under the owner rule.
@Suite(
    "The keyboard example: options from a command fed by an answer", .serialized,
    .timeLimit(.minutes(5)),
    .enabled(
        if: Prerequisite.runs(when: Files.status("/usr/share/X11/xkb/rules/base.lst") != nil))
)
struct KeyboardExampleTests {
    let home = TemporaryDirectory()
    var store: String { home.file("keyboard.json") }
    var stored: String { Files.text(store) ?? "" }

    func setup(_ arguments: [String] = [], flow: String = Examples.keyboard, input: String)
        -> ProcessResult
    {
        WizardBinary.run(
            ["setup", "--flow", flow, "--store", store] + arguments, input: input,
            home: home.path)
    }

    @Test("piped: German's variants for de, the layout itself by an empty line for kr")
    func piped() {
        let german = setup(input: "de\nnodeadkeys\n")
        #expect(german.status == 0, "\(german.error)")
        #expect(stored.contains(#""variant" : "nodeadkeys""#), "\(stored)")
        let refused = setup(input: "us\nnodeadkeys\n")
        #expect(refused.status == 65)
        #expect(
            refused.error.contains("(input line 2: Which variant of English (US)?)"),
            "\(refused.error)")
        let korean = setup(input: "kr\n\n")
        #expect(korean.status == 0, "\(korean.error)")
        #expect(stored.contains(#""variant" : "basic""#), "\(stored)")
    }

    @Test("plain mode: going back and choosing another layout lists that layout's variants")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", Examples.keyboard, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("Enter for English (US): "))
        terminal.send("3\r")
        #expect(terminal.waitFor("German (no dead keys)"))
        var mark = terminal.transcript.count
        terminal.send(":back\r")
        #expect(terminal.waitFor("Enter for German: ", from: mark))
        mark = terminal.transcript.count
        terminal.send("1\r")
        #expect(terminal.waitFor("Which variant of English (US)?", from: mark))
        terminal.send("intl\r")
        #expect(run.exitStatus() == 0)
        #expect(stored.contains(#""layout" : "us""#), "\(stored)")
        #expect(stored.contains(#""variant" : "intl""#))
    }

    @Test("on the screens: German's variants, found by typing")
    func screens() {
        let run = TerminalRun(
            ["setup", "--flow", Examples.keyboard, "--store", store], home: home.path)
        run.waitForScreen("Which keyboard layout?")
        run.send("g\r")
        run.waitForScreen("Which variant of German?")
        run.send("no dead")
        run.waitForScreen("❯ German (no dead keys)")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(stored.contains(#""variant" : "nodeadkeys""#), "\(stored)")
    }

    @Test("the owner rule: a flow others may change runs none of its commands, not even later")
    func ownerRule() {
        let flow = home.file("keyboard-flow.json")
        Files.write(Files.read(Examples.keyboard) ?? [], to: flow)
        chmod(flow, 0o666)
        let run = setup(flow: flow, input: "de\nbasic\n")
        #expect(run.status == 77, "\(run.error)")
        #expect(Files.text(store) == nil)
    }

    @Test("a command that fails passes its step over, and says why once the run is over")
    func failing() {
        let flow = home.file("failing.json")
        Files.write(
            """
            {"id": "kbd", "vars": {"variants": {"command": ["sh", "-c", "echo no >&2; exit 3", "sh", "${layout}"], "lines": true}},
             "steps": [
              {"kind": "picker", "key": "layout", "title": "Layout", "options": [{"value": "us", "label": "US"}]},
              {"kind": "picker", "key": "variant", "title": "Variant", "options": {"from": "variants"}},
              {"kind": "text", "key": "end", "title": "End"}
            ]}
            """, to: flow)
        let run = setup(flow: flow, input: "us\nE\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.error.hasPrefix(
                "wizard: warning: variants gave no options, so the step that takes them was passed over: "
            ), "\(run.error)")
        #expect(run.error.contains("status 3"), "\(run.error)")
        #expect(!stored.contains("variant\""), "\(stored)")
    }

    @Test("flow check names the command and the answer it runs with")
    func check() {
        let checked = WizardBinary.run(["flow", "check", Examples.keyboard], home: home.path)
        #expect(checked.status == 0)
        #expect(
            checked.output.contains(
                "  variants: the command ./keyboard-variants '${layout}'; run as the step that needs it is reached, with the answer to layout as one argument each"
            ), "\(checked.output)")
    }
}
