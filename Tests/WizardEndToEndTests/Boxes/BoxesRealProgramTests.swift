import Glibc
import TestSupport
import Testing

/// wizard beside the real whiptail (newt 0.52, `/usr/bin/whiptail`) and dialog (1.3,
/// `/usr/bin/dialog`): the same script run twice in tmux, once with `PATH` finding the real
/// program, once finding wizard's links, each driven by its own keys to the same choices
/// (newt: Tab to the buttons, Tab again to Cancel, Enter presses; dialog: Space checks a
/// radiolist's item, Tab to Exit; wizard: Shift-Tab is Cancel). The keys differ; what each
/// box returned, its status and where the script ended must not. Each key waits for the
/// screen text it is meant for (the raspi-config menu's back title counts the loop's
/// passes), the real programs' screens and wizard's alike.
@Suite(
    "wizard beside the real whiptail and dialog, in tmux",
    .enabled(
        if: Prerequisite.runs(
            when: TmuxPane.isAvailable && BoxScripts.realWhiptailIsAvailable
                && BoxScripts.realDialogIsAvailable),
        "needs tmux, whiptail and dialog; CI has them"),
    .timeLimit(.minutes(5)))
struct BoxesRealProgramTests {
    typealias Record = BoxScripts.Record

    /// Texts to wait for on screen, then the keys to send (tmux key names or words).
    struct Step: Sendable {
        let waitFor: [String]
        let keys: [String]

        init(_ waitFor: [String], _ keys: String...) {
            self.waitFor = waitFor
            self.keys = keys
        }
    }

    /// One way through the script, as each program is driven through it.
    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let real: [Step]
        let wizard: [Step]
        let records: [Record]
        let status: Int32

