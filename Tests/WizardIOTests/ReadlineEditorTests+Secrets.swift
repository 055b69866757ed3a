import Glibc
import TestSupport
import Testing
import WizardCore

@testable import WizardIO

/// A secret's edit through the real editor: what it leaves in memory, and what its keys may
/// copy. In ``ReadlineEditorTests``, whose tests run one at a time: readline's state is the
/// process's.
extension ReadlineEditorTests {
    /// What the editor and readline wiped during `body`: every buffer, by name, with its
    /// length and whether it was all zero once wiped.
    func watchingWipes(_ body: () -> Void) -> [(buffer: String, count: Int, isZero: Bool)] {
        SecretWipe.audit.withLock { $0 = [] }
        body()
        return SecretWipe.audit.withLock { records in
            defer { records = nil }
            return records ?? []
        }
    }

    @Test(
        "a secret's edit, however it ends, leaves none of it in readline's buffers: each buffer that held it is zeroed"
    )
    func secretWiped() {
        let field = ReadlineTerminal()
        defer { field.finish() }
        // Letters that neither a prompt, a mark nor an escape sequence has.
        let secret = "qjwvzx"
        let bytes = Array(secret.utf8)
        var echo = AnswerExposure.Echo.masked
        /// Edits with `echo` (masked and hidden in turn) and expects `ending`, then that no
        /// buffer of readline holds the secret.
        func edit(
            _ typed: String, prefill: String = "", typeahead: String = "",
            idleTimeout: Double? = nil, ending: LineEditEnding
        ) {
            let result = field.edit(
                typed, prefill: prefill, typeahead: typeahead, idleTimeout: idleTimeout,
                echo: echo)
            #expect(result?.ending == ending, "\(typed.debugDescription)")
            #expect(SecretWipe.buffersHolding(bytes) == [], "\(typed.debugDescription)")
            echo = echo == .masked ? .hidden : .masked
        }
        let wiped = watchingWipes {
            // Erased in parts (Backspace, Ctrl-W, Ctrl-U: the undo list keeps what they
            // take), typed again and accepted.
            edit("\(secret)\u{7F}\u{7F}\u{17}\u{15}\(secret)\r", ending: .accepted)
            #expect(field.last?.text == secret)
            edit("\u{1B}[200~\(secret)\u{1B}[201~\r", ending: .accepted)
            #expect(field.last?.text == secret)
            edit("\(secret)\u{7F}\u{1B}", ending: .escape)
            edit("\(secret)\u{1B}[Z", ending: .back)
            edit("", typeahead: "\(secret)\u{03}", ending: .quit)
            edit("\(secret)\u{1A}", ending: .suspend)
            // Ctrl-D on the line once erased: readline returns no line.
            edit("\(secret)\u{15}\u{04}", ending: .quit)
            edit(secret, idleTimeout: 0.3, ending: .idle)
            var signal = UInt8(SIGWINCH)
            _ = write(field.wake.write, &signal, 1)
            edit("", prefill: secret, ending: .woken)
            #expect(field.last?.text == secret)
            for plainEcho in [AnswerExposure.Echo.hidden, .masked] {
                let line = field.readLine("\(secret)\u{7F}\u{15}\(secret)\r", echo: plainEcho)
                #expect(line == .line(secret))
                #expect(SecretWipe.buffersHolding(bytes) == [], "plain mode, \(plainEcho)")
            }
        }
        #expect(wiped.allSatisfy { $0.isZero }, "\(wiped.filter { !$0.isZero })")
        for buffer in ["undo text", "returned line", "line buffer", "key bytes", "paste"] {
            #expect(wiped.contains { $0.buffer == buffer && $0.count > 0 }, "\(buffer) wiped")
        }
    }

    @Test(
        "a secret's kills keep nothing and history is out of its reach; a shown edit after it kills, yanks and recalls"
    )
    func secretCopiesNothing() {
        let directory = TemporaryDirectory()
        let field = ReadlineTerminal(historyPath: directory.file("history"))
        defer { field.finish() }
        let name = HistoryPlace(flow: "onboarding", question: "name")
        field.editor.remember(HistoryEntry("Alice", at: name))
        let secret = "qjwv zxyq"
        let kills: [(String, AnswerExposure.Echo)] = [
            ("\u{15}", .masked),  // Ctrl-U
            ("\u{17}\u{17}", .hidden),  // Ctrl-W, twice
            ("\u{01}\u{0B}", .masked),  // Ctrl-A, Ctrl-K
            ("\u{01}\u{1B}d\u{1B}d", .hidden),  // Ctrl-A, M-d, twice
            ("\u{1B}\u{7F}\u{1B}\u{7F}", .masked),  // M-Backspace, twice
            ("\u{18}\u{7F}", .hidden),  // C-x Backspace
        ]
        for (keys, echo) in kills {
            #expect(
                field.edit(secret + keys + "\r", echo: echo)?.text == "", "\(keys.debugDescription)"
            )
        }
        // Up, Ctrl-R and M-. find nothing of the history: the bell.
        #expect(field.edit("\u{1B}[A\r", echo: .masked, history: name)?.text == "")
        #expect(field.edit("\u{12}Al\r", echo: .hidden, history: name)?.text == "Al")
        #expect(field.edit("\u{1B}.\r", echo: .masked, history: name)?.text == "")

        // A shown edit has readline's commands back: it kills and yanks, and recalls the
        // history. Its kill ring holds nothing of the secret: cycling through it (M-y) draws
        // no letter of it.
        #expect(field.edit("ab\u{15}\u{19}\r")?.text == "ab")
        #expect(field.edit("\u{1B}[A\r", history: name)?.text == "Alice")
        // Another question's field recalls nothing of this one's history.
        let database = HistoryPlace(flow: "database", question: "name")
        #expect(field.edit("\u{1B}[A\r", history: database)?.text == "")
        let start = field.drained()
        field.edit("ab\u{15}\u{19}" + String(repeating: "\u{1B}y", count: 10) + "\u{15}\r")
        let drawn = String(decoding: field.terminal.transcript[start...], as: UTF8.self)
        #expect(!drawn.contains { "qjwvzxy".contains($0) }, "\(drawn.debugDescription)")
    }
}
