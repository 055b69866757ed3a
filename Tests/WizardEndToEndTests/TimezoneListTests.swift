import TestSupport
import Testing

/// Long lists found by typing (`examples/timezone.json`: areas, then each area's zones, then
/// a long multi-select of locales): at the screens, in plain mode, and piped input exact.
@Suite(
    "The timezone example's long lists, filtered as they are typed", .serialized,
    .timeLimit(.minutes(5)))
struct TimezoneListTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    private func screens(_ language: String = "C.UTF-8") -> TerminalRun {
        TerminalRun(
            ["setup", "--flow", Examples.timezone, "--store", store], home: home.path,
            environment: ["LANG": language])
    }

    /// Chooses the area `downs` rows down (1 Africa, 2 America, 3 Asia) at the screens.
    private func chooseArea(_ run: TerminalRun, downs: Int, title: String) {
        run.waitForScreen(title)
        run.send(String(repeating: "\u{1B}[B", count: downs) + "\r")
    }

    @Test("seo then Enter chooses Asia/Seoul; the filter line counts the matches")
    func seoul() {
        let run = screens()
        chooseArea(run, downs: 3, title: "Where are you?")
        run.waitForScreen("Filter: type part of a name (29 choices)")
        run.waitForScreen("type to filter · ↑/↓ PgUp/PgDn choose")
        run.send("seo")
        run.waitForScreen("Filter: seo  (1 of 29)")
        run.waitForScreen("❯ Seoul")
        run.send("\r")
        run.waitForScreen("Which locales should be generated?")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"zone_asia\" : \"Asia/Seoul\"") == true)
    }

    @Test("in Korean, ㅅㅇ then Enter chooses 서울 by its initial consonants")
    func seoulInKorean() {
        let run = screens("ko_KR.UTF-8")
        chooseArea(run, downs: 3, title: "어디에 계신가요?")
        run.waitForScreen("찾기: 이름의 일부를 입력하세요 (선택지 29개)")
        run.send("ㅅㅇ")
        // Initials in order: 서울 first, then 상하이 (ㅅ…ㅇ).
        run.waitForScreen("찾기: ㅅㅇ  (29개 중 2개)")
        run.waitForScreen("❯ 서울")
        run.send("\r")
        run.waitForScreen("어떤 로캘을 만들까요?")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"zone_asia\" : \"Asia/Seoul\"") == true)
    }

    @Test("new y finds America/New_York; Backspace widens; Esc clears, and only then quits")
    func newYork() {
        let run = screens()
        chooseArea(run, downs: 2, title: "Where are you?")
        run.send("new y")
        run.waitForScreen("Filter: new y  (1 of 31)")
        run.waitForScreen("❯ New York")
        run.send("\u{7F}\u{7F}")
        run.waitForScreen("Filter: new  (3 of 31)")
        run.waitForScreen("North Dakota/New Salem")
        run.send("\u{1B}")
        run.waitForScreen("Filter: type part of a name (31 choices)")
        // The choice is kept as the whole list comes back.
        run.waitForScreen("❯ New York")
        // With the filter clear, Esc quits; an area was answered, so it asks first.
        run.send("\u{1B}")
        run.waitForScreen("Quit without saving? y/N")
        run.send("y")
        #expect(run.exitStatus() == 130)
    }

    @Test("PgDn moves a page down a long list, End to its last option")
    func pageDown() {
        let run = screens()
        chooseArea(run, downs: 2, title: "Where are you?")
        run.waitForScreen("Filter: type part of a name (31 choices)")
        run.send("\u{1B}[B")
        run.waitForScreen("❯ Anchorage")
        run.send("\u{1B}[6~")
        run.waitForScreen("❯ Guatemala")
        run.send("\u{1B}[F")
        run.waitForScreen("❯ Winnipeg")
        run.send("\u{03}")
        #expect(run.exitStatus() == 130)
    }

    @Test("at 80×24 the locales list gives up rows for its hints, which give Esc one meaning")
    func hintsStayInView() {
        let run = screens()
        chooseArea(run, downs: 1, title: "Where are you?")
        run.send("cairo\r")
        run.waitForScreen("Which locales should be generated? (1 chosen)")
        // The last hint row, under the list and the button: quitting is Ctrl-C's, as Esc
        // clears the filter here.
        run.waitForScreen("Esc clears · Shift-Tab: back · Ctrl-C: quit")
        let rows = run.screen.screen
        #expect(!rows.contains { $0.contains("Esc: quit") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("  Enter: Get started · ") }, "\(rows)")
        #expect(!rows.contains { $0.trimmingPrefix { $0 == " " }.hasPrefix("·") }, "\(rows)")
        run.send("\u{03}")
        #expect(run.exitStatus() == 130)
    }

    @Test("a multi-select keeps and counts the choices its filter hides")
    func hiddenChoices() {
        let run = screens()
        chooseArea(run, downs: 1, title: "Where are you?")
        run.send("cairo\r")
        run.waitForScreen("Which locales should be generated? (1 chosen)")
        run.send("ko")
        run.waitForScreen("Filter: ko  (1 of 55) · 1 chosen not shown")
        run.send(" ")
        run.waitForScreen("(2 chosen)")
        run.send("\u{1B}")
        run.waitForScreen("Filter: type part of a name (55 choices)")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(
            Files.text(store)?.contains(
                "\"locales\" : [\n    \"en_US.UTF-8\",\n    \"ko_KR.UTF-8\"\n  ]") == true)
    }

    @Test("plain mode: a unique prefix chooses, several are listed, ? lists all, entries by part")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", Examples.timezone, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("6. Pacific\r\n"))
        terminal.send("Amer\r")
        // Thirty-one zones are not read out; the prompt says how to find one.
        #expect(
            terminal.waitFor("31 choices: type part of a name to find one, or ? to list them all."))
        #expect(!terminal.text.contains("New York"))
        terminal.send("new\r")
        #expect(terminal.waitFor("“new” matches 3 choices:\r\n"))
        #expect(
            terminal.waitFor("  18. Newark\r\n  19. New York\r\n  20. North Dakota/New Salem\r\n"))
        terminal.send("?\r")
        #expect(terminal.waitFor("  31. Winnipeg\r\n"))
        terminal.send("new y\r")
        #expect(terminal.waitFor("55 choices: type part of a name"))
        terminal.send("ko, ja\r")
        #expect(run.exitStatus() == 0)
        // No instruction meant for the screens' keys reaches plain mode.
        #expect(!terminal.text.contains("Space"), "\(terminal.text)")
        #expect(Files.text(store)?.contains("\"zone_america\" : \"America/New_York\"") == true)
        #expect(
            Files.text(store)?.contains(
                "\"locales\" : [\n    \"ja_JP.UTF-8\",\n    \"ko_KR.UTF-8\"\n  ]") == true)
    }

    @Test("plain mode in Korean: ㅅㅇ lists 서울 first; a line that matches nothing is refused")
    func plainKorean() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", Examples.timezone, "--store", store], home: home.path,
            environment: ["LANG": "ko_KR.UTF-8"])
        let terminal = run.terminal
        #expect(terminal.waitFor("6. 태평양\r\n"))
        terminal.send("아시\r")
        #expect(terminal.waitFor("선택지가 29개입니다. 이름의 일부를 입력해 찾거나"))
        let refused = terminal.transcript.count
        terminal.send("ㅂㅂ\r")
        #expect(terminal.waitFor("1부터 29까지: ", from: refused))
        terminal.send("ㅅㅇ\r")
        #expect(terminal.waitFor("'ㅅㅇ'에 맞는 선택지가 2개 있습니다:\r\n  20. 서울\r\n  21. 상하이\r\n"))
        terminal.send("20\r")
        #expect(terminal.waitFor("선택지가 55개"))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"zone_asia\" : \"Asia/Seoul\"") == true)
    }

    @Test("piped input stays exact: a part of a name is refused, the value or label answers")
    func pipedExact() {
        let refused = WizardBinary.run(
            ["setup", "--flow", Examples.timezone, "--store", store], input: "Asia\nseo\n\n",
            home: home.path)
        #expect(refused.status != 0)
        #expect(refused.error.contains("input line 2"))
        #expect(Files.read(store) == nil)
        let exact = WizardBinary.run(
            ["setup", "--flow", Examples.timezone, "--store", store],
            input: "Asia\nSeoul\nko_KR.UTF-8\n", home: home.path)
        #expect(exact.status == 0)
        #expect(Files.text(store)?.contains("\"zone_asia\" : \"Asia/Seoul\"") == true)
    }
}
