import TestSupport
import Testing

/// Seed 002's progress styles at a terminal: `--progress` and a flow's `progress` field.
@Suite("Progress styles at a terminal", .timeLimit(.minutes(5)))
struct ProgressStyleTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    @Test("--progress percent: the share done and the time left over a rounded bar, step by step")
    func percent() {
        let run = TerminalRun(
            ["setup", "--progress", "percent", "--store", store], home: home.path, columns: 40)
        run.waitForScreen("0% complete       ◷ 1 min left")
        run.waitForScreen("◖░░░░░░░░░░░░░░░░░░░░░░░░░░░░◗")
        run.send("\r")
        run.waitForScreen("25% complete")
        run.send("Al\r")
        run.waitForScreen("50% complete")
        run.waitForScreen("◖██████████████░░░░░░░░░░░░░░◗")
        run.send("\r\u{1B}[B\r")
        #expect(run.exitStatus() == 0)
        #expect(run.screen.overflows.isEmpty)
        #expect(run.attributesRestored)
    }

    @Test("a flow's progress field: dash, in Korean, and --progress bar over it")
    func flowField() {
        let flow = home.file("dash.json")
        Files.write(
            #"{"id": "d", "progress": "dash", "steps": [{"kind": "text", "key": "n", "title": {"en": "Name?", "ko": "이름은?"}}, {"kind": "confirm", "key": "c", "title": {"en": "OK?", "ko": "좋아요?"}, "default": true}]}"#,
            to: flow)
        let dash = TerminalRun(
            ["setup", "--flow", flow, "--store", store], home: home.path,
            environment: ["LANG": "ko_KR.UTF-8"])
        dash.waitForScreen("1/2 ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─")
        dash.send("Al\r")
        dash.waitForScreen("2/2 ━ ━ ━ ━ ━ ━ ━ ─ ─ ─ ─ ─ ─ ─ ─")
        dash.send("\r")
        #expect(dash.exitStatus() == 0)
        let bar = TerminalRun(
            ["setup", "--flow", flow, "--store", store, "--progress", "bar"], home: home.path)
        bar.waitForScreen("1/2 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░")
        bar.send("\u{03}")
        #expect(bar.exitStatus() == 130)
    }

    @Test("a style that is not one is a usage error, in the language asked for")
    func unknownStyle() {
        let english = WizardBinary.run(["setup", "--progress", "pie"], home: home.path)
        #expect(english.status == 64)
        #expect(
            english.error
                == "wizard: unknown progress style 'pie'; use bar, dash or percent\nTry 'wizard setup --help' for more information.\n"
        )
        let korean = WizardBinary.run(["--progress=pie", "--lang", "ko"], home: home.path)
        #expect(korean.status == 64)
        #expect(
            korean.error.hasPrefix(
                "wizard: 알 수 없는 진행 표시 방식 'pie'입니다. bar, dash, percent 중 하나를 쓰세요\n"))
    }
}
