import Glibc
import TestSupport
import Testing

/// The example flows at a terminal: tour keys, the progress clock, confirm, and the card.
@Suite("Flows from files at a terminal", .timeLimit(.minutes(5)))
struct TourTerminalTests {
    let home = TemporaryDirectory()
    var store: String { home.file("store.json") }

    @Test("slide (GaNaDa, in Korean): →, ← and Enter turn pages; the button waits for the last")
    func slide() {
        let run = TerminalRun(
            ["setup", "--flow", Examples.ganada, "--store", store, "--lang", "ko"],
            home: home.path)
        run.waitForScreen("한국어를 얼마나 알고 있나요?")
        run.waitForScreen("● ○ ○")
        #expect(!run.screen.screen.contains { $0.contains("시작하기") })
        run.send("\u{1B}[C")
        run.waitForScreen("○ ● ○")
        run.waitForScreen("간단한 게임으로 다양한 한국어를 배워 보세요")
        run.send("\u{1B}[D")
        run.waitForScreen("● ○ ○")
        run.send("\r\r")
        run.waitForScreen("○ ○ ●")
        run.waitForScreen(" 시작하기 ")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(Files.text(store) == "{\n  \"signed_in\" : true\n}\n")
    }

    @Test("basic (Real Estate Calculator): every feature at once; s skips")
    func basicShowsEveryFeature() {
        let run = TerminalRun(
            ["setup", "--flow", Examples.realEstate, "--store", store], home: home.path)
        run.waitForScreen("Welcome to Real Estate Calculator")
        for title in [
            "⌂  Mortgage Repayments", "▥  Amortization", "%  Deposit Calculator",
            "✧  Ad-Free Experience",
        ] {
            run.waitForScreen(title)
        }
        run.waitForScreen("Enter: Continue · s: skip · Esc: quit")
        run.send("s")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
    }

    @Test("progress (memo): pages advance by themselves, Space pauses; then every question kind")
    func progress() {
        let flow = home.file("memo.json")
        // The memo example, with one second a page to keep the test short.
        let text = Files.text(Examples.memo)!.replacing("\"seconds\": 3", with: "\"seconds\": 1")
        Files.write(text, to: flow)
        let run = TerminalRun(["setup", "--flow", flow, "--store", store], home: home.path)
        run.waitForScreen("✎  Write memos")
        // No key was pressed: the page advanced by itself.
        run.waitForScreen("⇪  Share with friends")
        run.send(" ")
        run.waitForScreen("⏸ Paused")
        run.waitForScreen("Space: resume")
        // The tour's clock runs until the pause takes hold, so on a busy machine it may have
        // paused a page later than the one seen: step right from there to the last page.
        let pages = ["Share with friends", "Save places", "Attach photos"]
        let shown = run.screen.screen.joined(separator: "\n")
        let pausedAt = pages.lastIndex { shown.contains($0) } ?? 0
        run.send(String(repeating: "\u{1B}[C", count: pages.count - 1 - pausedAt))
        run.waitForScreen("▣  Attach photos")
        run.waitForScreen(" Start ")
        run.send("\r")
        run.waitForScreen("What should we call you?")
        run.send("Kim!\r")
        run.waitForScreen("⚠ Use letters, digits, spaces and _ only.")
        run.send("\u{8}_1\r")
        run.waitForScreen("When should we remind you to write?")
        run.send("\u{1B}[C\r")
        run.waitForScreen("Save your location with each memo?")
        run.waitForScreen("❯ No")
        run.send("y\r")
        run.waitForScreen("Pick a theme")
        run.send("d\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        run.waitForScreen("│ Nickname: Kim_1")
        run.waitForScreen("│ Save location: Yes")
        #expect(
            Files.text(store)?.contains("\"reminder_hour\" : 10,\n  \"save_location\" : true")
                == true)
    }

    @Test("plain mode lists a tour's features as text and asks a confirm question, No the default")
    func plain() {
        let run = TerminalRun(
            ["setup", "--flow", Examples.memo, "--store", store, "--plain"], home: home.path)
        run.waitForScreen(
            "  - Write memos: Fonts and designs with a character of their own are ready for")
        run.waitForScreen("  - Attach photos: Keep your memories with photos.")
        run.send("\r")
        run.waitForScreen("Nickname:")
        run.send("Kim\r")
        run.waitForScreen("6 to 22, Enter for 9:")
        run.send("\r")
        run.waitForScreen("y or n, Enter for No:")
        run.send("maybe\r")
        run.waitForScreen(
            "Please answer Yes or No (y or n).")
        run.send("\u{15}n\r")
        run.waitForScreen("1 to 3:")
        run.send("light\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"save_location\" : false") == true)
    }
}

extension TourTerminalTests {
    @Test("at a 24-row terminal a long picker scrolls a window and a long page scrolls with ↑/↓")
    func tallFrames() {
        let options = (1...30).map { #"{"value":"v\#($0)","label":"Option \#($0)"}"# }
        let words = Array(repeating: "word", count: 500).joined(separator: " ")
        let flow = home.file("tall.json")
        Files.write(
            #"{"id":"tall","steps":[{"kind":"info","title":"Long","text":"\#(words)"},"#
                + #"{"kind":"picker","key":"p","title":"Pick","options":[\#(options.joined(separator: ","))]}]}"#,
            to: flow)
        let run = TerminalRun(["setup", "--flow", flow, "--store", store], home: home.path)
        run.waitForScreen("Enter: Next · ↑/↓ scroll")
        let below = run.screen.screen.first { $0.hasPrefix("  ↓ ") }
        #expect(below != nil, "a sign of the rows below")
        run.send("\u{1B}[B\u{1B}[B")
        run.waitForScreen("  ↑ 2")
        #expect(run.screen.screen.count { !$0.isEmpty } <= 23)
        run.send("\r")
        run.waitForScreen("Pick")
        run.send(String(repeating: "\u{1B}[B", count: 12))
        run.waitForScreen("❯ Option 12")
        run.waitForScreen("↑ 8")
        run.waitForScreen("↓ 15")
        #expect(
            !run.screen.screen.contains { $0.contains("Option 1 ") || $0.hasSuffix("Option 1") })
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(Files.text(store)?.contains("\"p\" : \"v12\"") == true)
    }
}
