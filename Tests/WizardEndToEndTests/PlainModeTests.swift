import Glibc
import TestSupport
import Testing

/// `wizard setup --plain` at a terminal: readline-edited lines, re-prompts after alerts.
@Suite("Plain mode at a terminal", .serialized, .timeLimit(.minutes(5)))
struct PlainModeTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    @Test("a whole run with a readline edit and a re-prompt after a bad answer")
    func wholeRun() throws {
        let run = TerminalRun(["setup", "--plain", "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("[ Sign in ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        // Type "Alce", move left twice with the arrow key, insert "i": "Alice".
        terminal.send("Alce\u{1B}[D\u{1B}[Di\r")
        #expect(terminal.waitFor("18–50, Enter for 30: "))
        terminal.send("17\r")
        // The alert on one line, then the same prompt again, empty: typing another number
        // answers with it alone.
        #expect(
            terminal.waitFor("Please enter a whole number from 18 to 50.\r\n18–50, Enter for 30: "))
        terminal.send("33\r")
        #expect(terminal.waitFor("3. Prefer not to say"))
        terminal.send("2\r")
        #expect(run.exitStatus() == 0)
        #expect(terminal.text.contains("Alice\r\nAge: 33\r\nGender: Female"))
        #expect(
            Files.text(store)
                == "{\n  \"age\" : 33,\n  \"gender\" : \"female\",\n  \"name\" : \"Alice\",\n  \"signed_in\" : true\n}\n"
        )
        // Bracketed paste stays off: its mode switch never reaches the terminal.
        #expect(!terminal.text.contains("\u{1B}[?2004h"))
    }

    @Test("Korean text is edited as characters, not bytes")
    func koreanEditing() throws {
        let run = TerminalRun(
            ["setup", "--plain", "--store", store, "--age", "30", "--gender", "1"],
            home: home.path, environment: ["LANG": "ko_KR.UTF-8"])
        let terminal = run.terminal
        #expect(terminal.waitFor("[ 로그인 ] Enter 키를 누르세요 "))
        terminal.send("\r")
        #expect(terminal.waitFor("이름: "))
        // One backspace removes the whole syllable 철, then 수 takes its place.
        terminal.send("김철\u{7F}수\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"김수\"") == true)
    }

    @Test("TERM=dumb at a terminal chooses plain mode without --plain")
    func dumbTerminal() throws {
        let run = TerminalRun(
            ["setup", "--store", store, "--name", "Alice", "--gender", "female"],
            home: home.path, environment: ["TERM": "dumb"])
        let terminal = run.terminal
        #expect(terminal.waitFor("[ Sign in ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("18–50, Enter for 30: "))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"age\" : 30") == true)
    }

    @Test("Ctrl-D at an empty prompt quits as Ctrl-C does: 130, nothing saved")
    func endOfInput() throws {
        let run = TerminalRun(["setup", "--plain", "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("[ Sign in ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        terminal.send("\u{04}")
        #expect(run.exitStatus() == 130)
        #expect(terminal.text.contains("nothing was saved"))
        #expect(Files.read(store) == nil)
    }
}
