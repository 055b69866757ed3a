import Glibc
import TestSupport
import Testing

/// Keys at a real terminal that once lost answers or showed them wrong: Esc and a letter
/// (readline's Meta, or the quit question once answers are given), and a pasted line break.
@Suite("Esc's question and pasted line breaks at a terminal", .timeLimit(.minutes(5)))
struct FieldKeysTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// Esc's question, the one line under the frame.
    static let question = "Quit without saving? y/N"

    /// Waits until no row of the screen shows `text`.
    func waitForScreen(
        without text: String, in run: TerminalRun, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        run.waitForScreen(
            "a screen without \(text.debugDescription)", sourceLocation: sourceLocation
        ) {
            _ in !run.screen.screen.contains { $0.contains(text) }
        }
    }

    @Test(
        "Esc, then a letter after the keyseq-timeout ~/.inputrc sets, asks and goes back; Esc and the letter at once are Meta"
    )
    func escapeThenLetter() {
        let inputrc = home.file("inputrc")
        Files.write("set keyseq-timeout 1200\n", to: inputrc)
        let run = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "2"], home: home.path,
            environment: ["INPUTRC": inputrc])
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("John Smith")
        run.waitForScreen("❯ John Smith")
        let pressed = monotonicSeconds()
        run.send("\u{1B}")
        // The field waits readline's keyseq-timeout for the rest of a sequence, then asks:
        // the name typed is not thrown away.
        run.waitForScreen(Self.question)
        #expect(monotonicSeconds() - pressed >= 1.2)
        #expect(run.screen.screen.contains { $0.contains("❯ John Smith") })
        // Any key but yes goes back to the field, the line as it was.
        run.send("b")
        waitForScreen(without: Self.question, in: run)
        // Esc and b together are M-b, a word back: X goes in before "Smith".
        run.send("\u{1B}bX")
        run.waitForScreen("❯ John XSmith")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"John XSmith\"") == true)
        #expect(run.attributesRestored)
    }

    @Test("Esc's question quits on y (130, nothing saved), in Korean on 예; Ctrl-C never asks")
    func quitQuestion() {
        let english = TerminalRun(["setup", "--store", store], home: home.path)
        english.signIn()
        english.waitForScreen("What's your name?")
        english.send("Alice\r")
        english.waitForScreen("How old are you?")
        english.send("\u{1B}")
        english.waitForScreen(Self.question)
        english.send("y")
        #expect(english.exitStatus() == 130)
        #expect(Files.read(store) == nil)
        #expect(english.attributesRestored)
        #expect(!english.screen.screen.contains { $0.contains(Self.question) })

        let korean = TerminalRun(["setup", "--store", store, "--lang", "ko"], home: home.path)
        korean.waitForScreen("로그인")
        korean.send("\r")
        korean.waitForScreen("❯")
        korean.send("김철수\r")
        korean.waitForScreen("나이를 알려주세요!")
        korean.send("\u{1B}")
        korean.waitForScreen("저장하지 않고 끝낼까요? y(예)/N")
        korean.send("예")
        #expect(korean.exitStatus() == 130)
        #expect(Files.read(store) == nil)

        let interrupted = TerminalRun(["setup", "--store", store], home: home.path)
        interrupted.signIn()
        interrupted.waitForScreen("What's your name?")
        interrupted.send("Alice\r")
        interrupted.waitForScreen("How old are you?")
        interrupted.send("\u{03}")
        #expect(interrupted.exitStatus() == 130)
        #expect(!interrupted.screen.screen.contains { $0.contains(Self.question) })
    }

    @Test(
        "keys typed after a quit are dropped, never left for the shell: plain mode's Ctrl-D, Esc's y"
    )
    func typedAheadDropped() {
        /// Bytes the terminal still holds for whoever reads it next.
        func queued(_ run: TerminalRun) -> Int32 {
            var count: Int32 = 0
            _ = ioctl(run.terminal.slave, UInt(FIONREAD), &count)
            return count
        }
        let plain = TerminalRun(["setup", "--plain", "--store", store], home: home.path)
        #expect(plain.terminal.waitFor("[ Sign in ] press Enter "))
        plain.send("\r")
        #expect(plain.terminal.waitFor("Name: "))
        // Readline reads a key at a time: what follows Ctrl-D is still queued as wizard quits.
        plain.send("\u{04}echo leftover\r")
        #expect(plain.exitStatus() == 130)
        #expect(queued(plain) == 0)

        let screens = TerminalRun(["setup", "--store", store], home: home.path)
        screens.signIn()
        screens.waitForScreen("What's your name?")
        screens.send("Alice\r")
        screens.waitForScreen("How old are you?")
        screens.send("\u{1B}")
        screens.waitForScreen(Self.question)
        screens.send("yecho leftover\r")
        #expect(screens.exitStatus() == 130)
        #expect(queued(screens) == 0)
        #expect(Files.read(store) == nil)
    }

    @Test(
        "a paste's trailing line break is dropped; one inside shows as ↵ and is refused, saying so")
    func pastedLineBreak() {
        let run = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "2"], home: home.path)
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("\u{1B}[200~Alice\nBob\u{1B}[201~")
        run.waitForScreen("❯ Alice↵Bob")
        run.send("\r")
        run.waitForScreen("⚠ Please keep the answer on one line: remove the line break (↵).")
        #expect(!run.screen.screen.contains { $0.contains("\u{FFFD}") })
        // Emptied (Ctrl-A, Ctrl-K), then a copied line with its line end pasted.
        run.send("\u{01}\u{0B}\u{1B}[200~Carol\n\u{1B}[201~")
        run.waitForScreen("❯ Carol")
        #expect(
            !run.screen.screen.contains {
                $0.contains("❯ Carol↵") || $0.contains("❯ Carol\u{FFFD}")
            })
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"Carol\"") == true)
    }
}