        var testDescription: String { name }
    }

    static let menu = "Setup Options"
    static func pass(_ number: Int) -> [String] { [BoxScripts.pass(number), menu] }

    static let scenarios = [
        Scenario(
            name: "8 Update chosen, then Finish",
            real: [
                Step(pass(1), "Down", "Down", "Down", "Down", "Down", "Down", "Enter"),
                Step(pass(2), "Tab", "Tab", "Enter"),
            ],
            wizard: [
                Step(pass(1), "upd"), Step(["❯ 8 Update"], "Enter"), Step(pass(2), "BTab"),
            ],
            records: [
                Record("menu", 0, "8 Update"), Record("update", 0), Record("menu", 1),
                Record("finish", 0, "passes=2"),
            ],
            status: 0),
        Scenario(
            name: "Interface Options: the yes/no's default No, SPI checked, then Finish",
            real: [
                Step(pass(1), "Down", "Down", "Enter"),
                Step(["Would you like the SSH server to be enabled?"], "Enter"),
                Step(["Interfaces to enable"], "Space", "Enter"),
                Step(pass(2), "Tab", "Tab", "Enter"),
            ],
            wizard: [
                Step(pass(1), "Down"), Step(["❯ 2 Display Options"], "Down"),
                Step(["❯ 3 Interface Options"], "Enter"),
                Step(["Would you like the SSH server to be enabled?", "❯ No"], "Enter"),
                Step(["Interfaces to enable", "❯ [ ] SPI"], "Space"),
                Step(["❯ [x] SPI"], "Enter"), Step(pass(2), "BTab"),
            ],
            records: [
                Record("menu", 0, "3 Interface Options"), Record("ssh", 1),
                Record("interfaces", 0, #""SPI" "I2C" "1-Wire""#), Record("menu", 1),
                Record("finish", 0, "passes=2"),
            ],
            status: 0),
        Scenario(
            name: "System Options: the hostname's INIT kept, a password typed, then Finish",
            real: [
                Step(pass(1), "Enter"), Step(["Please enter a hostname"], "Enter"),
                Step(["Enter new password for pi"], "pw 2", "Enter"),
                Step(pass(2), "Tab", "Tab", "Enter"),
            ],
            wizard: [
                Step(pass(1), "Enter"),
                Step(["Please enter a hostname", "❯ raspberrypi"], "Enter"),
                Step(["Enter new password for pi"], "pw 2", "Enter"), Step(pass(2), "BTab"),
            ],
            records: [
                Record("menu", 0, "1 System Options"), Record("hostname", 0, "raspberrypi"),
                Record("password", 0, "pw 2"), Record("menu", 1),
                Record("finish", 0, "passes=2"),
            ],
            status: 0),
        Scenario(
            name: "System Options: the hostname's Cancel, an empty password, then Finish",
            real: [
                Step(pass(1), "Enter"), Step(["Please enter a hostname"], "Tab", "Tab", "Enter"),
                Step(["Enter new password for pi"], "Enter"), Step(pass(2), "Tab", "Tab", "Enter"),
            ],
            wizard: [
                Step(pass(1), "Enter"), Step(["Please enter a hostname"], "BTab"),
                Step(["Enter new password for pi"], "Enter"), Step(pass(2), "BTab"),
            ],
            records: [
                Record("menu", 0, "1 System Options"), Record("hostname", 1),
                Record("password", 0), Record("menu", 1), Record("finish", 0, "passes=2"),
            ],
            status: 0),
        Scenario(
            name: "Esc at the menu: 255, and the script stops",
            real: [Step(pass(1), "Escape")],
            wizard: [Step(pass(1), "Escape")],
            records: [Record("menu", 255), Record("stopped", 255, "pass 1")],
            status: 1),
    ]

    /// Runs a script (``BoxScripts/raspiConfig`` unless `piHole`) in a tmux pane with
    /// `programs` on `PATH`, through `steps`: the program it found, the boxes it recorded,
    /// and its exit status.
    func run(_ programs: BoxScripts.Programs, _ steps: [Step], piHole: Bool = false) -> (
        program: String?, boxes: [Record], status: Int32?
    ) {
        let scripts = BoxScripts()
        let scratch = TemporaryDirectory()
        let pane = TmuxPane(home: scripts.home, directory: scratch)
        pane.runShowingStatus(
            ["bash", piHole ? scripts.piHole : scripts.raspiConfig],
            environment: scripts.environment(programs))
        for step in steps {
            let shown = pane.waitFor { rows in
                step.waitFor.allSatisfy { text in rows.contains { $0.contains(text) } }
            }
            guard shown else { break }
            for key in step.keys { pane.keys(key) }
        }
        let status = pane.shownStatus()
        return (scripts.programFound, scripts.boxes, status)
    }

    @Test(
        "raspi-config's loop: the same choices give whiptail's results and statuses",
        arguments: scenarios)
    func sameAsWhiptail(scenario: Scenario) {
        guard Prerequisite.require(TmuxPane.isAvailable, "tmux"),
            Prerequisite.require(BoxScripts.realWhiptailIsAvailable, BoxScripts.realWhiptail)
        else { return }
        let real = run(.real, scenario.real)
        let wizard = run(.wizard, scenario.wizard)
        #expect(real.program == BoxScripts.realWhiptail)
        #expect(wizard.program?.hasSuffix("/bin/whiptail") == true)
        #expect(wizard.program != BoxScripts.realWhiptail)
        // The real program is the reference: the scenario's records are what it recorded…
        #expect(real.boxes == scenario.records, "the real whiptail")
        #expect(real.status == scenario.status, "the real whiptail")
        // …and wizard's are the same.
        #expect(wizard.boxes == real.boxes)
        #expect(wizard.status == real.status)
    }

    static let interface = "Choose An Interface"
    static let dns = "Select Upstream DNS Provider"

    static let dialogScenarios = [
        Scenario(
            name: "wlan0, Custom with its INIT, the No label Change",
            real: [
                Step([interface], "Down", "Space", "Enter"), Step([dns], "C", "Enter"),
                Step(["Enter your desired upstream DNS"], "Enter"),
                Step(["Static IP Address"], "Right", "Enter"),
            ],
            wizard: [
                Step([interface, "❯ eth0"], "Down"), Step(["❯ wlan0"], "Enter"),
                Step([dns, "❯ Google (ECS, DNSSEC)"], "c"), Step(["❯ Custom"], "Enter"),
                Step(["Enter your desired upstream DNS", "❯ 1.1.1.1, 1.0.0.1"], "Enter"),
                Step(["Static IP Address", "❯ Keep"], "Down"), Step(["❯ Change"], "Enter"),
            ],
            records: BoxesPipedTests.piHoleRecords,
            status: 0),
        Scenario(
            name: "Exit at the interface: the installer exits 1",
            real: [Step([interface], "Tab", "Enter")],
            wizard: [Step([interface, "Shift-Tab: Exit"], "BTab")],
            records: [
                Record("interface", 1),
                Record("cancelled", 0, "Cancel was selected, exiting installer"),
            ],
            status: 1),
        Scenario(
            name: "Esc at the DNS menu: 255, and the installer exits 1",
            real: [Step([interface], "Enter"), Step([dns], "Escape")],
            wizard: [Step([interface, "❯ eth0"], "Enter"), Step([dns], "Escape")],
            records: [
                Record("interface", 0, "eth0"), Record("dns", 255),
                Record("cancelled", 0, "Cancel was selected, exiting installer"),
            ],
            status: 1),
    ]

    @Test(
        "Pi-hole's installer: the same choices give dialog's results and statuses",
        arguments: dialogScenarios)
    func sameAsDialog(scenario: Scenario) {
        guard Prerequisite.require(TmuxPane.isAvailable, "tmux"),
            Prerequisite.require(BoxScripts.realDialogIsAvailable, BoxScripts.realDialog)
        else { return }
        let real = run(.real, scenario.real, piHole: true)
        let wizard = run(.wizard, scenario.wizard, piHole: true)
        #expect(real.program == BoxScripts.realDialog)
        #expect(wizard.program?.hasSuffix("/bin/dialog") == true)
        #expect(wizard.program != BoxScripts.realDialog)
        #expect(real.boxes == scenario.records, "the real dialog")
        #expect(real.status == scenario.status, "the real dialog")
        #expect(wizard.boxes == real.boxes)
        #expect(wizard.status == real.status)
    }
}
