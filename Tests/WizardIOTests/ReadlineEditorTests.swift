import Glibc
import TestSupport
import Testing
import WizardIO

/// GNU readline editing a text field in-process on a pseudo-terminal, with the keys typed
/// before the edit starts: the hook's classification through ``KeyDecoder``.
///
/// One test runs every case in turn, as readline's state is global to the process.
@Suite("Readline editor in a text field")
struct ReadlineEditorTests {
    @Test(
        "readline gets every key but those that end the edit: Shift-Tab, Ctrl-C, Ctrl-Z, a lone Esc, a wake-up"
    )
    func endings() {
        let terminal = PseudoTerminal()
        var raw = termios()
        tcgetattr(terminal.slave, &raw)
        cfmakeraw(&raw)
        tcsetattr(terminal.slave, TCSANOW, &raw)
        var wake: [Int32] = [0, 0]
        guard pipe(&wake) == 0 else {
            Issue.record("no pipe")
            return
        }
        defer { wake.forEach { close($0) } }
        let editor = ReadlineEditor(
            inputDescriptor: terminal.slave, outputDescriptor: terminal.slave,
            bracketedPaste: true, wakeDescriptor: wake[0])

        func edit(_ typed: String, prefill: String = "", typeahead: String = "")
            -> (LineEditOutcome?, String)
        {
            terminal.send(typed)
            let outcome = try? editor.edit(
                prompt: "> ", prefill: prefill, typeahead: Array(typeahead.utf8),
                firstKeyOutput: "")
            // Drain the echo so the terminal never blocks the editor.
            _ = terminal.waitFor("\u{0}", timeout: 0)
            return (outcome, String(decoding: editor.takeUnreadBytes(), as: UTF8.self))
        }

        #expect(edit("Al\r") == (.line("Al"), ""))
        #expect(edit("김철\r") == (.line("김철"), ""))
        // Arrow keys and Alt-b (Esc b) are readline's to edit with.
        #expect(edit("A\u{1B}[D\u{1B}[Dx\r") == (.line("xA"), ""))
        #expect(edit("ab cd\u{1B}bX\r") == (.line("ab Xcd"), ""))
        #expect(edit("\u{1B}[200~Bob\u{1B}[201~\r") == (.line("Bob"), ""))
        // A long paste reaches readline whole (within what a terminal's input queue holds
        // before the editor reads).
        let long = String(repeating: "x", count: 3000)
        #expect(edit("\u{1B}[200~\(long)\u{1B}[201~\r") == (.line(long), ""))
        #expect(edit("\r", typeahead: "Al") == (.line("Al"), ""))
        // What follows the key that ends the edit is left for the next step.
        #expect(edit("Al\u{1B}[Z\u{1B}[C") == (.back("Al"), "\u{1B}[C"))
        #expect(edit("Al\u{03}x") == (.quit, "x"))
        #expect(edit("Al\u{1A}") == (.suspend("Al"), ""))
        #expect(edit("Al\u{1B}") == (.quit, ""))
        var signal = UInt8(SIGWINCH)
        _ = write(wake[1], &signal, 1)
        #expect(edit("", prefill: "Al") == (.woken("Al"), ""))
    }
}
