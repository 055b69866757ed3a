import Glibc
import Synchronization
import TestSupport
import Testing
import WizardCore

@testable import WizardIO

/// GNU readline editing a text field in-process on a pseudo-terminal, with the keys typed
/// before the edit starts: the hook's classification through ``KeyDecoder``.
///
/// Each test runs its cases in turn, and the tests one at a time, as readline's state is
/// global to the process.
@Suite("Readline editor in a text field", .serialized, .timeLimit(.minutes(5)))
struct ReadlineEditorTests {
    @Test(
        "readline gets every key but those that end the edit: Shift-Tab, Ctrl-C, Ctrl-Z, a lone Esc, a wake-up"
    )
    func endings() {
        let editing = ReadlineTerminal()
        defer { editing.finish() }
        let (terminal, editor) = (editing.terminal, editing.editor)
        // Readline is set up on first use, not when the editor is made.
        #expect(!editor.isSetUp)
        // Every descriptor of this terminal is close-on-exec, the editor's copies too: no
        // child started meanwhile (by wizard, or another test) holds the terminal open.
        let slaveName = Files.linkText("/proc/self/fd/\(terminal.slave)")
        for descriptor in Int32(0)..<1024
        where Files.linkText("/proc/self/fd/\(descriptor)") == slaveName {
            #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(descriptor)")
        }

        func drained() -> Int { editing.drained() }
        /// The edit's ending, its text and the bytes it left unread.
        func edit(
            _ typed: String, prefill: String = "", cursor: Int? = nil, typeahead: String = ""
        ) -> (LineEditEnding?, String?, String) {
            let result = editing.edit(typed, prefill: prefill, cursor: cursor, typeahead: typeahead)
            return (
                result?.ending, result?.text, String(decoding: result?.unread ?? [], as: UTF8.self)
            )
        }

        #expect(edit("Al\r") == (.accepted, "Al", ""))
        #expect(editor.isSetUp)
        #expect(edit("김철\r") == (.accepted, "김철", ""))
        // Arrow keys and Alt-b (Esc b) are readline's to edit with.
        #expect(edit("A\u{1B}[D\u{1B}[Dx\r") == (.accepted, "xA", ""))
        #expect(edit("ab cd\u{1B}bX\r") == (.accepted, "ab Xcd", ""))
        #expect(edit("\u{1B}[200~Bob\u{1B}[201~\r") == (.accepted, "Bob", ""))
        // A long paste reaches readline whole (within what a terminal's input queue holds
        // before the editor reads).
        let long = String(repeating: "x", count: 3000)
        #expect(edit("\u{1B}[200~\(long)\u{1B}[201~\r") == (.accepted, long, ""))
        #expect(edit("\r", typeahead: "Al") == (.accepted, "Al", ""))
        // What follows the key that ends the edit is left for the next step.
        #expect(edit("Al\u{1B}[Z\u{1B}[C") == (.back, "Al", "\u{1B}[C"))
        // Ctrl-C as a byte, typed ahead: at the terminal it is the interrupt key once the
        // field's settings are on (its signal quits, and the kernel flushes what was typed
        // with it).
        #expect(edit("", typeahead: "Al\u{03}x") == (.quit, "Al", "x"))
        #expect(edit("Al\u{1A}") == (.suspend, "Al", ""))
        #expect(edit("Al\u{1B}") == (.escape, "Al", ""))
        var signal = UInt8(SIGWINCH)
        _ = write(editing.wake.write, &signal, 1)
        #expect(edit("", prefill: "Al") == (.woken, "Al", ""))
        // Ctrl-D on an empty line quits; on a line with text it deletes as usual.
        #expect(edit("\u{04}") == (.quit, "", ""))
        #expect(edit("ab\u{01}\u{04}\r") == (.accepted, "b", ""))

        // Moving and deleting go by grapheme cluster, as the field draws the line: a family
        // emoji (three scalars joined by two ZWJs) and a flag (two regional indicators) are
        // one character each, for Backspace, Delete (Ctrl-D), ← and →.
        let (family, flag) = ("👩‍👩‍👧", "🇰🇷")
        #expect(edit("\(family)\u{7F}\r") == (.accepted, "", ""))
        #expect(edit("x\(flag)\u{7F}\r") == (.accepted, "x", ""))
        #expect(edit("a\(family)b\u{01}\u{1B}[C\u{1B}[CX\r") == (.accepted, "a\(family)Xb", ""))
        #expect(edit("a\(flag)\(flag)b\u{01}\u{1B}[C\u{04}\r") == (.accepted, "a\(flag)b", ""))
        #expect(edit("\(flag)\(family)\u{1B}[D\u{1B}[DX\r") == (.accepted, "X\(flag)\(family)", ""))
        #expect(editing.last?.cursor.offset == 1)
        // A paste's trailing line break (a copied line's end) is dropped; one inside it
        // stays, for the kind to refuse with its alert.
        #expect(edit("\u{1B}[200~Alice\n\u{1B}[201~\r") == (.accepted, "Alice", ""))
        #expect(edit("\u{1B}[200~Alice\r\n\u{1B}[201~\r") == (.accepted, "Alice", ""))
        #expect(edit("\u{1B}[200~Alice\nBob\u{1B}[201~\r") == (.accepted, "Alice\nBob", ""))

        // Completion is off: Tab, Tab Tab, M-Tab, M-? and M-* neither change the line nor
        // list file names (the tests run in the package's directory, where `Pa` would
        // complete to `Package.swift`).
        let before = drained()
        #expect(edit("Pa\t\r") == (.accepted, "Pa", ""))
        #expect(edit("Pa\t\t\r") == (.accepted, "Pa", ""))
        #expect(edit("Pa\u{1B}\t\r") == (.accepted, "Pa", ""))
        #expect(edit("Pa\u{1B}?\r") == (.accepted, "Pa", ""))
        #expect(edit("Pa\u{1B}*\r") == (.accepted, "Pa", ""))
        // Keyboard macros neither record nor replay; C-x C-r and C-x C-v do nothing.
        #expect(edit("\u{18}(ab\u{18})\u{18}e\r") == (.accepted, "ab", ""))
        #expect(edit("a\u{18}\u{12}\u{18}\u{16}b\r") == (.accepted, "ab", ""))
        let after = drained()
        let shown = String(decoding: terminal.transcript[before..<after], as: UTF8.self)
        #expect(!shown.contains("Package"), "\(shown.debugDescription)")

        // The field is drawn on one row that never fills the terminal: at 40 columns a
        // 24-syllable name scrolls on whole syllables, after the prompt and a `…`, and the
        // cursor goes on where an edit cut short left it.
        terminal.resize(columns: 40, rows: 24)
        let name = String(repeating: "김철수민지하", count: 4)
        let start = drained()
        #expect(edit(name + "\r") == (.accepted, name, ""))
        var model = TerminalModel(columns: 40, rows: 4)
        // Line feeds aside (the one after Enter), so the field stays on the first row.
        let end = drained()
        model.feed(Array(terminal.transcript[start..<end]).filter { $0 != 0x0A })
        #expect(model.overflows.isEmpty)
        #expect(model.screen.contains { $0.hasPrefix("> …") }, "\(model.screen)")
        // The prompt, `…`, 17 syllables of 2 columns.
        #expect(editing.last?.cursor == LineCursor(offset: 24, column: 37))
        _ = write(editing.wake.write, &signal, 1)
        let woken = drained()
        #expect(edit("", prefill: "Zoe", cursor: 2) == (.woken, "Zoe", ""))
        // Readline's line feed after the line is undone: the cursor is back in the field.
        var field = TerminalModel(columns: 40, rows: 4)
        let wokenEnd = drained()
        field.feed(Array(terminal.transcript[woken..<wokenEnd]))
        #expect(field.screen[0] == "> Zoe")
        #expect(field.cursorPosition.row == 0 && field.cursorPosition.column == 4)
        #expect(editing.last?.cursor == LineCursor(offset: 2, column: 4))
    }

