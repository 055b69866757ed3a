import Glibc
import TestSupport
import Testing

/// Long lists at `wizard ask`: up to 100,000 options from a file, the filter mode for
/// scripts (`--filter`), the matcher's ranking as a user meets it, the line that says
/// nothing matches at the screens and in plain mode, and a short Korean picker's initials.
@Suite("Long lists and matching", .timeLimit(.minutes(5)))
struct LongListTests {
    let home = TemporaryDirectory()

    func ask(_ arguments: [String], input: String = "") -> ProcessResult {
        WizardBinary.run(["ask"] + arguments, input: input, home: home.path)
    }

    /// A file of `lines`, one a line.
    func file(_ name: String, _ lines: [String]) -> String {
        let path = home.file(name)
        Files.write(lines.map { $0 + "\n" }.joined(), to: path)
        return path
    }

    /// Fruit, and strawberry neither first nor the shortest match of `straw`.
    var fruit: String {
        file(
            "fruit",
            [
                "strawberries", "raspberry", "straw hat", "strawberry", "blueberry", "banana",
                "webstorm", "cherry", "kiwi",
            ])
    }

    /// `wizard ask` on a pseudo-terminal, its standard output a pipe, and what reads it.
    func startCaptured(_ arguments: [String]) -> (TerminalRun, OutputReader) {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe failed: \(errno)")
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let output = OutputReader(reading: ends[0])
        let run = TerminalRun(["ask"] + arguments, home: home.path, standardOutput: ends[1])
        close(ends[1])
        return (run, output)
    }

    @Test(
        "--filter prints the matching values best first, one a line",
        arguments: [
            ("strawb", "strawberry\nstrawberries\n"), ("stwb", "strawberry\nstrawberries\n"),
            ("berry straw", "strawberry\n"), ("'strawb", "strawberry\nstrawberries\n"),
            ("straw", "straw hat\nstrawberry\nstrawberries\n"),
        ])
    func filter(query: String, expected: String) {
        let result = ask(["choose", "--options-from", fruit, "--filter", query])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == expected, "\(query)")
    }

    @Test("--filter: nothing matching prints nothing and exits 1; no terminal is needed")
    func filterNoMatch() {
        let result = ask(["choose", "--options-from", fruit, "--filter", "buzzz"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == "")
        // Labels first: by label, then the values of options no label matched.
        let labelled = file("labelled", ["SE=Sweden", "DE=Germany"])
        let byValue = ask(["choose", "--options-from", labelled, "--filter", "de"])
        #expect(byValue.output == "SE\nDE\n")
    }

    /// 100,000 options, `option-1` … `option-100000`, labelled `Item N`.
    func longList(_ count: Int) -> String {
        file("list-\(count)", (1...count).map { "option-\($0)=Item \($0)" })
    }

    @Test("100,000 options from a file: piped, with --filter; one more is refused in lines")
    func bound() {
        let list = longList(100_000)
        let piped = ask(["choose", "--options-from", list], input: "Item 99999\n")
        #expect(piped.status == 0, "\(piped.error)")
        #expect(piped.output == "option-99999\n")
        let filtered = ask(["choose", "--options-from", list, "--filter", "item 100000"])
        #expect(filtered.output.split(separator: "\n").first == "option-100000")
        let over = ask(["choose", "--options-from", longList(100_001)], input: "Item 1\n")
        #expect(over.status == 64)
        #expect(
            over.error.contains(
                "--options-from: expected at least one option, one a line, and no more than 100000; the file gives 100001"
            ),
            "\(over.error)")
        #expect(!over.error.contains("array"))
        let empty = ask(["choose", "--options-from", file("empty", [])], input: "x\n")
        #expect(empty.status == 64)
        #expect(empty.error.contains("the file gives 0"), "\(empty.error)")
    }

    @Test("at the screens, 100,000 options show, and typing finds one")
    func screensLong() {
        let (run, output) = startCaptured(["choose", "--options-from", longList(100_000)])
        run.waitForScreen("100000 choices")
        run.send("item 77777")
        run.waitForScreen("Item 77777")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "option-77777\n")
    }

    @Test("at the screens: nothing matching says so, Enter says it again, Backspace widens")
    func screensNoMatch() {
        let (run, output) = startCaptured(["choose", "--options-from", fruit])
        run.waitForScreen("9 choices")
        run.send("buzzz")
        let line = "Nothing matches 'buzzz'. Backspace or Esc widens."
        run.waitForScreen(line)
        run.send("\r")
        run.waitForScreen("⚠ " + line)
        run.send(String(repeating: "\u{7F}", count: 5) + "stwb")
        run.waitForScreen("stwb  (2 of 9)")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "strawberry\n")
    }

    @Test("plain mode: a line that matches nothing says so, and the prompt comes again")
    func plainNoMatch() {
        let (run, output) = startCaptured(["choose", "--plain", "--options-from", fruit])
        #expect(run.terminal.waitFor("Your answer"))
        run.send("buzzz\r")
        #expect(run.terminal.waitFor("Nothing matches 'buzzz'. Backspace or Esc widens."))
        run.send("berry straw\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "strawberry\n")
    }

    @Test("a short Korean picker jumps by an initial consonant: ㅇ chooses 여성")
    func koreanInitials() {
        let (run, output) = startCaptured([
            "choose", "--lang", "ko", "--option", "male=남성", "--option", "female=여성",
            "--option", "other=기타",
        ])
        run.waitForScreen("남성")
        run.send("ㅇ")
        run.waitForScreen("❯ 여성")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "female\n")
    }
}
