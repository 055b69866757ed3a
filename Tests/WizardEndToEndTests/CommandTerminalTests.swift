import Glibc
import TestSupport
import Testing

/// A flow's command runs without wizard's terminal (issue 32, item 8): one that reads
/// /dev/tty fails at once instead of being stopped by SIGTTIN for its whole time limit
/// while the screen shows nothing.
@Suite("Flow commands without the terminal", .timeLimit(.minutes(5)))
struct CommandTerminalTests {
    let home = TemporaryDirectory()

    @Test("at a terminal, a command that reads /dev/tty finds none, and the step comes at once")
    func noTerminal() {
        let flow = home.file("flow.json")
        Files.write(
            #"""
            {"id": "tty", "vars": {"v": {"command": ["sh", "-c",
              "if read line < /dev/tty; then echo read-tty; else echo no-tty; fi 2>/dev/null"]}},
             "steps": [{"kind": "text", "key": "k", "title": "Value?", "default": "${v}"}]}
            """#, to: flow)
        chmod(flow, 0o600)
        let run = TerminalRun(
            ["setup", "--flow", flow, "--store", home.file("store.json")], home: home.path)
        // Stopped by SIGTTIN, the command would end only at its 5 s limit, with an error
        // instead of this step.
        run.waitForScreen("Value?")
        run.waitForScreen("no-tty")
        run.send("\u{3}")
        #expect(run.exitStatus() == 130)
    }
}
