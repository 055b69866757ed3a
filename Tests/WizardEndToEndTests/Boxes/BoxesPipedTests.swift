import Glibc
import TestSupport
import Testing

/// Whole scripts in the style of raspi-config (whiptail) and Pi-hole's installer (dialog),
/// calling the programs by name through links to wizard, answered piped: a line a box from
/// standard input, or from the `WIZARD_ANSWERS` file while standard input is something else
/// (a pipe of other lines, a terminal). Each box's result and status as the script recorded
/// them, and where the script ended.
@Suite("wizard whiptail and dialog: scripts answered piped", .timeLimit(.minutes(5)))
struct BoxesPipedTests {
    typealias Record = BoxScripts.Record
    let scripts = BoxScripts()

    /// raspi-config's lines for: System Options (the hostname's default, a password), then
    /// Interface Options by its number (SSH on, two interfaces named with a comma), About (its
    /// message box takes any line), Update, and Finish written in lower case.
    static let raspiLines = """
        1 System Options

        hunter2 two
        3
        yes
        SPI, Serial Port
        9 About raspi-config
        ok
        8 Update
        finish

        """

    static let raspiRecords = [
        Record("menu", 0, "1 System Options"),
        Record("hostname", 0, "raspberrypi"),
        Record("password", 0, "hunter2 two"),
        Record("menu", 0, "3 Interface Options"),
        Record("ssh", 0),
        Record("interfaces", 0, #""SPI" "Serial Port""#),
        Record("menu", 0, "9 About raspi-config"),
        Record("about", 0),
        Record("menu", 0, "8 Update"),
        Record("update", 0),
        Record("menu", 1),
        Record("finish", 0, "passes=5"),
    ]

    @Test("raspi-config's loop: each box's line, the menu looping until Finish gives status 1")
    func raspiConfig() {
        let result = scripts.runPiped(scripts.raspiConfig, input: Self.raspiLines)
        #expect(result.status == 0, "\(result.error)")
        #expect(scripts.programFound == scripts.links + "/whiptail")
        #expect(scripts.boxes == Self.raspiRecords)
        // Every result went where the script captured it; nothing else was written.
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.error.isEmpty, "\(result.error)")
    }

