import Glibc
import TestSupport
import Testing

/// The raspi-config-style and Pi-hole-style scripts at the screens, in a tmux pane, driven
/// by keys as a person drives them: ↑/↓ and Enter, letters that filter a long menu or jump
/// in a short one, Space in a checklist, Shift-Tab for the Cancel button (its label in the
/// hints: `Shift-Tab: Finish`), Esc to quit (255), asking first once a change was typed.
/// The screens are drawn on the terminal while the script captures each result with
/// `3>&1 1>&2 2>&3`, `--output-fd 1` or `--stdout`. Every key waits for the screen it
/// is meant for.
@Suite(
    "wizard whiptail and dialog: scripts at the screens, in tmux",
    .enabled(if: Prerequisite.runs(when: TmuxPane.isAvailable), "needs tmux; CI has it"),
    .timeLimit(.minutes(5)))
struct BoxesScreenTests {
    typealias Record = BoxScripts.Record
    let scripts = BoxScripts()
    let scratch = TemporaryDirectory()

    /// A pane running `bash script` with wizard's links first on `PATH`.
    func start(_ script: String) -> TmuxPane {
        let pane = TmuxPane(home: scripts.home, directory: scratch)
        pane.runShowingStatus(["bash", script], environment: scripts.environment(.wizard))
        return pane
    }

    /// Waits until some row holds each of `texts` (not necessarily the same row).
    @discardableResult
    func waitFor(_ pane: TmuxPane, _ texts: String...) -> Bool {
        pane.waitFor { rows in texts.allSatisfy { text in rows.contains { $0.contains(text) } } }
    }

    @Test("raspi-config's loop: ↓ and Enter, Space, a filter, a field edited, Shift-Tab: Finish")
    func raspiConfig() {
        guard Prerequisite.require(TmuxPane.isAvailable, "tmux") else { return }
        let pane = start(scripts.raspiConfig)
        waitFor(pane, BoxScripts.pass(1), "❯ 1 System Options", "Shift-Tab: Finish")
        pane.keys("Down")
        waitFor(pane, "❯ 2 Display Options")
        pane.keys("Down")
        waitFor(pane, "❯ 3 Interface Options")
        pane.keys("Enter")
        // --defaultno: the cursor starts on No, and Enter answers No.
        waitFor(pane, "Would you like the SSH server to be enabled?", "❯ No")
        pane.keys("Enter")
        waitFor(pane, "Interfaces to enable", "❯ [ ] SPI", "[x] I2C", "Shift-Tab: Cancel")
        pane.keys("Space")
        waitFor(pane, "❯ [x] SPI")
        pane.keys("Enter")
        // Eight items: typing filters them.
        waitFor(pane, BoxScripts.pass(2), "❯ 1 System Options")
        pane.keys("upd")
        waitFor(pane, "❯ 8 Update", "(1 of 8)")
        pane.keys("Enter")
        waitFor(pane, BoxScripts.pass(3), "❯ 1 System Options")
        pane.keys("Enter")
        waitFor(pane, "Please enter a hostname", "❯ raspberrypi", "Shift-Tab: Cancel")
        pane.keys("C-u")
        _ = pane.waitFor { $0.contains("  ❯") }
        pane.keys("kitchen-pi")
        waitFor(pane, "❯ kitchen-pi")
        pane.keys("Enter")
        waitFor(pane, "Enter new password for pi")
        pane.keys("s3cr3t pw")
        pane.keys("Enter")
        waitFor(pane, BoxScripts.pass(4), "Shift-Tab: Finish")
        pane.keys("BTab")
        #expect(pane.shownStatus() == 0)
        #expect(scripts.programFound == scripts.links + "/whiptail")
        #expect(
            scripts.boxes == [
                Record("menu", 0, "3 Interface Options"), Record("ssh", 1),
                Record("interfaces", 0, #""SPI" "I2C" "1-Wire""#),
                Record("menu", 0, "8 Update"), Record("update", 0),
                Record("menu", 0, "1 System Options"), Record("hostname", 0, "kitchen-pi"),
                Record("password", 0, "s3cr3t pw"), Record("menu", 1),
                Record("finish", 0, "passes=4"),
            ])
        // The password was never drawn, nor left in the pane's scrollback.
        #expect(!pane.history.contains { $0.contains("s3cr3t") }, "\(pane.history)")
    }

    @Test("raspi-config's loop: Esc after a change asks first; n goes back, y quits with 255")
    func raspiConfigEscape() {
        guard Prerequisite.require(TmuxPane.isAvailable, "tmux") else { return }
        let pane = start(scripts.raspiConfig)
        waitFor(pane, BoxScripts.pass(1), "❯ 1 System Options")
        pane.keys("Enter")
        waitFor(pane, "Please enter a hostname", "❯ raspberrypi")
        pane.keys("x")
        waitFor(pane, "❯ raspberrypix")
        pane.keys("Escape")
        waitFor(pane, "Quit without saving? y/N")
        pane.keys("n")
        _ = pane.waitFor { !$0.contains { $0.contains("Quit without saving") } }
        pane.keys("y")
        waitFor(pane, "❯ raspberrypixy")
        pane.keys("Escape")
        waitFor(pane, "Quit without saving? y/N")
        pane.keys("y")
        // The password box: Shift-Tab is its Cancel.
        waitFor(pane, "Enter new password for pi", "Shift-Tab: Cancel")
        pane.keys("BTab")
        // Nothing typed at the menu: Esc quits at once.
        waitFor(pane, BoxScripts.pass(2), "❯ 1 System Options")
        pane.keys("Escape")
        #expect(pane.shownStatus() == 1)
        #expect(
            scripts.boxes == [
                Record("menu", 0, "1 System Options"), Record("hostname", 255),
                Record("password", 1), Record("menu", 255), Record("stopped", 255, "pass 2"),
            ])
    }

    @Test("Pi-hole's installer: ↓ in the radiolist, a first letter jumps, the labels as buttons")
    func piHole() {
        guard Prerequisite.require(TmuxPane.isAvailable, "tmux") else { return }
        let pane = start(scripts.piHole)
        waitFor(pane, "Choose An Interface", "❯ eth0", "Select", "Shift-Tab: Exit")
        pane.keys("Down")
        waitFor(pane, "❯ wlan0")
        pane.keys("Enter")
        waitFor(pane, "Select Upstream DNS Provider", "❯ Google (ECS, DNSSEC)", "Continue")
        pane.keys("c")
        waitFor(pane, "❯ Custom")
        pane.keys("Enter")
        waitFor(pane, "Enter your desired upstream DNS", "❯ 1.1.1.1, 1.0.0.1")
        pane.keys("Enter")
        waitFor(pane, "Static IP Address", "❯ Keep", "Change")
        pane.keys("Down")
        waitFor(pane, "❯ Change")
        pane.keys("Enter")
        #expect(pane.shownStatus() == 0)
        #expect(scripts.programFound == scripts.links + "/dialog")
        #expect(scripts.boxes == BoxesPipedTests.piHoleRecords)
    }

    @Test("Pi-hole's installer: Shift-Tab at the interface is Exit; the installer exits 1")
    func piHoleExit() {
        guard Prerequisite.require(TmuxPane.isAvailable, "tmux") else { return }
        let pane = start(scripts.piHole)
        waitFor(pane, "Choose An Interface", "Shift-Tab: Exit")
        pane.keys("BTab")
        #expect(pane.shownStatus() == 1)
        #expect(
            scripts.boxes == [
                Record("interface", 1),
                Record("cancelled", 0, "Cancel was selected, exiting installer"),
            ])
    }
}
