import Glibc
import TestSupport
import Testing

/// Boxes with no terminal at all, as a service, cron or CI runs a script: a session of
/// their own (`setsid`, no controlling terminal), standard input `/dev/null` or a pipe.
/// Where the real whiptail fails to open a terminal (or crashes), wizard answers each box
/// with its line, or exits with the error status and one line naming the box; a box that
/// waits for no one (an info box, a gauge, a pause) ends at once with OK; a script with
/// `|| exit` stops there.
@Suite("wizard whiptail and dialog with no terminal", .timeLimit(.minutes(5)))
struct BoxesNoTerminalTests {
    typealias Record = BoxScripts.Record
    let scripts = BoxScripts()

    /// `program` through its link, with no terminal: `input` piped, or `/dev/null`.
    func box(_ program: String, _ arguments: [String], input: String? = nil) -> ProcessResult {
        runWithoutTerminal(
            ["\(scripts.links)/\(program)"] + arguments, input: input.map { Array($0.utf8) },
            environment: scripts.processEnvironment())
    }

    /// Each box that waits for an answer, with the name a message gives it.
    static let waitingBoxes: [(program: String, arguments: [String], named: String)] = [
        (
            "whiptail", ["--title", "Main", "--menu", "Pick", "20", "60", "4", "a", "A", "b", "B"],
            #"--menu "Main""#
        ),
        ("whiptail", ["--yesno", "Sure?", "8", "40", "--defaultno"], "--yesno box"),
        (
            "whiptail", ["--title", "Name", "--inputbox", "Your name", "8", "40", "bob"],
            #"--inputbox "Name""#
        ),
        ("whiptail", ["--passwordbox", "Password", "8", "40"], "--passwordbox box"),
        ("whiptail", ["--msgbox", "Done", "8", "40"], "--msgbox box"),
        (
            "whiptail", ["--checklist", "Pick", "12", "40", "2", "a", "A", "ON", "b", "B", "OFF"],
            "--checklist box"
        ),
        (
            "whiptail", ["--radiolist", "Pick", "12", "40", "2", "a", "A", "ON", "b", "B", "OFF"],
            "--radiolist box"
        ),
        ("whiptail", ["--textbox", "/etc/passwd", "12", "40"], "--textbox box"),
        (
            "dialog", ["--title", "Main", "--menu", "Pick", "20", "60", "4", "a", "A", "b", "B"],
            #"--menu "Main""#
        ),
        ("dialog", ["--yesno", "Sure?", "8", "40"], "--yesno box"),
        ("dialog", ["--inputbox", "Your name", "8", "40", "bob"], "--inputbox box"),
        (
            "dialog",
            ["--form", "Who", "12", "40", "2", "Name", "1", "1", "bob", "1", "8", "20", "0"],
            "--form box"
        ),
        ("dialog", ["--rangebox", "Level", "8", "40", "0", "10", "5"], "--rangebox box"),
    ]

    @Test("a box that waits for an answer, /dev/null for input: 255 and one line naming it")
    func nothingToRead() {
        for (program, arguments, named) in Self.waitingBoxes {
            let result = box(program, arguments)
            let what = "\(program) \(arguments.joined(separator: " "))"
            #expect(result.status == 255, "\(what): \(result.error)")
            #expect(result.output.isEmpty, "\(what): \(result.output)")
            let lines = result.error.split(separator: "\n")
            #expect(lines.count == 1, "\(what): \(result.error)")
            #expect(result.error.hasPrefix("wizard \(program): "), "\(what): \(result.error)")
            #expect(result.error.contains(named), "\(what): \(result.error)")
        }
    }

