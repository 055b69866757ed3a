import Glibc
import TestSupport
import Testing

/// vi's keys in a secret's field, at a terminal: the deletions keep nothing in readline's
/// kill ring, which the next field's yank would show, and the commands that would keep a
/// copy ring the bell and change nothing.
@Suite("A secret's field with vi keys", .timeLimit(.minutes(5)))
struct SecretViKeysTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// The piece a key deletes from the secret; its letters appear nowhere else.
    static let deleted = "Zq7vXw"

    /// The keys typed in the secret's field after the flow has asked it, what they leave,
    /// and how each step is seen to be done.
    enum Typing: String, CaseIterable, Sendable {
        /// Ctrl-W: vi's word rubout.
        case wordRubout
        /// Ctrl-U: the line before the cursor.
        case lineDiscard
        /// Esc, then `x` on the last character; then `dd`, `cc` and `yy`, which ring the bell,
        /// and `x` again.
        case deleteCharacter
    }

    @Test(
        "Ctrl-W, Ctrl-U and x delete without keeping; d, c and y change nothing",
        arguments: Typing.allCases)
    func viKeys(_ typing: Typing) throws {
        let inputrc = home.file("inputrc")
        Files.write("set editing-mode vi\n", to: inputrc)
        let flow = home.file("vi-secret.json")
        Files.write(
            """
            {"id": "vi-secret", "steps": [
              {"kind": "secret", "key": "password", "title": "Your password",
               "placeholder": "Password", "label": "Password", "keep": "hash"},
              {"kind": "text", "key": "note", "title": "A note", "default": "none"}
            ]}
            """, to: flow)
        let run = TerminalRun(
            ["setup", "--flow", flow, "--store", store], home: home.path,
            environment: ["INPUTRC": inputrc])
        run.waitForScreen("Your password")
        /// Waits for the field to show exactly `count` bullets.
        func waitForBullets(_ count: Int) {
            let field = "❯ " + String(repeating: "•", count: count)
            run.waitForScreen("\(count) bullets") {
                $0.contains(field) && !$0.contains(field + "•")
            }
        }
        let kept: String
        switch typing {
        case .wordRubout:
            kept = "hunter22 "
            run.send(kept + Self.deleted)
            waitForBullets(15)
            run.send("\u{17}")
            waitForBullets(9)
        case .lineDiscard:
            kept = "hunter22"
            run.send(Self.deleted)
            waitForBullets(6)
            run.send("\u{15}")
            run.waitForScreen("❯ Password")
            run.send(kept)
            waitForBullets(8)
        case .deleteCharacter:
            kept = "hunter2"
            run.send("hunter22Z")
            waitForBullets(9)
            let column = run.screen.cursorPosition.column
            // Esc: vi's command mode, the cursor back on the last character.
            run.send("\u{1B}")
            waitForCursor(in: run, column: column - 1)
            run.send("x")
            waitForBullets(8)
            // d, c and y ring the bell and change nothing; the x after them shows they are
            // done.
            run.send("ddccyyx")
            waitForBullets(7)
        }
        run.send("\r")
        run.waitForScreen("A note")
        // Ctrl-Y yanks the kill ring's last text: none, and the note keeps its default.
        run.send("\u{19}\r")
        #expect(run.exitStatus() == 0)
        #expect(SecretFlow.stored("note", in: store) == "none")
        let hash = try #require(SecretFlow.stored("password", in: store))
        #expect(CryptCheck.verifies(kept, hash))
    }

    /// Waits for the cursor to be drawn at `column`; records an issue if it never is.
    private func waitForCursor(in run: TerminalRun, column: Int) {
        let deadline = monotonicSeconds() + 10
        while run.screen.cursorPosition.column != column, monotonicSeconds() < deadline {
            run.terminal.waitForOutput(timeout: deadline - monotonicSeconds())
        }
        #expect(run.screen.cursorPosition.column == column)
    }
}
