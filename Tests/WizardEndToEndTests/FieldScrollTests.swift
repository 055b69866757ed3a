import TestSupport
import Testing

/// The name field at a real terminal when the name is wider than the field: scrolled
/// sideways on whole characters, the margin and `❯` kept, `…` where text is hidden.
@Suite("Scrolled name field", .timeLimit(.minutes(5)))
struct FieldScrollTests {
    let home = TemporaryDirectory()

    @Test("a 96-character name at 80 columns: margin and prompt kept, nothing past the edge")
    func longName() {
        let run = TerminalRun(["setup", "--store", home.file("profile.json")], home: home.path)
        run.signIn()
        run.waitForScreen("What's your name?")
        let name = String(repeating: "abcdefghijkl", count: 8)
        run.send(name)
        waitForEnd(of: name, prompt: "  ❯ ", in: run)
        let row = run.screen.screen.first { $0.contains("❯") } ?? ""
        #expect(row.hasPrefix("  ❯ …"), "\(row)")
        #expect(row.hasSuffix("ijkl"), "\(row)")
        #expect(run.screen.overflows.isEmpty)
        run.send("\u{1B}")
        run.waitForScreen("Quit without saving? y/N")
        run.send("y")
        #expect(run.exitStatus() == 130)
    }

    @Test("a 24-syllable Korean name at 40 columns: whole syllables, no spaces added, ❯ kept")
    func koreanName() {
        let run = TerminalRun(
            ["setup", "--lang", "ko", "--store", home.file("profile.json")], home: home.path,
            columns: 40)
        run.waitForScreen("로그인")
        run.send("\r")
        run.waitForScreen("이름을 알려주세요")
        let name = String(repeating: "김철수민지하", count: 4)
        run.send(name)
        waitForEnd(of: name, prompt: " ❯ ", in: run)
        let row = run.screen.screen.first { $0.contains("❯") } ?? ""
        #expect(row.hasPrefix(" ❯ …"), "\(row)")
        // After the `…`, the name's last syllables as typed, with no space between them.
        let shown = String(
            row.drop { $0 != "…" }.dropFirst().reversed().drop { $0 == " " }.reversed())
        #expect(shown.count >= 15 && name.hasSuffix(shown) && !shown.contains(" "), "\(row)")
        #expect(run.screen.overflows.isEmpty)
        run.send("\u{1B}")
        run.waitForScreen("저장하지 않고 끝낼까요? y(예)/N")
        run.send("y")
        #expect(run.exitStatus() == 130)
    }

    /// Waits until the field shows the end of `name` with every key of it handled. A name
    /// typed only partway can scroll to the very same row, so the cursor goes home first
    /// (the row then starts with the name and ends in `…`) and back to the end.
    private func waitForEnd(of name: String, prompt: String, in run: TerminalRun) {
        func trimmed(_ row: String) -> String {
            String(row.reversed().drop { $0 == " " }.reversed())
        }
        run.send("\u{01}")
        run.waitForScreen("the start of the name") { row in
            trimmed(row).hasPrefix(prompt + " " + name.prefix(3)) && trimmed(row).hasSuffix("…")
        }
        run.send("\u{05}")
        // Until the row is erased to its end, the start's `…` is still there.
        run.waitForScreen("the end of the name") { row in
            trimmed(row).hasPrefix(prompt + "…") && trimmed(row).hasSuffix(name.suffix(3))
        }
    }
}
