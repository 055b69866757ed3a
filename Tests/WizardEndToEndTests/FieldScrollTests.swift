import TestSupport
import Testing

/// The name field at a real terminal when the name is wider than the field: scrolled
/// sideways on whole characters, the margin and `❯` kept, `…` where text is hidden.
@Suite("Scrolled name field")
struct FieldScrollTests {
    let home = TemporaryDirectory()

    @Test("a 96-character name at 80 columns: margin and prompt kept, nothing past the edge")
    func longName() {
        let run = TerminalRun(["setup", "--store", home.file("profile.json")], home: home.path)
        run.signIn()
        run.waitForScreen("What's your name?")
        let name = String(repeating: "abcdefghijkl", count: 8)
        run.send(name)
        run.waitForScreen("ijkl")
        run.waitForScreen("  ❯ …")
        let row = run.screen.screen.first { $0.contains("❯") } ?? ""
        #expect(row.hasPrefix("  ❯ …"), "\(row)")
        #expect(row.hasSuffix("ijkl"), "\(row)")
        #expect(run.screen.overflows.isEmpty)
        run.send("\u{1B}")
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
        run.waitForScreen(" ❯ …")
        let row = run.screen.screen.first { $0.contains("❯") } ?? ""
        #expect(row.hasPrefix(" ❯ …"), "\(row)")
        // After the `…`, the name's last syllables as typed, with no space between them.
        let shown = String(
            row.drop { $0 != "…" }.dropFirst().reversed().drop { $0 == " " }.reversed())
        #expect(shown.count >= 15 && name.hasSuffix(shown) && !shown.contains(" "), "\(row)")
        #expect(run.screen.overflows.isEmpty)
        run.send("\u{1B}")
        #expect(run.exitStatus() == 130)
    }
}