    @Test(
        "raspi-config's loop: empty lines, buttons by their labels, a checklist of none",
        arguments: [
            (
                "an empty line is Enter: the first item, INIT, No under --defaultno, the items on",
                "\n\n\n3\n\n\nFinish\n",
                [
                    Record("menu", 0, "1 System Options"), Record("hostname", 0, "raspberrypi"),
                    Record("password", 0, ""), Record("menu", 0, "3 Interface Options"),
                    Record("ssh", 1), Record("interfaces", 0, #""I2C" "1-Wire""#),
                    Record("menu", 1), Record("finish", 0, "passes=3"),
                ]
            ),
            (
                "Cancel and No by their labels; a typed box takes only the exact label",
                "1\nCancel\ncancel\n3 Interface Options\nNo\nCANCEL\nFinish\n",
                [
                    Record("menu", 0, "1 System Options"), Record("hostname", 1),
                    Record("password", 0, "cancel"), Record("menu", 0, "3 Interface Options"),
                    Record("ssh", 1), Record("interfaces", 1), Record("menu", 1),
                    Record("finish", 0, "passes=3"),
                ]
            ),
            (
                "a checklist's - is none; its tags by spaces; a menu's tag and item, any case",
                "3 interface options  configure connections to peripherals\n"
                    + "y\n-\n3\nn\nI2C 1-Wire SPI\nFinish\n",
                [
                    Record("menu", 0, "3 Interface Options"), Record("ssh", 0),
                    Record("interfaces", 0), Record("menu", 0, "3 Interface Options"),
                    Record("ssh", 1), Record("interfaces", 0, #""SPI" "I2C" "1-Wire""#),
                    Record("menu", 1), Record("finish", 0, "passes=3"),
                ]
            ),
        ])
    func raspiConfigLines(name: String, input: String, expected: [Record]) {
        let result = scripts.runPiped(scripts.raspiConfig, input: input)
        #expect(result.status == 0, "\(name): \(result.error)")
        #expect(scripts.boxes == expected, "\(name)")
        #expect(result.error.isEmpty, "\(name): \(result.error)")
    }

    @Test("a refused line and then the input's end: 255 each, the script stops at the menu")
    func refusedThenEnded() throws {
        let result = scripts.runPiped(scripts.raspiConfig, input: "3\nmaybe\n")
        #expect(result.status == 1, "\(result.error)")
        let boxes = scripts.boxes
        try #require(boxes.map(\.box) == ["menu", "ssh", "interfaces", "menu", "stopped"])
        #expect(boxes.map(\.status) == [0, 255, 255, 255, 255])
        // The yes/no's refusal went to the script's standard error, naming the box and why.
        #expect(result.error.hasPrefix("wizard whiptail: "), "\(result.error)")
        #expect(result.error.contains("--yesno box"), "\(result.error)")
        #expect(result.error.contains("Yes or No"), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        // The next boxes' messages went where their results go: into the script's $(…).
        #expect(
            boxes[2].result.hasPrefix(
                #"wizard whiptail: standard input ended before the --checklist "Interfaces" box"#),
            "\(boxes[2].result)")
        #expect(
            boxes[3].result.contains(
                #"--menu "Raspberry Pi Software Configuration Tool (raspi-config)" box"#),
            "\(boxes[3].result)")
        #expect(boxes[4] == Record("stopped", 255, "pass 2"))
    }

    /// Runs `bash script` with `WIZARD_ANSWERS` set and `decoy` on standard input, which the
    /// boxes must leave alone: the script's status, and what was left of standard input when
    /// it ended (read by `cat` after it).
    func withAnswersFile(_ script: String, answers: String, decoy: String) -> (
        ProcessResult, String?
    ) {
        let file = scripts.directory.file("answers")
        Files.write(answers, to: file)
        let leftover = scripts.directory.file("leftover")
        let result = runProcess(
            [
                "/bin/bash", "-c", #"bash "$0"; status=$?; cat > "$1"; exit $status"#, script,
                leftover,
            ],
            input: Array(decoy.utf8),
            environment: scripts.processEnvironment(.wizard, ["WIZARD_ANSWERS": file]))
        return (result, Files.text(leftover))
    }

    @Test("WIZARD_ANSWERS: the file answers, standard input is left unread, each run from line 1")
    func answersFileWithOtherInput() {
        let decoy = "2 Display Options\nno\nCancel\n"
        for run in 1...2 {
            scripts.clearRecords()
            let (result, leftover) = withAnswersFile(
                scripts.raspiConfig, answers: Self.raspiLines, decoy: decoy)
            #expect(result.status == 0, "run \(run): \(result.error)")
            #expect(scripts.boxes == Self.raspiRecords, "run \(run)")
            #expect(leftover == decoy, "run \(run)")
        }
    }

    @Test("WIZARD_ANSWERS at a terminal: answered from the file, nothing drawn on the terminal")
    func answersFileAtTerminal() {
        let file = scripts.directory.file("answers")
        Files.write(Self.raspiLines, to: file)
        let run = TerminalRun(
            command: ["/bin/bash", scripts.raspiConfig],
            environment: scripts.processEnvironment(
                .wizard, ["WIZARD_ANSWERS": file, "INPUTRC": "/dev/null"]))
        #expect(run.exitStatus() == 0)
        #expect(scripts.boxes == Self.raspiRecords)
        run.terminal.readAvailable()
        #expect(run.terminal.transcript.isEmpty, "\(run.terminal.text.debugDescription)")
        #expect(run.attributesRestored)
    }

    @Test("WIZARD_ANSWERS that ends early: the next box exits 255 naming the file and the box")
    func answersFileEnds() throws {
        let (result, leftover) = withAnswersFile(
            scripts.raspiConfig, answers: "3\nyes\n", decoy: "Finish\n")
        #expect(result.status == 1)
        #expect(leftover == "Finish\n")
        let boxes = scripts.boxes
        try #require(boxes.map(\.box) == ["menu", "ssh", "interfaces", "menu", "stopped"])
        #expect(boxes.map(\.status) == [0, 0, 255, 255, 255])
        #expect(boxes[2].result.contains(scripts.directory.file("answers")), "\(boxes[2].result)")
        #expect(boxes[2].result.contains(#"--checklist "Interfaces""#), "\(boxes[2].result)")
    }

    static let piHoleRecords = [
        Record("interface", 0, "wlan0"),
        Record("dns", 0, "Custom"),
        Record("custom", 0, "1.1.1.1, 1.0.0.1"),
        Record("static", 1),
        Record("done", 0),
    ]

    @Test("Pi-hole's installer: --output-fd 1 and --stdout inside $(…), its own labels")
    func piHole() {
        let result = scripts.runPiped(scripts.piHole, input: "wlan0\nCustom\n\nChange\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(scripts.programFound == scripts.links + "/dialog")
        #expect(scripts.boxes == Self.piHoleRecords)
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.error.isEmpty, "\(result.error)")
    }

    @Test(
        "Pi-hole's installer: Exit, numbers and defaults",
        arguments: [
            (
                "Exit", "Exit\n", 1,
                [
                    Record("interface", 1),
                    Record("cancelled", 0, "Cancel was selected, exiting installer"),
                ]
            ),
            (
                "defaults and a number", "\n3\n\n", 0,
                [
                    Record("interface", 0, "eth0"), Record("dns", 0, "Quad9 (filtered, DNSSEC)"),
                    Record("static", 0), Record("done", 0),
                ]
            ),
            (
                "a tag by name, Exit in lower case", "docker0\nexit\n", 1,
                [
                    Record("interface", 0, "docker0"), Record("dns", 1),
                    Record("cancelled", 0, "Cancel was selected, exiting installer"),
                ]
            ),
        ])
    func piHoleLines(name: String, input: String, status: Int32, expected: [Record]) {
        let result = scripts.runPiped(scripts.piHole, input: input)
        #expect(result.status == status, "\(name): \(result.error)")
        #expect(scripts.boxes == expected, "\(name)")
        #expect(result.output.isEmpty && result.error.isEmpty, "\(result.output)\(result.error)")
    }

    @Test("Pi-hole's installer with WIZARD_ANSWERS, standard input left unread")
    func piHoleAnswersFile() {
        let (result, leftover) = withAnswersFile(
            scripts.piHole, answers: "wlan0\nCustom\n\nChange\n", decoy: "Exit\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(scripts.boxes == Self.piHoleRecords)
        #expect(leftover == "Exit\n")
    }
}
