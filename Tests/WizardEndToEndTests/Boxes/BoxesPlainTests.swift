import Glibc
import TestSupport
import Testing

/// The raspi-config-style and Pi-hole-style scripts at a pseudo-terminal in plain mode
/// (`WIZARD_PLAIN=1`): each box a numbered list or a prompt, a typed line its answer,
/// `:back` its Cancel button (Finish, Exit), `:quit` Esc (255). Each prompt is waited for
/// before its line is typed.
@Suite("wizard whiptail and dialog: scripts in plain mode", .timeLimit(.minutes(5)))
struct BoxesPlainTests {
    typealias Record = BoxScripts.Record
    let scripts = BoxScripts()

    /// `bash script` at a terminal in plain mode.
    func start(_ script: String) -> TerminalRun {
        TerminalRun(
            command: ["/bin/bash", script],
            environment: scripts.processEnvironment(
                .wizard, ["WIZARD_PLAIN": "1", "INPUTRC": "/dev/null"]))
    }

    /// Types `line` and Enter, then waits for each of `texts` in what follows: the next
    /// box's prompt, so that no line is typed before it is asked for.
    func answer(
        _ run: TerminalRun, _ line: String, thenWaitFor texts: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        run.terminal.readAvailable()
        let offset = run.terminal.transcript.count
        run.send(line + "\r")
        for text in texts {
            #expect(
                run.terminal.waitFor(text, from: offset),
                "no \(text.debugDescription) after \(line.debugDescription):\n\(run.terminal.text)",
                sourceLocation: sourceLocation)
        }
    }

    static let menuPrompt = "1 to 8, Enter for 1 System Options"

    @Test("raspi-config's loop: numbers, :back as Cancel and as Finish, a password never echoed")
    func raspiConfig() {
        let run = start(scripts.raspiConfig)
        #expect(run.terminal.waitFor(BoxScripts.pass(1)))
        #expect(run.terminal.waitFor(Self.menuPrompt))
        // The menu's Cancel button is named where :back is offered.
        #expect(run.terminal.text.contains("Type :back for Finish"))
        answer(run, "1", thenWaitFor: "Hostname [raspberrypi]: ")
        answer(run, ":back", thenWaitFor: "Password: ")
        answer(run, "hunter2", thenWaitFor: BoxScripts.pass(2), Self.menuPrompt)
        answer(run, "3", thenWaitFor: "y or n, Enter for No: ")
        answer(run, "y", thenWaitFor: "1 to 4, separated by commas")
        answer(run, "1,3", thenWaitFor: BoxScripts.pass(3), Self.menuPrompt)
        // Plain mode numbers the items: 8 is the eighth, `9 About raspi-config`.
        answer(run, "8", thenWaitFor: "This tool provides", "press Enter")
        answer(run, "", thenWaitFor: BoxScripts.pass(4), Self.menuPrompt)
        run.send(":back\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(
            scripts.boxes == [
                Record("menu", 0, "1 System Options"), Record("hostname", 1),
                Record("password", 0, "hunter2"), Record("menu", 0, "3 Interface Options"),
                Record("ssh", 0), Record("interfaces", 0, #""SPI" "Serial Port""#),
                Record("menu", 0, "9 About raspi-config"), Record("about", 0),
                Record("menu", 1), Record("finish", 0, "passes=4"),
            ])
        #expect(!run.terminal.text.contains("hunter2"), "\(run.terminal.text)")
    }

    @Test("raspi-config's loop: :quit at the menu is Esc, 255, and the script stops")
    func raspiConfigQuit() {
        let run = start(scripts.raspiConfig)
        #expect(run.terminal.waitFor(Self.menuPrompt))
        answer(run, "3", thenWaitFor: "y or n, Enter for No: ")
        answer(run, "", thenWaitFor: "separated by commas")
        answer(run, "", thenWaitFor: BoxScripts.pass(2), Self.menuPrompt)
        run.send(":quit\r")
        #expect(run.exitStatus() == 1)
        #expect(run.attributesRestored)
        #expect(
            scripts.boxes == [
                Record("menu", 0, "3 Interface Options"), Record("ssh", 1),
                Record("interfaces", 0, #""I2C" "1-Wire""#), Record("menu", 255),
                Record("stopped", 255, "pass 2"),
            ])
    }

    @Test("Pi-hole's installer: a number, a tag, Enter for INIT, n for the No label")
    func piHole() {
        let run = start(scripts.piHole)
        #expect(run.terminal.waitFor("1 to 3, Enter for eth0"))
        #expect(run.terminal.text.contains("Type :back for Exit"))
        answer(run, "2", thenWaitFor: "1 to 4, Enter for Google (ECS, DNSSEC)")
        answer(run, "Custom", thenWaitFor: "[1.1.1.1, 1.0.0.1]: ")
        answer(run, "", thenWaitFor: "y or n, Enter for Keep: ")
        run.send("n\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(scripts.boxes == BoxesPipedTests.piHoleRecords)
    }

    @Test("Pi-hole's installer: :back at the interface is Exit, and the installer exits 1")
    func piHoleExit() {
        let run = start(scripts.piHole)
        #expect(run.terminal.waitFor("1 to 3, Enter for eth0"))
        run.send(":back\r")
        #expect(run.exitStatus() == 1)
        #expect(
            scripts.boxes == [
                Record("interface", 1),
                Record("cancelled", 0, "Cancel was selected, exiting installer"),
            ])
    }
}
