import Glibc
import TestSupport
import Testing

/// What scripts get wrong and what hostile bytes try: command lines the programs refuse
/// (argument counts, sizes that are no number, an empty menu, a missing text box file, an
/// unknown option) exit with the program's status and one line naming what is wrong, the
/// same status the real whiptail and dialog exit with; a gauge fed junk ends with 0; escape
/// sequences and other controls in a title, a text, an item, a file or an option never
/// reach the terminal raw, at the screens, in plain mode or in a message, but show as
/// U+FFFD.
@Suite("wizard whiptail and dialog: bad command lines and hostile bytes", .timeLimit(.minutes(5)))
struct BoxesBadInputTests {
    let scripts = BoxScripts()

    static let missingFile = "/nonexistent/wizard-test/notes.txt"

    /// Command lines each program refuses, the status it exits with, and what the one line
    /// of wizard's message names.
    static let refused: [(program: String, arguments: [String], status: Int32, names: String)] = [
        ("whiptail", ["--msgbox", "hi", "8"], 255, "--msgbox needs TEXT HEIGHT WIDTH"),
        (
            "whiptail", ["--msgbox", "hi", "8", "x"], 255,
            #"--msgbox: its width "x" is not a number"#
        ),
        ("whiptail", ["--msgbox", "hi", "8", "40x"], 255, #"width "40x""#),
        ("whiptail", ["--inputbox", "hi", "eight", "40"], 255, #"its height "eight""#),
        ("whiptail", ["--menu", "Main", "20", "60", "4"], 255, "--menu: no items to choose from"),
        ("whiptail", ["--menu", "Main", "20", "60", "4", "a"], 255, "--menu: the last item lacks"),
        ("whiptail", ["--menu", "Main", "20", "60", "x", "a", "A"], 255, #"list height "x""#),
        (
            "whiptail", ["--checklist", "Main", "20", "60", "4", "a", "A"], 255,
            "--checklist: the last item"
        ),
        (
            "whiptail", ["--gauge", "Main", "20", "60"], 255,
            "--gauge needs TEXT HEIGHT WIDTH PERCENT"
        ),
        ("whiptail", ["--gauge", "Main", "20", "60", "x"], 255, #"its percent "x""#),
        (
            "whiptail", ["--textbox", missingFile, "20", "60"], 255,
            missingFile + ": No such file or directory"
        ),
        ("whiptail", ["--bogus", "--msgbox", "hi", "8", "40"], 1, "--bogus: unknown option"),
        ("whiptail", ["--msgbox", "hi", "8", "40", "-x"], 1, "-x: unknown option"),
        ("whiptail", ["--msgbox", "hi", "8", "40", "--title"], 1, "--title: missing argument"),
        (
            "whiptail", ["--defaultno=1", "--yesno", "hi", "8", "40"], 1,
            "does not take an argument"
        ),
        (
            "whiptail", ["--output-fd", "x", "--inputbox", "hi", "8", "40"], 1,
            #""x" is not a number"#
        ),
        (
            "whiptail", ["--msgbox", "hi", "8", "40", "--yesno", "hi", "8", "40"], 255,
            "--yesno: a second box"
        ),
        ("whiptail", ["hi"], 255, "no box option"),
        ("dialog", ["--bogus", "--msgbox", "hi", "8", "40"], 255, "--bogus: unknown option"),
        ("dialog", ["--msgbox", "hi", "8"], 255, "--msgbox needs TEXT HEIGHT WIDTH"),
        ("dialog", ["--msgbox", "hi", "8", "x"], 255, #"its width "x" is not a number"#),
        (
            "dialog", ["--msgbox", "hi", "8", "40", "9", "9"], 255,
            "--msgbox takes only TEXT HEIGHT WIDTH"
        ),
        ("dialog", ["--menu", "Main", "20", "60", "4"], 255, "--menu needs TEXT HEIGHT WIDTH"),
        ("dialog", ["--menu", "Main", "20", "60", "4", "a"], 255, "--menu: the last item lacks"),
        ("dialog", ["--textbox", missingFile, "20", "60"], 255, missingFile),
        ("dialog", ["--output-fd", "x", "--inputbox", "hi", "8", "40"], 255, "--output-fd"),
        ("dialog", ["--default-button", "bogus", "--yesno", "hi", "8", "40"], 255, #""bogus""#),
    ]

    @Test(
        "a refused command line: the program's status, one line naming what is wrong, no line read")
    func refusedCommandLines() {
        for (program, arguments, status, names) in Self.refused {
            let what = "\(program) \(arguments.joined(separator: " "))"
            // A line to answer with is there; a refused command line leaves it unread.
            let leftover = scripts.directory.file("leftover")
            let result = runWithoutTerminal(
                [
                    "/bin/bash", "-c", #""$0" "$@"; status=$?; cat > "$LEFTOVER"; exit $status"#,
                    "\(scripts.links)/\(program)",
                ] + arguments,
                input: Array("a\n".utf8),
                environment: scripts.processEnvironment(.wizard, ["LEFTOVER": leftover]))
            #expect(result.status == status, "\(what): \(result.error)")
            #expect(result.output.isEmpty, "\(what): \(result.output)")
            #expect(result.error.hasPrefix("wizard \(program): "), "\(what): \(result.error)")
            #expect(result.error.contains(names), "\(what): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "\(what): \(result.error)")
            #expect(Files.text(leftover) == "a\n", "\(what)")
        }
    }

    @Test(
        "the real whiptail and dialog refuse the same command lines with the same statuses",
        .enabled(
            if: Prerequisite.runs(
                when: BoxScripts.realWhiptailIsAvailable && BoxScripts.realDialogIsAvailable),
            "needs whiptail and dialog; CI has them"))
    func realProgramsAgree() {
        guard Prerequisite.require(BoxScripts.realWhiptailIsAvailable, BoxScripts.realWhiptail),
            Prerequisite.require(BoxScripts.realDialogIsAvailable, BoxScripts.realDialog)
        else { return }
        for (program, arguments, status, _) in Self.refused {
            // No terminal: the real programs must never draw on the one the tests run at.
            let real = runWithoutTerminal(
                ["/usr/bin/\(program)"] + arguments, input: nil,
                environment: scripts.processEnvironment(.real), deadline: 30)
            #expect(
                real.status == status,
                "\(program) \(arguments.joined(separator: " ")): \(real.error)")
        }
    }

    /// A gauge's input of junk: words, a number with junk after it, negative and huge
    /// numbers, an XXX block never closed, escape sequences, bytes that are not UTF-8, a NUL,
    /// and a line of 60 KiB.
    static let junk: [UInt8] =
        Array("junk\n50%\n-5\n99999999999999999999999\n\u{1B}[2J\u{1B}]0;pwned\u{07}\n".utf8)
        + [0xFF, 0xFE, 0x0A, 0x00, 0x0A]
        + Array("XXX\n70\nnew text \u{1B}[31m\n".utf8)
        + [UInt8](repeating: UInt8(ascii: "7"), count: 60 * 1024) + [0x0A]
        + Array("XXX\nXXX\n100\n".utf8)

    /// A gauge run with no terminal on `input`, under `deadline`.
    func gauge(_ program: String, input: [UInt8], deadline: Double) -> ProcessResult {
        runWithoutTerminal(
            ["\(scripts.links)/\(program)", "--gauge", "Working", "8", "40", "0"],
            input: input, environment: scripts.processEnvironment(), deadline: deadline)
    }

    @Test(
        "a gauge fed junk reads it all and exits 0, writing nothing",
        arguments: ["whiptail", "dialog"])
    func gaugeJunk(program: String) {
        let result = gauge(program, input: Self.junk, deadline: 60)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty && result.error.isEmpty, "\(result.output)\(result.error)")
    }

    /// A line longer than wizard reads (64 KiB) and a chunk more, then a percentage.
    static let overlongLine =
        [UInt8](repeating: UInt8(ascii: "7"), count: 100 * 1024)
        + Array("\n50\n".utf8)

    @Test("a gauge fed a line over 64 KiB passes it over as junk and exits 0")
    func gaugeOverlongLine() {
        // The line over LineSource's limit is read to the end of input, not asked for again.
        let result = gauge("whiptail", input: Self.overlongLine, deadline: 60)
        #expect(result.status == 0, "\(result.error)")
    }

    @Test("an escape sequence in an option or a title reaches a message as U+FFFD, never raw")
    func hostileMessages() {
        let environment = scripts.processEnvironment()
        let cases: [(String, [String], [UInt8], Int32, String)] = [
            ("whiptail", ["--\u{1B}[31mx", "--msgbox", "hi", "8", "40"], [], 1, "--\u{FFFD}[31mx"),
            ("dialog", ["--\u{1B}[31mx", "--msgbox", "hi", "8", "40"], [], 255, "--\u{FFFD}[31mx"),
            (
                "whiptail",
                [
                    "--title", "\u{1B}[31mT\u{1B}]0;pwned\u{07}", "--menu", "Pick", "20", "60", "4",
                    "a", "A",
                ],
                [], 255, "\u{FFFD}[31mT\u{FFFD}]0;pwned\u{FFFD}"
            ),
            (
                "whiptail", ["--textbox", "/nonexistent/\u{1B}[2J", "8", "40"], [], 255,
                "\u{FFFD}[2J"
            ),
            (
                "whiptail", ["--yesno", "Sure?", "8", "40"], Array("\u{1B}[31mmaybe\n".utf8), 255,
                "--yesno"
            ),
            (
                "whiptail", ["--menu", "Pick", "20", "60", "4", "\u{1B}[2Jtag", "item\u{9B}1m"],
                Array("zzz\n".utf8), 255, "\u{FFFD}[2Jtag"
            ),
        ]
        for (program, arguments, input, status, shown) in cases {
            let result = runWithoutTerminal(
                ["\(scripts.links)/\(program)"] + arguments, input: input, environment: environment)
            let what = "\(program) \(arguments.joined(separator: " ").debugDescription)"
            #expect(result.status == status, "\(what): \(result.error.debugDescription)")
            #expect(!result.containsEscape, "\(what): \(result.error.debugDescription)")
            #expect(
                !result.error.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 },
                "\(what): \(result.error.debugDescription)")
            #expect(result.error.contains(shown), "\(what): \(result.error.debugDescription)")
        }
    }

    /// The hostile title and text, and what each shows as.
    static let title = "\u{1B}[31mRED\u{1B}[0m"
    static let text = "text \u{1B}]0;pwned\u{07} end \u{9B}2J"
    static let shownTitle = "\u{FFFD}[31mRED\u{FFFD}[0m"
    static let shownText = "text \u{FFFD}]0;pwned\u{FFFD} end \u{FFFD}2J"

    /// Whether `transcript` holds any of the hostile sequences raw.
    static func holdsRaw(_ transcript: [UInt8]) -> Bool {
        let raw = ["\u{1B}[31mRED", "\u{1B}]0;pwned", "pwned\u{07}", "\u{9B}2J", "\u{1B}[2Jtag"]
        let text = String(decoding: transcript, as: UTF8.self)
        return raw.contains { text.contains($0) }
    }

    @Test("at the screens: a hostile title and text are drawn as U+FFFD, never sent raw")
    func hostileScreens() {
        let run = TerminalRun(
            ["whiptail", "--title", Self.title, "--msgbox", Self.text, "10", "60"],
            home: scripts.home)
        run.waitForScreen(Self.shownTitle)
        run.waitForScreen(Self.shownText)
        #expect(!Self.holdsRaw(run.terminal.transcript), "\(run.terminal.text.debugDescription)")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(!Self.holdsRaw(run.terminal.transcript))
    }

    @Test("at the screens: a hostile item is drawn as U+FFFD, its tag written back as it was")
    func hostileItem() throws {
        let output = OutputReader()
        let run = TerminalRun(
            [
                "dialog", "--stdout", "--menu", "Pick", "20", "60", "4",
                "\u{1B}[2Jtag", "item \u{1B}]0;pwned\u{07}", "b", "B",
            ],
            home: scripts.home, standardOutput: output.writeEnd)
        close(output.writeEnd)
        run.waitForScreen("❯ \u{FFFD}[2Jtag")
        run.waitForScreen("item \u{FFFD}]0;pwned\u{FFFD}")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(output.readToEnd())
        // The result is data for the script: the tag exactly as the command line gave it.
        #expect(output.text == "\u{1B}[2Jtag")
        #expect(!Self.holdsRaw(run.terminal.transcript), "\(run.terminal.text.debugDescription)")
    }

    @Test(
        "at the screens and in plain mode: a hostile text box file shows as U+FFFD",
        arguments: [false, true])
    func hostileFile(plain: Bool) {
        let file = scripts.directory.file("notes.txt")
        Files.write("first line\n\u{1B}[2J\u{1B}]0;pwned\u{07} second\n", to: file)
        let run = TerminalRun(
            ["whiptail", "--title", Self.title, "--textbox", file, "12", "60"], home: scripts.home,
            environment: plain ? ["WIZARD_PLAIN": "1"] : [:])
        run.waitForScreen("\u{FFFD}[2J\u{FFFD}]0;pwned\u{FFFD} second")
        run.waitForScreen(plain ? "press Enter" : Self.shownTitle)
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(!Self.holdsRaw(run.terminal.transcript), "\(run.terminal.text.debugDescription)")
        #expect(!run.terminal.text.contains("\u{1B}[2J\u{1B}]"))
    }
}
