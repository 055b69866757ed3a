import TestSupport
import Testing

/// A flow with Japanese texts (`examples/tea-time.json`) runs in Japanese in every mode,
/// under `--lang ja` or a Japanese locale, with wizard's own words in Japanese too
/// (po/ja.po, docs/languages.md).
@Suite("A flow in Japanese", .timeLimit(.minutes(5)))
struct JapaneseFlowTests {
    let home = TemporaryDirectory()
    var store: String { home.file("tea.json") }
    static let teaTime = Examples.directory + "/tea-time.json"
    static let savedStore =
        "{\n  \"cups\" : 3,\n  \"name\" : \"タロウ\",\n  \"signed_in\" : true,\n  \"sugar\" : true,\n  \"tea\" : \"black\"\n}\n"

    @Test("the example has every text in English, Korean and Japanese")
    func checks() {
        let result = WizardBinary.run(["flow", "check", Self.teaTime], home: home.path)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(
        "piped: the card and the alerts are Japanese under --lang ja, LANGUAGE=ja or LANG=ja_JP",
        arguments: [
            (["--lang", "ja"], [:]), (["--lang", "ja_JP"], ["LANG": "ko_KR.UTF-8"]),
            ([], ["LANGUAGE": "ja:ko", "LANG": "en_US.UTF-8"]), ([], ["LC_ALL": "ja_JP.UTF-8"]),
        ])
    func piped(options: [String], environment: [String: String]) {
        let arguments = options + ["setup", "--flow", Self.teaTime, "--store", store]
        let refused = WizardBinary.run(
            arguments, input: "タ\n", home: home.path, environment: environment)
        #expect(refused.status == 65)
        #expect(refused.error == "wizard: 2文字以上で入力してください。（入力 1 行目: お名前は？）\n")
        let unknown = WizardBinary.run(
            arguments, input: "タロウ\n\nmaybe\n", home: home.path, environment: environment)
        #expect(unknown.status == 65)
        #expect(
            unknown.error
                == "wizard: はい か いいえ（y か n）で答えてください。（入力 3 行目: お茶に砂糖を入れますか？）\n")
        let result = WizardBinary.run(
            arguments, input: "タロウ\n3\nはい\n紅茶\n", home: home.path, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "名前: タロウ\n杯数: 3杯\n砂糖: はい\nお茶: 紅茶\n")
        #expect(Files.text(store) == Self.savedStore)
    }

    @Test("piped: Korean and English readers get the same flow in their language")
    func otherLanguages() {
        let korean = WizardBinary.run(
            ["setup", "--flow", Self.teaTime, "--store", store], input: "김철\n\n\n1\n",
            home: home.path, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.output == "이름 : 김철\n잔 수 : 2잔\n설탕 : 아니요\n차 : 녹차\n")
        let english = WizardBinary.run(
            ["--lang", "eo", "setup", "--flow", Self.teaTime, "--store", store],
            input: "Kim\n\n\n1\n", home: home.path)
        #expect(english.output == "Name: Kim\nCups: 2 a day\nSugar: No\nTea: Green\n")
    }

    @Test("plain mode at a terminal asks in Japanese")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", Self.teaTime, "--store", store], home: home.path,
            environment: ["LANG": "ja_JP.UTF-8"])
        let terminal = run.terminal
        #expect(terminal.waitFor("ステップ 1（全 5）: ティータイムへようこそ"))
        #expect(terminal.waitFor("[ はじめる ] Enter を押す "))
        terminal.send("\r")
        #expect(terminal.waitFor("ステップ 2（全 5）: お名前は？"))
        terminal.send("タ\r")
        // The alert on one line, then the same prompt again, empty: the new answer is
        // typed alone.
        #expect(terminal.waitFor("2文字以上で入力してください。\r\n名前: "))
        terminal.send("タロウ\r")
        #expect(terminal.waitFor("一日に何杯飲みますか？"))
        terminal.send("3\r")
        #expect(terminal.waitFor("お茶に砂糖を入れますか？"))
        terminal.send("はい\r")
        #expect(terminal.waitFor("3. 麦茶"))
        terminal.send("2\r")
        #expect(run.exitStatus() == 0)
        #expect(terminal.text.contains("名前: タロウ\r\n杯数: 3杯\r\n砂糖: はい\r\nお茶: 紅茶"))
        #expect(Files.text(store) == Self.savedStore)
    }

    @Test("interactive screens show the Japanese texts and wizard's own hints in Japanese")
    func interactive() {
        let run = TerminalRun(
            ["--lang", "ja", "setup", "--flow", Self.teaTime, "--store", store], home: home.path)
        run.waitForScreen("ティータイムへようこそ")
        run.waitForScreen("Enter: はじめる")
        run.waitForScreen("Esc: 終了")
        run.send("\r")
        run.waitForScreen("お名前は？")
        run.send("タ\r")
        run.waitForScreen("⚠ 2文字以上で入力してください。")
        run.send("ロウ\r")
        run.waitForScreen("一日に何杯飲みますか？")
        run.send("\u{1B}[C")
        run.waitForScreen("3杯")
        run.send("\r")
        run.waitForScreen("お茶に砂糖を入れますか？")
        run.waitForScreen("いいえ")
        run.send("y\r")
        run.waitForScreen("どのお茶が好きですか？")
        run.send("\u{1B}[B\u{1B}[B")
        run.waitForScreen("❯ 紅茶")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        run.waitForScreen("名前: タロウ")
        run.waitForScreen("杯数: 3杯")
        #expect(Files.text(store) == Self.savedStore)
        #expect(run.attributesRestored)
    }
}
