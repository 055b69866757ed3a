import Glibc
import TestSupport
import Testing
import WizardCore

/// `wizard setup` at a terminal, driven through a pseudo-terminal as a person would.
@Suite("Interactive screens", .timeLimit(.minutes(5)))
struct InteractiveTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// The slider's value as shown large: in fullwidth digits (`３３`).
    func bigValue(_ value: Int) -> String { fullwidth(value) }

    @Test("a whole setup at a terminal: alerts, slider, back, picker, card, terminal restored")
    func wholeRun() {
        let run = TerminalRun(["setup", "--store", store], home: home.path)
        run.waitForScreen("Dance with Toughie!")
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("A\r")
        run.waitForScreen("⚠ Please enter at least two characters. 😓")
        run.waitForScreen("❯ A")
        run.send("lice\r")
        run.waitForScreen("How old are you?")
        run.send("\u{1B}[C\u{1B}[C\u{1B}[C")
        run.waitForScreen(bigValue(33))
        run.send("\u{1B}[Z")
        run.waitForScreen("❯ Alice")
        run.send("\r")
        run.waitForScreen("How old are you?")
        run.waitForScreen(bigValue(33))
        run.send("\r")
        run.waitForScreen("What's your gender?")
        run.send("\r")
        run.waitForScreen("⚠ Please select your gender.")
        run.send("\u{1B}[B")
        run.waitForScreen("❯ Male")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(
            Files.text(store)
                == "{\n  \"age\" : 33,\n  \"gender\" : \"male\",\n  \"name\" : \"Alice\",\n  \"signed_in\" : true\n}\n"
        )
        let screen = run.screen
        let card = screen.allLines.compactMap(cardRow)
        #expect(
            card == [
                "│        🕺        │", "│ Alice            │", "│ Age: 33          │",
                "│ Gender: Male     │",
            ])
        // The hint wraps: the way to sign out names this run's store.
        let below = screen.allLines.map { String($0.drop { $0 == " " }) }.joined(separator: " ")
        #expect(below.contains("wizard profile --logout --store \(store) to sign out"))
        #expect(!screen.allLines.contains { $0.contains("How old are you?") })
        #expect(screen.bells == 2)
        #expect(screen.overflows.isEmpty)
        #expect(screen.cursorVisible)
        #expect(run.attributesRestored)
    }

    @Test(
        "Ctrl-C on a key screen or in the text field exits 130, saves nothing, restores the terminal",
        arguments: ["slider", "field"])
    func interrupt(place: String) {
        let existing = "{\n  \"name\" : \"Zed\",\n  \"signed_in\" : true\n}\n"
        Files.write(existing, to: store)
        let run = TerminalRun(["setup", "--store", store], home: home.path)
        run.signIn()
        run.waitForScreen("❯ Zed")
        if place == "slider" {
            run.send("\r")
            run.waitForScreen("How old are you?")
        }
        run.send("\u{03}")
        #expect(run.exitStatus() == 130)
        #expect(Files.text(store) == existing)
        #expect(run.attributesRestored)
        #expect(run.screen.cursorVisible)
        #expect(run.screen.allLines.last == "wizard: quit; nothing was saved.")
    }

    @Test("Esc quits like Ctrl-C")
    func escape() {
        let run = TerminalRun(["setup", "--store", store], home: home.path)
        run.waitForScreen("Sign in")
        run.send("\u{1B}")
        #expect(run.exitStatus() == 130)
        #expect(Files.read(store) == nil)
        #expect(run.attributesRestored)
    }

    @Test("SIGTERM mid-flow restores the terminal and dies of the signal")
    func terminated() {
        let run = TerminalRun(
            ["setup", "--store", store, "--name", "Alice"], home: home.path)
        run.signIn()
        run.waitForScreen("How old are you?")
        kill(run.pid, SIGTERM)
        #expect(run.exitStatus() == 128 + SIGTERM)
        #expect(Files.read(store) == nil)
        #expect(run.attributesRestored)
        #expect(run.screen.cursorVisible)
    }

    @Test("a Korean locale shows the Korean screens and card")
    func korean() {
        let run = TerminalRun(
            ["setup", "--store", store], home: home.path, environment: ["LANG": "ko_KR.UTF-8"])
        run.waitForScreen("터피와 댄스!")
        run.waitForScreen("로그인")
        run.send("\r")
        run.waitForScreen("이름을 알려주세요!")
        run.send("김\r")
        run.waitForScreen("⚠ 두 글자 이상 입력해 주세요. 😓")
        run.send("철\r")
        run.waitForScreen("나이를 알려주세요!")
        run.send("\r")
        run.waitForScreen("성별을 알려주세요!")
        run.send("\r")
        run.waitForScreen("⚠ 성별을 선택해 주세요.")
        run.send("여")
        run.waitForScreen("❯ 여자")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        let card = run.screen.allLines.compactMap(cardRow)
        #expect(
            card == [
                "│        🕺        │", "│ 김철             │", "│ 나이 : 30세      │",
                "│ 성별 : 여자      │",
            ])
        #expect(run.screen.allLines.contains { $0.contains("로그아웃하려면 wizard profile --logout") })
        #expect(run.screen.overflows.isEmpty)
    }

    @Test("a resize to 40 columns mid-flow re-lays out; no line is wider than the terminal")
    func resize() {
        let run = TerminalRun(["setup", "--store", store], home: home.path)
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("Alice\r")
        // Once the slide-in has settled: the title at the margin.
        run.waitForScreen("the age step at rest") { $0.hasPrefix("  How old are you?") }
        run.resize(columns: 40)
        // At 40 columns the margin narrows to one column and the track shortens.
        run.waitForScreen("the slider laid out for 40 columns") {
            $0.hasPrefix(" 18 ━") && $0.hasSuffix(" 50") && $0.displayWidth <= 40
        }
        run.send("\r")
        run.waitForScreen("What's your gender?")
        run.send("f\r")
        #expect(run.exitStatus() == 0)
        let screen = run.screen
        #expect(screen.overflows.isEmpty, "\(screen.overflows)")
        #expect(screen.screen.allSatisfy { $0.displayWidth <= 40 })
        #expect(screen.allLines.contains { cardRow($0)?.hasPrefix("│ Gender: Female") == true })
    }

    @Test(
        "--no-color and NO_COLOR use no colour; by default the accent colour is used",
        arguments: [(["--no-color"], [:]), ([], ["NO_COLOR": "1"]), ([], [:])]
            as [([String], [String: String])])
    func colour(arguments: [String], environment: [String: String]) {
        let run = TerminalRun(
            ["setup", "--store", store, "--name", "Alice", "--age", "30"] + arguments,
            home: home.path, environment: environment)
        run.signIn()
        run.waitForScreen("What's your gender?")
        run.send("m\r")
        #expect(run.exitStatus() == 0)
        let wantsColour = arguments.isEmpty && environment.isEmpty
        #expect(run.screen.usedColour == wantsColour)
        #expect(run.screen.attributes.contains(1))
    }

    @Test("running setup again prefills the stored name and remembers answers in the history")
    func rerun() {
        let first = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "1"], home: home.path)
        first.signIn()
        first.waitForScreen("What's your name?")
        first.send("Alice\r")
        #expect(first.exitStatus() == 0)
        #expect(Files.text(home.file(".local/state/wizard/history")) == "onboarding\tname\tAlice\n")
        #expect(Files.mode(home.file(".local/state/wizard/history")) == 0o600)
        let second = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "1"], home: home.path)
        second.signIn()
        second.waitForScreen("❯ Alice")
        second.send("\u{15}Bobby\r")
        #expect(second.exitStatus() == 0)
        #expect(
            Files.text(home.file(".local/state/wizard/history"))
                == "onboarding\tname\tAlice\nonboarding\tname\tBobby\n")
        // Third run: the field holds "Bobby"; erase it, and ↑ ↑ goes back to "Alice".
        let third = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "1"], home: home.path)
        third.signIn()
        third.waitForScreen("❯ Bobby")
        third.send("\u{15}")
        // Emptied, the field shows its placeholder again.
        third.waitForScreen("an empty field") { $0.hasSuffix("❯ Name") }
        third.send("\u{1B}[A\u{1B}[A")
        third.waitForScreen("❯ Alice")
        third.send("\r")
        #expect(third.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"Alice\"") == true)
    }

    @Test("keys typed ahead reach the step they were meant for, text field included")
    func typeahead() {
        let run = TerminalRun(["setup", "--store", store, "--no-animation"], home: home.path)
        run.waitForScreen("Sign in")
        run.send("\rAlice\r\u{1B}[C\u{1B}[C\r\u{1B}[B\r")
        #expect(run.exitStatus() == 0)
        #expect(
            Files.text(store)
                == "{\n  \"age\" : 32,\n  \"gender\" : \"male\",\n  \"name\" : \"Alice\",\n  \"signed_in\" : true\n}\n"
        )
    }

    @Test(
        "in the text field a lone Esc quits (asking) with emacs keys; with vi keys it is vi's Esc")
    func escapeInField() {
        let emacs = TerminalRun(["setup", "--store", store], home: home.path)
        emacs.signIn()
        emacs.waitForScreen("What's your name?")
        emacs.send("Al\u{1B}")
        emacs.waitForScreen("Quit without saving? y/N")
        emacs.send("y")
        #expect(emacs.exitStatus() == 130)
        #expect(emacs.attributesRestored)

        let inputrc = home.file("inputrc")
        Files.write("set editing-mode vi\n", to: inputrc)
        let vi = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "2"], home: home.path,
            environment: ["INPUTRC": inputrc])
        vi.signIn()
        vi.waitForScreen("What's your name?")
        // Esc to command mode, x deletes the last letter, Enter accepts.
        vi.send("Alicex\u{1B}")
        vi.waitForScreen("❯ Alicex")
        vi.send("x\r")
        #expect(vi.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"Alice\"") == true)
    }

    @Test("Ctrl-D in the empty text field quits as Esc does: exit 130")
    func endOfInput() {
        let run = TerminalRun(["setup", "--store", store], home: home.path)
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("\u{04}")
        #expect(run.exitStatus() == 130)
        #expect(Files.read(store) == nil)
        #expect(run.attributesRestored)
    }

    @Test("a pasted number moves the slider; a resize keeps the alert on show")
    func pasteAndResize() {
        let run = TerminalRun(["setup", "--store", store, "--name", "Alice"], home: home.path)
        run.signIn()
        run.waitForScreen("How old are you?")
        run.send("\u{1B}[200~42\u{1B}[201~")
        run.waitForScreen(bigValue(42))
        run.send("\r")
        run.waitForScreen("What's your gender?")
        run.send("\r")
        run.waitForScreen("⚠ Please select your gender.")
        run.resize(columns: 50)
        // Below 60 columns the margin narrows to one column.
        // The name, given as an option, is not counted.
        run.waitForScreen("the gender step laid out for 50 columns") { $0.hasPrefix(" 3/3 ") }
        run.waitForScreen("⚠ Please select your gender.")
        run.send("\u{1B}[200~Female\u{1B}[201~\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"age\" : 42") == true)
        #expect(Files.text(store)?.contains("\"gender\" : \"female\"") == true)
    }

    @Test("wizard with no command runs setup at a terminal until someone is signed in")
    func automatic() {
        let run = TerminalRun(["--store", store, "--no-animation"], home: home.path)
        run.waitForScreen("Dance with Toughie!")
        run.send("\u{1B}")
        #expect(run.exitStatus() == 130)
    }
}

/// A row of the boxed profile card without the spaces around it; `nil` for other rows.
private func cardRow(_ line: String) -> String? {
    let row = line.drop { $0 == " " }
    guard row.hasPrefix("│") else { return nil }
    var text = String(row)
    while text.last == " " { text.removeLast() }
    return text
}
