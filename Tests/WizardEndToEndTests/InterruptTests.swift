import Glibc
import TestSupport
import Testing

/// Ctrl-C quits at once in every state, wizard busy included, with the quit key's words
/// and status (issue: "Ctrl-C, SIGTERM and SIGHUP end wizard promptly in every state,
/// computing included"; "in plain mode Ctrl-C prints nothing").
@Suite("Ctrl-C while busy, and in plain mode", .timeLimit(.minutes(5)))
struct InterruptTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    let existing = "{\n  \"name\" : \"Zed\",\n  \"signed_in\" : true\n}\n"

    /// A text answer checked against the slowest pattern the engine allows (the worst of
    /// `Scripts/bench-pattern`) at the longest answer, then a question more: each Enter
    /// costs the most matching an answer can.
    var slowFlow: String {
        let path = home.file("slow.json")
        Files.write(
            #"""
            {"id": "slow", "store": "slow", "steps": [
              {"kind": "text", "key": "code", "title": "Code", "placeholder": "Code",
               "validators": [{"max_length": 1024},
                              {"pattern": "(.*){1,1000}[bc]", "alert": "Ends in b or c."}]},
              {"kind": "confirm", "key": "sure", "title": "Sure?"}
            ]}
            """#, to: path)
        return path
    }

    @Test("Ctrl-C typed while wizard matches answers quits at once, not after the queued work")
    func busy() {
        Files.write(existing, to: store)
        let enters = 20
        let run = TerminalRun(["setup", "--flow", slowFlow, "--store", store], home: home.path)
        run.waitForScreen("Code")
        // The longest answer, pasted; then Enter after Enter, each refused after a full
        // match, and Ctrl-C behind them. Read as bytes, Ctrl-C would wait for every match.
        run.send("\u{1B}[200~" + String(repeating: "a", count: 1024) + "\u{1B}[201~")
        run.waitForScreen("…")
        run.send(String(repeating: "\r", count: enters) + "\u{03}")
        let status = run.exitStatus(timeout: 60)
        let screen = run.screen
        #expect(
            TestReport.variant(
                "Ctrl-C while computing (class 3)", passed: status == 130 && screen.bells < enters))
        #expect(status == 130)
        #expect(screen.bells < enters, "\(screen.bells) alerts shown before Ctrl-C took effect")
        #expect(
            screen.screen.filter { !$0.allSatisfy(\.isWhitespace) } == [
                "wizard: quit; nothing was saved."
            ])
        #expect(run.attributesRestored)
        #expect(Files.text(store) == existing)
        TestReport.figure(
            "Ctrl-C while computing (class 3)", "alerts shown of \(enters) queued",
            "\(screen.bells)")
    }

    @Test(
        "SIGTERM and SIGHUP while wizard matches answers end it at once, the frame erased",
        arguments: [SIGTERM, SIGHUP])
    func busySignal(signalNumber: Int32) {
        Files.write(existing, to: store)
        let run = TerminalRun(["setup", "--flow", slowFlow, "--store", store], home: home.path)
        run.waitForScreen("Code")
        run.send("\u{1B}[200~" + String(repeating: "a", count: 1024) + "\u{1B}[201~")
        run.waitForScreen("…")
        let enters = 20
        // Enter after Enter, each refused after a full match; the signal behind them.
        run.send(String(repeating: "\r", count: enters))
        kill(run.pid, signalNumber)
        let status = run.exitStatus(timeout: 60)
        let screen = run.screen
        #expect(
            TestReport.variant(
                "signal \(signalNumber) while computing (class 3)",
                passed: status == 128 + signalNumber && screen.bells < enters))
        #expect(status == 128 + signalNumber)
        #expect(screen.bells < enters, "\(screen.bells) alerts shown before the signal took effect")
        #expect(screen.screen.allSatisfy { $0.allSatisfy(\.isWhitespace) })
        #expect(run.attributesRestored)
        #expect(Files.text(store) == existing)
    }

    @Test(
        "Ctrl-C in plain mode prints the quit line and exits 130, in English and Korean",
        arguments: [
            ("en", "18 to 50", "wizard: quit; nothing was saved."),
            ("ko", "18부터 50까지", "wizard: 끝냈습니다. 아무것도 저장하지 않았습니다."),
        ])
    func plain(language: String, agePrompt: String, line: String) {
        // At the name's prompt and at the age's, readline reading, with something typed.
        for atAge in [false, true] {
            Files.write(existing, to: store)
            let run = TerminalRun(
                ["setup", "--plain", "--lang", language, "--store", store], home: home.path)
            run.waitForScreen("Enter")
            run.send("\r")
            run.waitForScreen("[Zed]:")
            if atAge {
                run.send("Alice\r")
                run.waitForScreen(agePrompt)
            }
            run.send("Bo\u{03}")
            let status = run.exitStatus()
            let lines = run.screen.screen.filter { !$0.allSatisfy(\.isWhitespace) }
            TestReport.variant(
                "plain-mode Ctrl-C, \(language)",
                passed: status == 130 && lines.last == line && run.attributesRestored
                    && Files.text(store) == existing)
            #expect(status == 130, "at the age: \(atAge)")
            #expect(lines.last == line, "\(lines)")
            #expect(run.attributesRestored)
            #expect(Files.text(store) == existing)
        }
    }
}