    @Test("a box that waits for no one ends at once with OK, writing and drawing nothing")
    func noAnswerNeeded() {
        let boxes: [(String, [String])] = [
            ("whiptail", ["--infobox", "Working", "8", "40"]),
            ("whiptail", ["--gauge", "Working", "8", "40", "10"]),
            ("dialog", ["--infobox", "Working", "8", "40"]),
            ("dialog", ["--gauge", "Working", "8", "40", "10"]),
            // A pause of an hour: without a terminal no time passes.
            ("dialog", ["--pause", "Waiting", "8", "40", "3600"]),
        ]
        for (program, arguments) in boxes {
            let result = runWithoutTerminal(
                ["\(scripts.links)/\(program)"] + arguments, input: nil,
                environment: scripts.processEnvironment(), deadline: 60)
            #expect(result.status == 0, "\(program) \(arguments): \(result.error)")
            #expect(
                result.output.isEmpty && result.error.isEmpty, "\(result.output)\(result.error)")
        }
    }

    @Test("each box answered by its line from a pipe, with no terminal")
    func answeredFromPipe() {
        let cases: [(String, [String], String, Int32, String)] = [
            ("whiptail", Self.waitingBoxes[0].arguments, "b\n", 0, "b"),
            ("whiptail", ["--yesno", "Sure?", "8", "40"], "no\n", 1, ""),
            ("whiptail", ["--inputbox", "Name", "8", "40", "bob"], "alice\n", 0, "alice"),
            (
                "whiptail",
                ["--checklist", "Pick", "12", "40", "2", "a", "A", "ON", "b", "B", "OFF"],
                "b\n", 0, #""b""#
            ),
            ("dialog", ["--stdout", "--inputbox", "Name", "8", "40", "bob"], "\n", 0, "bob"),
        ]
        for (program, arguments, input, status, written) in cases {
            let result = box(program, arguments, input: input)
            let what = "\(program) \(arguments.joined(separator: " "))"
            #expect(result.status == status, "\(what): \(result.error)")
            let output = arguments.contains("--stdout") ? result.output : result.error
            #expect(output == written, "\(what)")
        }
    }

    /// A script's box with `|| exit 3` after it.
    static let guardedScript = #"""
        choice=$(whiptail --title Main --menu "Pick one" 20 60 4 a A b B 3>&1 1>&2 2>&3) || exit 3
        echo "after: $choice"
        """#

    @Test("a script with || exit stops at a box it cannot answer, and goes on past one it can")
    func scriptStops() {
        let environment = scripts.processEnvironment()
        let stopped = runWithoutTerminal(
            ["/bin/bash", "-c", Self.guardedScript], input: nil, environment: environment)
        #expect(stopped.status == 3, "\(stopped.error)")
        #expect(!stopped.output.contains("after"), "\(stopped.output)")
        let answered = runWithoutTerminal(
            ["/bin/bash", "-c", Self.guardedScript], input: Array("b\n".utf8),
            environment: environment)
        #expect(answered.status == 0, "\(answered.error)")
        #expect(answered.output == "after: b\n")
    }

    @Test("raspi-config's loop with no terminal: stopped at the first menu, or answered by a pipe")
    func raspiConfig() {
        let stopped = runWithoutTerminal(
            ["/bin/bash", scripts.raspiConfig], input: nil,
            environment: scripts.processEnvironment())
        #expect(stopped.status == 1, "\(stopped.error)")
        let boxes = scripts.boxes
        #expect(boxes.map(\.box) == ["menu", "stopped"])
        #expect(boxes.map(\.status) == [255, 255])
        #expect(
            boxes.first?.result.contains(
                #"--menu "Raspberry Pi Software Configuration Tool (raspi-config)" box"#) == true,
            "\(boxes)")
        scripts.clearRecords()
        let answered = runWithoutTerminal(
            ["/bin/bash", scripts.raspiConfig], input: Array(BoxesPipedTests.raspiLines.utf8),
            environment: scripts.processEnvironment())
        #expect(answered.status == 0, "\(answered.error)")
        #expect(scripts.boxes == BoxesPipedTests.raspiRecords)
    }

    /// A script fed to the shell on standard input, as `curl … | bash` runs installers: a
    /// box, then lines after it that must all run.
    static let scriptOnInput = """
        c=$(whiptail --menu Pick 20 60 4 a x b y 3>&1 1>&2 2>&3)
        echo "status=$? [${c%%:*}]"
        echo after

        """

    @Test("curl | bash with no terminal: the box never eats the script's next line, and says why")
    func scriptOnInput() {
        let result = runWithoutTerminal(
            ["/bin/bash"], input: Array(Self.scriptOnInput.utf8),
            environment: scripts.processEnvironment())
        #expect(result.status == 0, "\(result.error)")
        // The status line ran (it was not taken as the menu's answer), then the last line.
        #expect(result.output == "status=255 [wizard whiptail]\nafter\n", "\(result.output)")
    }
}
