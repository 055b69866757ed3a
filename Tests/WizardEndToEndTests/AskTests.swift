import Glibc
import TestSupport
import Testing

/// `wizard ask KIND` (docs/shell-scripts.md, `man wizard`): one question from flags, in
/// each mode, its answer alone on standard output, its exit statuses, and nothing stored.
@Suite("wizard ask", .timeLimit(.minutes(5)))
struct AskTests {
    let home = TemporaryDirectory()

    func ask(_ arguments: [String], input: String = "") -> ProcessResult {
        WizardBinary.run(["ask"] + arguments, input: input, home: home.path)
    }

    /// `wizard ask arguments` on a pseudo-terminal with its standard output a pipe, as
    /// `answer=$(wizard ask …)` runs it, and what reads that pipe.
    func startCaptured(_ arguments: [String], launcher: [String] = []) -> (
        TerminalRun, OutputReader
    ) {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe failed: \(errno)")
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let output = OutputReader(reading: ends[0])
        let run = TerminalRun(
            ["ask"] + arguments, home: home.path, launcher: launcher, standardOutput: ends[1])
        close(ends[1])
        return (run, output)
    }

    /// Every file under the home directory, which a run that stores nothing leaves empty.
    var filesInHome: [String] {
        let result = runProcess(["/usr/bin/find", home.path, "-mindepth", "1"])
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test(
        "piped: each kind prints its answer (a multi's one a line), confirm only exits",
        arguments: [
            (["text", "--title", "Name?"], "O'Brien $(x) 한글 😀\n", 0, "O'Brien $(x) 한글 😀\n"),
            (["secret"], "s3cr3t\n", 0, "s3cr3t\n"),
            (["number", "--min", "1", "--max", "10"], "7\n", 0, "7\n"),
            (["number", "--default", "40"], "\n", 0, "40\n"),
            (["choose", "--option", "a=Apple", "--option", "b=Banana"], "Banana\n", 0, "b\n"),
            (["multi", "--option", "a", "--option", "b", "--option", "c"], "c,a\n", 0, "a\nc\n"),
            (["multi", "--option", "a", "--option", "b"], "-\n", 0, ""),
            (["confirm"], "y\n", 0, ""),
            (["confirm"], "no\n", 1, ""),
            (["confirm", "--default", "no"], "\n", 1, ""),
        ] as [([String], String, Int32, String)])
    func pipedKinds(arguments: [String], input: String, status: Int32, output: String) {
        let result = ask(arguments, input: input)
        #expect(result.status == status, "\(arguments): \(result.error)")
        #expect(result.output == output, "\(arguments)")
        #expect(result.error == "", "\(arguments)")
        #expect(filesInHome.isEmpty, "\(arguments) stored \(filesInHome)")
    }

    @Test("piped: a refused answer exits 65 with the step's alert, no line 66")
    func pipedRefusals() {
        let short = ask(["text", "--min-length", "3"], input: "ab\n")
        #expect(short.status == 65)
        #expect(short.error.contains("at least 3"), "\(short.error)")
        let pattern = ask(
            ["text", "--pattern", "[a-z]+", "--alert", "Lower-case letters only."],
            input: "ABC\n")
        #expect(pattern.status == 65)
        #expect(pattern.error.contains("Lower-case letters only."), "\(pattern.error)")
        let range = ask(["number", "--min", "1", "--max", "5"], input: "9\n")
        #expect(range.status == 65)
        let many = ask(
            ["multi", "--option", "a", "--option", "b", "--max-choices", "1"], input: "a,b\n")
        #expect(many.status == 65)
        let unknown = ask(["choose", "--option", "a"], input: "z\n")
        #expect(unknown.status == 65)
        for kind in [["text"], ["number"], ["choose", "--option", "a"], ["confirm"]] {
            let ended = ask(kind)
            #expect(ended.status == 66, "\(kind)")
            #expect(ended.output == "", "\(kind)")
        }
    }

    @Test("piped in a script: each ask reads its one line, and the next command the rest")
    func oneLineEach() {
        let script = #""$0" ask text; "$0" ask number; cat"#
        let result = runProcess(
            [
                "/bin/sh", "-c", "printf 'Alice\\n30\\nrest\\nmore\\n' | { \(script); }",
                WizardBinary.path,
            ],
            environment: WizardBinary.environment(home: home.path))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Alice\n30\nrest\nmore\n")
    }

    @Test("a flag its kind lacks, or a value its field refuses, exits 64 naming the flag")
    func usage() {
        let stray = ask(["number", "--pattern", "x"])
        #expect(stray.status == 64)
        #expect(stray.error.contains("--pattern does not go with wizard ask number"))
        let range = ask(["number", "--min", "5", "--max", "3"])
        #expect(range.status == 64)
        #expect(range.error.hasPrefix("wizard: --min 5 is more than --max 3\n"), "\(range.error)")
        let pattern = ask(["text", "--pattern", "(", "--alert", "x"])
        #expect(pattern.status == 64)
        #expect(pattern.error.contains("wizard: --pattern: "), "\(pattern.error)")
        let notNumber = ask(["text", "--min-length", "two"])
        #expect(notNumber.status == 64)
        #expect(notNumber.error.contains("wizard: --min-length: "), "\(notNumber.error)")
        let noOptions = ask(["choose"])
        #expect(noOptions.status == 64)
        let none = ask([])
        #expect(none.status == 64)
        #expect(none.error.contains("text, secret, number, choose, multi, confirm"))
        #expect(ask(["slider"]).status == 64)
        #expect(ask(["text", "--help"]).output.contains("Usage: wizard ask"))
        #expect(filesInHome.isEmpty)
    }

    @Test("--options-from: a file's lines, or standard input's with the answer typed elsewhere")
    func optionsFrom() {
        let options = home.file("options")
        Files.write("red=Red\n\ngreen=Green\r\nblue\n", to: options)
        let fromFile = ask(["choose", "--options-from", options], input: "blue\n")
        #expect(fromFile.output == "blue\n", "\(fromFile.error)")
        let label = ask(["multi", "--options-from", options], input: "Green,Red\n")
        #expect(label.output == "red\ngreen\n", "\(label.error)")
        // No terminal to type at once the options took standard input: a usage error.
        let result = runProcess(
            ["/usr/bin/setsid", "-w", WizardBinary.path, "ask", "choose", "--options-from", "-"],
            input: Array("a\nb\n".utf8), environment: WizardBinary.environment(home: home.path))
        #expect(result.status == 64)
        #expect(result.error.contains("--options-from -"), "\(result.error)")
    }

    @Test(
        "at a terminal, output captured: the screen on the terminal, the answer alone on the pipe")
    func screensCaptured() {
        let (run, output) = startCaptured([
            "text", "--title", "Your name?", "--text", "For the card.",
        ])
        run.waitForScreen("Your name?")
        run.waitForScreen("For the card.")
        run.send("Alice\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "Alice\n")
        #expect(run.attributesRestored)
        // The screen is erased on the way out: nothing of it is left.
        #expect(!run.screen.screen.contains { $0.contains("Your name?") })
        #expect(filesInHome.isEmpty, "stored \(filesInHome)")
    }

    @Test(
        "at a terminal: choose, multi, number and confirm's yes and no",
        arguments: [
            (
                ["choose", "--option", "a=Apple", "--option", "b=Banana"], "Banana",
                "\u{1B}[B\u{1B}[B\r", 0, "b\n"
            ),
            (
                ["multi", "--option", "a=Apple", "--option", "b=Banana"], "Banana", " \u{1B}[B \r",
                0, "a\nb\n"
            ),
            (
                ["number", "--min", "3", "--max", "9", "--unit", " cups"], "3 cups",
                "\u{1B}[C\r", 0, "4\n"
            ),
            (["confirm", "--title", "Go on?"], "Go on?", "y\r", 0, ""),
            (["confirm", "--title", "Go on?"], "Go on?", "n\r", 1, ""),
        ] as [([String], String, String, Int32, String)])
    func screensKinds(
        arguments: [String], shown: String, keys: String, status: Int32, answer: String
    ) {
        let (run, output) = startCaptured(arguments)
        run.waitForScreen(shown)
        run.send(keys)
        #expect(run.exitStatus() == status, "\(arguments)")
        #expect(output.readToEnd())
        #expect(output.text == answer, "\(arguments)")
        #expect(run.attributesRestored)
    }

    @Test("at a terminal: a refused answer alerts and is asked again, as a flow's step")
    func screensAlert() {
        let (run, output) = startCaptured([
            "text", "--pattern", "[0-9]+", "--alert", "Digits, please.",
        ])
        run.waitForScreen("Your answer")
        run.send("abc\r")
        run.waitForScreen("Digits, please.")
        run.send("\u{15}42\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "42\n")
    }

    @Test("Ctrl-C and Esc quit with 130 at the screens, :quit in plain mode; nothing printed")
    func quit() {
        for keys in ["\u{03}", "\u{1B}"] {
            let (run, output) = startCaptured(["choose", "--option", "a", "--option", "b"])
            run.waitForScreen("Your answer")
            run.send(keys)
            #expect(run.exitStatus() == 130, "\(keys.debugDescription)")
            #expect(output.readToEnd())
            #expect(output.text == "")
            #expect(run.attributesRestored)
        }
        let (run, output) = startCaptured(["text", "--plain"])
        #expect(run.terminal.waitFor("Your answer"))
        run.send(":quit\r")
        #expect(run.exitStatus() == 130)
        #expect(output.readToEnd())
        #expect(output.text == "")
    }

    @Test(
        "a refusal speaks the command line's words: no field, path or flag not given",
        arguments: [
            (
                ["choose"],
                "wizard ask choose needs options: --option VALUE for each, or --options-from FILE"
            ),
            (
                ["choose", "--option", "a", "--option", "A"],
                "--option: 'A' is given twice (values ignore case)"
            ),
            (
                ["multi", "--option", "a", "--default", "b"],
                "--default: expected option values separated by commas, each once: a"
            ),
            (["number", "--step", "0"], "--step: expected a whole number above 0, not 0"),
            (
                ["number", "--default", "500"],
                "--default: 500 is not a number from 0 to 100 in steps of 1"
            ),
            (
                ["number", "--max", "10", "--step", "3"],
                "--max: 10 cannot be reached from --min 0 in steps of 3"
            ),
            (["text", "--min-length", "x"], "--min-length: expected a whole number, not 'x'"),
            (["secret", "--max-length", "0"], "--min-length 1 is more than --max-length 0"),
            (
                [
                    "multi", "--option", "a", "--option", "b", "--min-choices", "2",
                    "--max-choices", "1",
                ], "--min-choices 2 is more than --max-choices 1"
            ),
            (
                ["text", "--pattern", "a"],
                "--pattern: a pattern needs --alert, which says what to type"
            ),
            (["confirm", "--default", "maybe"], "--default: expected yes or no, not 'maybe'"),
        ] as [([String], String)])
    func refusalWords(arguments: [String], message: String) {
        let result = ask(arguments)
        #expect(result.status == 64, "\(arguments)")
        #expect(
            result.error.hasPrefix("wizard: " + message + "\n"), "\(arguments): \(result.error)")
    }

    @Test("--options-from FILE with no option in it is refused; confirm --default takes yes")
    func optionsFileAndConfirmDefault() {
        let empty = home.file("empty")
        Files.write("\n", to: empty)
        let none = ask(["choose", "--options-from", empty])
        #expect(none.status == 64)
        #expect(
            none.error.hasPrefix(
                "wizard: --options-from: expected at least one option, one a line, and no more than 100000; the file gives 0\n"
            ), "\(none.error)")
        #expect(ask(["confirm", "--default", "yes"], input: "\n").status == 0)
        #expect(ask(["confirm", "--default", "No"], input: "\n").status == 1)
    }

    @Test("ask saves nothing, and never says so: input ended, :quit, no key in time")
    func noWordOfSaving() {
        let ended = ask(["text", "--title", "Name?"])
        #expect(ended.status == 66)
        #expect(
            ended.error
                == "wizard: input ended before the question (Name?) was answered; give the answer on a line of standard input.\n"
        )
        let (run, _) = startCaptured(["text", "--plain"])
        #expect(run.terminal.waitFor("Your answer"))
        run.send(":quit\r")
        #expect(run.exitStatus() == 130)
        #expect(run.terminal.waitFor("wizard: quit; the question was not answered."))
        let (timed, _) = startCaptured(["confirm", "--plain", "--timeout", "1"])
        #expect(timed.exitStatus() == 124)
        #expect(
            timed.terminal.waitFor(
                "no key for 1 second; the question (Are you sure?) was not answered."))
        // The countdown before the time runs out included: ask saves nothing in any case.
        #expect(timed.terminal.text.contains("No key for a while: quitting in 1 s"))
        for text in [ended.error, run.terminal.text, timed.terminal.text] {
            #expect(!text.contains("saved") && !text.contains("saving"), "\(text)")
        }
    }

    @Test("--plain: one line asked on the terminal, the answer on the pipe; no history kept")
    func plain() {
        let (run, output) = startCaptured([
            "text", "--plain", "--title", "Project name?", "--default", "demo",
        ])
        #expect(run.terminal.waitFor("Project name?"))
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "demo\n")
        let (second, secondOutput) = startCaptured(["number", "--plain", "--max", "5"])
        #expect(second.terminal.waitFor("0 to 5"))
        second.send("9\r")
        #expect(second.terminal.waitFor("0 to 5", from: second.terminal.transcript.count))
        second.send("5\r")
        #expect(second.exitStatus() == 0)
        #expect(secondOutput.readToEnd())
        #expect(secondOutput.text == "5\n")
        #expect(filesInHome.isEmpty, "stored \(filesInHome)")
    }

    @Test("--timeout: 124 without a key; with --default-on-timeout the default, exit 0")
    func timeout() {
        let (run, output) = startCaptured(["text", "--timeout", "1"])
        run.waitForScreen("Your answer")
        #expect(run.exitStatus() == 124)
        #expect(output.readToEnd())
        #expect(output.text == "")
        #expect(run.attributesRestored)
        let (taken, takenOutput) = startCaptured([
            "choose", "--option", "a", "--option", "b", "--default", "b", "--timeout", "1",
            "--default-on-timeout",
        ])
        taken.waitForScreen("Your answer")
        #expect(taken.exitStatus() == 0)
        #expect(takenOutput.readToEnd())
        #expect(takenOutput.text == "b\n")
        let (plain, plainOutput) = startCaptured(["confirm", "--plain", "--timeout", "1"])
        #expect(plain.terminal.waitFor("Are you sure?"))
        #expect(plain.exitStatus() == 124)
        #expect(plainOutput.readToEnd())
        #expect(plainOutput.text == "")
    }

    @Test("--options-from - with piped options: the answer is chosen at the terminal")
    func optionsFromStandardInput() {
        let (run, output) = startCaptured(
            ["choose", "--options-from", "-"],
            launcher: ["/bin/sh", "-c", "printf 'x=Ex\\ny=Why\\n' | \"$@\"", "sh"])
        run.waitForScreen("Why")
        // Nothing is chosen at first: the first Down chooses the first option.
        run.send("\u{1B}[B\u{1B}[B\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        #expect(output.text == "y\n")
    }
}