    @Test(
        "a masked or hidden line never reaches the terminal or the history: plain mode and the field"
    )
    func secretNeverShows() throws {
        // The terminal echoes, as a person's does: readline shows the line only then. Keys
        // are sent once readline has shown its prompt, after it turned that echo off.
        let terminal = PseudoTerminal()
        let directory = TemporaryDirectory()
        let history = directory.file("history")
        let editor = ReadlineEditor(
            inputDescriptor: terminal.slave, outputDescriptor: terminal.slave, historyPath: history)
        let box = EditorBox(editor)
        var marks = 0
        /// Everything the editor wrote so far, read back up to a mark written after it.
        func shown() -> String {
            marks += 1
            let mark = "<mark \(marks)>"
            _ = write(terminal.slave, mark, mark.utf8.count)
            #expect(terminal.waitFor(mark, from: 0))
            return terminal.text
        }
        /// Runs `read` on its own thread, types `typed` once `prompt` shows, and gives what
        /// it returned.
        func typing(
            _ typed: String, after prompt: String, _ read: @escaping @Sendable (EditorBox) -> Void
        ) {
            // What the last read wrote is read to a mark first (a pty passes output on
            // later), so that only this read's prompt can start the typing.
            _ = shown()
            let start = terminal.transcript.count
            box.reset()
            let thread = BackgroundThread { read(box) }
            #expect(terminal.waitFor(prompt, from: start))
            terminal.send(typed)
            // Readline's last writes (its line feed) are read while it finishes.
            let deadline = monotonicSeconds() + 30
            while !box.isDone, monotonicSeconds() < deadline {
                terminal.waitForOutput(timeout: 0.05)
            }
            guard box.isDone else {
                Issue.record("readline did not return: \(terminal.text.debugDescription)")
                // Ends the read, so that the thread can be joined.
                terminal.send("\u{04}\r")
                thread.join()
                return
            }
            thread.join()
        }
        // The secrets share no letter with the prompts, the marks, nor the escape sequences
        // readline writes (`h`, `l`, `m` end some), so any of their letters on the terminal
        // is a leak.
        let (plainHidden, plainMasked) = ("wyzw", "jqvxjqvx")
        let (fieldHidden, fieldMasked) = ("zyxw", "qjwv")
        typing(plainHidden + "\r", after: "Secret: ") { box in
            box.finish(
                plain: try? box.editor.readLine(prompt: "Secret: ", idle: nil, echo: .hidden))
        }
        #expect(box.plain == .line(plainHidden))
        typing(plainMasked + "\u{1B}[D\u{1B}[Dz\r", after: "Secret: ") { box in
            box.finish(
                plain: try? box.editor.readLine(prompt: "Secret: ", idle: nil, echo: .masked))
        }
        #expect(box.plain == .line("jqvxjqzvx"))
        let plain = shown()
        #expect(
            plain.contains("Secret: " + String(repeating: "•", count: 8)),
            "\(plain.debugDescription)")
        for (secret, echo) in [(fieldHidden, AnswerExposure.Echo.hidden), (fieldMasked, .masked)] {
            typing(secret + "\r", after: "> ") { box in
                let result = try? box.editor.edit(LineEditRequest(prompt: "> ", echo: echo))
                box.finish(field: result)
            }
            #expect(box.field?.ending == .accepted && box.field?.text == secret)
        }
        let all = shown()
        #expect(all.contains("> ••••"), "\(all.debugDescription)")
        let leaked = all.filter { "wyzjqvx".contains($0) }
        #expect(leaked.isEmpty, "\(all.debugDescription)")

        // What the setup command keeps once the profile is saved: the name, not the secret.
        var session = Session(flow: .withSecret(echo: .hidden))
        try session.submit(.line("Alice"))
        try session.submit(.line(plainMasked))
        session.historyEntries.forEach(editor.remember)
        let saved = String(decoding: Files.read(history) ?? [], as: UTF8.self)
        #expect(saved.contains("Alice"))
        #expect(!saved.contains(plainMasked), "\(saved.debugDescription)")
    }
}

/// The editor handed to the thread that blocks in readline, and what its read returned.
/// The test's thread only reads the results after the other has said it is done.
private final class EditorBox: @unchecked Sendable {
    let editor: ReadlineEditor
    private let done = Mutex(false)
    private(set) var plain: LineRead?
    private(set) var field: LineEditResult?

    init(_ editor: ReadlineEditor) { self.editor = editor }

    var isDone: Bool { done.withLock { $0 } }

    func finish(plain: LineRead? = nil, field: LineEditResult? = nil) {
        (self.plain, self.field) = (plain, field)
        done.withLock { $0 = true }
    }

    /// Before the next read.
    func reset() { done.withLock { $0 = false } }
}
