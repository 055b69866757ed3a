import TestSupport
import Testing

/// The seed's `TextField("이름")`: the name field's placeholder, drawn by readline's field
/// at a terminal, never in plain mode or a pipe.
@Suite("The text field's placeholder", .timeLimit(.minutes(5)))
struct PlaceholderTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// The screen's row holding the field's prompt, trimmed.
    private func field(_ run: TerminalRun) -> String? {
        run.screen.screen.first { $0.contains("❯") }.map { String($0.drop { $0 == " " }) }
    }

    @Test("dimmed in the empty field, gone on the first key, back when the field is emptied")
    func shownAndHidden() {
        let run = TerminalRun(
            ["setup", "--store", store], home: home.path, environment: ["LANG": "ko_KR.UTF-8"])
        run.waitForScreen("로그인")
        run.send("\r")
        run.waitForScreen("❯ 이름")
        #expect(run.terminal.text.contains("❯ \u{1B}[2m이름\u{1B}[22m"))
        run.send("김")
        run.waitForScreen("❯ 김")
        #expect(field(run) == "❯ 김")
        run.send("\u{7F}")
        run.waitForScreen("the placeholder again") { $0.hasSuffix("❯ 이름") }
        run.send("김철\r")
        run.waitForScreen("나이를 알려주세요!")
        run.send("\u{1B}")
        run.waitForScreen("저장하지 않고 끝낼까요? y(예)/N")
        run.send("y")
        #expect(run.exitStatus() == 130)
    }

    @Test("not shown under NO_COLOR, where the dimming may not show")
    func noColour() {
        let run = TerminalRun(
            ["setup", "--store", store], home: home.path, environment: ["NO_COLOR": "1"])
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("A")
        run.waitForScreen("❯ A")
        run.send("\u{7F}")
        run.waitForScreen("an empty field") { $0.hasSuffix("❯") }
        #expect(!run.terminal.text.contains("Name"))
        run.send("\u{03}")
        #expect(run.exitStatus() == 130)
    }

    @Test("never in plain mode: the prompt names the field, and nothing is dimmed")
    func plain() {
        let run = TerminalRun(["setup", "--plain", "--store", store], home: home.path)
        #expect(run.terminal.waitFor("press Enter "))
        run.send("\r")
        #expect(run.terminal.waitFor("Name: "))
        run.send("Al\r30\r1\r")
        #expect(run.exitStatus() == 0)
        #expect(!run.terminal.text.contains("\u{1B}[2m"))
    }
}
