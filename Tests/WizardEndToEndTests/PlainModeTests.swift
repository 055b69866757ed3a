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
        #expect(terminal.waitFor("18 to 50, Enter for 30: "))
        terminal.send("17\r")
        // The alert on one line, then the same prompt again, empty: typing another number
        // answers with it alone.
        #expect(
            terminal.waitFor(
                "Please enter a whole number from 18 to 50.\r\n18 to 50, Enter for 30: "))
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

    @Test("a line typed at the welcome is said to be left, not dropped silently")
    func lineAtWelcome() throws {
        let run = TerminalRun(
            ["setup", "--plain", "--store", store, "--age", "30", "--gender", "1"],
            home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("[ Sign in ] press Enter "))
        terminal.send("Alice\r")
        #expect(
            terminal.waitFor(
                "Alice\r\nThis page takes no answer; press Enter to go on, then answer the next"
                    + " question.\r\n[ Sign in ] press Enter "))
        #expect(!terminal.text.contains("Name: "))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        terminal.send("Alice\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"Alice\"") == true)
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
        #expect(terminal.waitFor("18 to 50, Enter for 30: "))
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
        // The quit message starts a line of its own, not after the prompt.
        #expect(terminal.text.contains("Name: \r\nwizard: quit; nothing was saved."))
        #expect(!terminal.text.contains("Name: wizard"))
    }

    @Test("Ctrl-D at the review prompt ends its line before the quit message")
    func endOfInputAtReview() throws {
        let run = TerminalRun(
            ["setup", "--plain", "--review", "--store", store, "--age", "30", "--gender", "1"],
            home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("[ Sign in ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        terminal.send("Alice\r")
        #expect(terminal.waitFor("that answer: "))
        terminal.send("\u{04}")
        #expect(run.exitStatus() == 130)
        #expect(terminal.text.contains("that answer: \r\nwizard: quit; nothing was saved."))
        #expect(Files.read(store) == nil)
    }

    @Test("the back and quit words: said once, back keeps the answers, quit saves nothing")
    func backAndQuitWords() throws {
        let run = TerminalRun(["setup", "--plain", "--store", store], home: home.path)
        let terminal = run.terminal
        let note = "Type :back to go back a step, or :quit to quit without saving."
        #expect(terminal.waitFor(note + "\r\n[ Sign in ] press Enter "))
        // Nothing comes before the first step: it says so and asks again.
        terminal.send(":back\r")
        #expect(terminal.waitFor("there is none before it.\r\n[ Sign in ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        // A word inside an answer is an answer: "back" is a name.
        terminal.send("back\r")
        #expect(terminal.waitFor("Enter for 30: "))
        // Typed alone, with space around it and in capitals, the word goes back.
        terminal.send("  :BACK \r")
        #expect(terminal.waitFor("Name [back]: "))
        terminal.send("\r")
        #expect(terminal.waitFor("Enter for 30: "))
        terminal.send("40\r")
        #expect(terminal.waitFor("3. Prefer not to say"))
        terminal.send(":back\r")
        #expect(terminal.waitFor("Enter for 40: "))
        terminal.send(":quit\r")
        #expect(run.exitStatus() == 130)
        #expect(terminal.text.contains(":quit\r\nwizard: quit; nothing was saved."))
        #expect(Files.read(store) == nil)
        // Said once only.
        #expect(occurrences(of: note, in: terminal.text) == 1)
    }

    @Test("Korean's back and quit words, and the English ones in Korean too")
    func koreanWords() throws {
        let run = TerminalRun(
            ["setup", "--plain", "--store", store], home: home.path,
            environment: ["LANG": "ko_KR.UTF-8"])
        let terminal = run.terminal
        #expect(terminal.waitFor("앞 단계로 돌아가려면 :뒤로, 저장하지 않고 끝내려면 :끝 한 단어만 입력하세요."))
        #expect(terminal.waitFor("[ 로그인 ] Enter 키를 누르세요 "))
        terminal.send("\r")
        #expect(terminal.waitFor("이름: "))
        terminal.send("김수\r")
        #expect(terminal.waitFor("30): "))
        terminal.send(":뒤로\r")
        #expect(terminal.waitFor("이름 [김수]: "))
        terminal.send("\r")
        #expect(terminal.waitFor("30): "))
        let backAgain = terminal.transcript.count
        terminal.send(":back\r")
        #expect(terminal.waitFor("이름 [김수]: ", from: backAgain))
        terminal.send(":끝\r")
        #expect(run.exitStatus() == 130)
        // Waited for, not looked up: the last output may follow the exit.
        #expect(terminal.waitFor("끝냈습니다. 아무것도 저장하지 않았습니다."))
        #expect(Files.read(store) == nil)
    }

    @Test("the quit word at the review saves nothing; the back word goes to the last step")
    func wordsAtReview() throws {
        let run = TerminalRun(
            ["setup", "--plain", "--review", "--store", store, "--age", "30"],
            home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("[ Sign in ] press Enter "))
        terminal.send("\r")
        #expect(terminal.waitFor("Name: "))
        terminal.send("Alice\r")
        #expect(terminal.waitFor("3. Prefer not to say"))
        terminal.send("2\r")
        #expect(terminal.waitFor("that answer: "))
        terminal.send(":back\r")
        #expect(terminal.waitFor("Enter for Female: "))
        terminal.send("\r")
        #expect(terminal.waitFor("that answer: "))
        terminal.send(":quit\r")
        #expect(run.exitStatus() == 130)
        #expect(Files.read(store) == nil)
    }
}

/// How many times `part` occurs in `text`, without overlapping, counted by UTF-8 bytes.
private func occurrences(of part: String, in text: String) -> Int {
    let (bytes, wanted) = (Array(text.utf8), Array(part.utf8))
    var (count, index) = (0, 0)
    while index + wanted.count <= bytes.count {
        if bytes[index..<index + wanted.count].elementsEqual(wanted) {
            count += 1
            index += wanted.count
        } else {
            index += 1
        }
    }
    return count
}
