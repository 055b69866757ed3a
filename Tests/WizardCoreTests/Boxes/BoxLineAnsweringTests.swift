import Testing
import WizardCore
import WizardText

/// Piped lines answering boxes: each line to the box's outcome, and through
/// ``BoxCommand/result(of:)`` to what the program writes and its status.
@Suite("whiptail and dialog: piped lines", .timeLimit(.minutes(5)))
struct BoxLineAnsweringTests {
    /// The outcome of `invocation`'s box answered by `lines`, one a step; `nil` when the box
    /// still waits after them.
    func answered(_ invocation: BoxInvocation, _ lines: String...) throws -> BoxOutcome? {
        let command = try Boxes.command(invocation)
        var answering = BoxLineAnswering(
            command: command, batch: command.batch(), language: .english)
        var outcome: BoxOutcome?
        for line in lines {
            #expect(outcome == nil, "a line after the box ended")
            outcome = try answering.answer(line)
        }
        return outcome
    }

    /// What `invocation`'s box writes and exits with once `lines` answered it.
    func result(_ invocation: BoxInvocation, _ lines: String...) throws -> BoxResult? {
        let command = try Boxes.command(invocation)
        var answering = BoxLineAnswering(
            command: command, batch: command.batch(), language: .english)
        for line in lines {
            if let outcome = try answering.answer(line) { return command.result(of: outcome) }
        }
        return nil
    }

    /// The refusal `invocation`'s box gives `line`, `nil` when it takes it.
    func refusal(_ invocation: BoxInvocation, _ line: String) throws -> ValidationError? {
        let command = try Boxes.command(invocation)
        var answering = BoxLineAnswering(
            command: command, batch: command.batch(), language: .english)
        do {
            _ = try answering.answer(line)
            return nil
        } catch {
            return error
        }
    }

    @Test("raspi-config's main menu: a tag, a number, an empty line, Finish")
    func raspiConfigMenu() throws {
        let menu = Boxes.whiptail(
            "--title", "Raspberry Pi Software Configuration Tool (raspi-config)", "--menu",
            "Setup Options",
            "20", "80", "12", "--cancel-button", "Finish", "--ok-button", "Select",
            "1 System Options", "Configure system settings", "2 Display Options",
            "Configure display settings",
            "3 Interface Options", "Configure connections to peripherals")
        let stderr = BoxOutput.standardError
        #expect(
            try result(menu, "2 Display Options")
                == BoxResult(output: "2 Display Options", destination: stderr, status: 0))
        // The tag's number is not its place here: "3" names the third by place.
        #expect(try result(menu, "3")?.output == "3 Interface Options")
        // An item's whole label (tag and description) names it too; its description alone
        // does not.
        #expect(
            try result(menu, "2 display options  configure display settings")?.output
                == "2 Display Options")
        #expect(try refusal(menu, "Configure display settings") != nil)
        #expect(
            try result(menu, "")
                == BoxResult(output: "1 System Options", destination: stderr, status: 0))
        #expect(try result(menu, "Finish") == BoxResult(output: "", destination: stderr, status: 1))
        #expect(
            try result(menu, "  finish ") == BoxResult(output: "", destination: stderr, status: 1))
        #expect(
            try result(menu, "Select")
                == BoxResult(output: "1 System Options", destination: stderr, status: 0))
        #expect(try refusal(menu, "9 Nothing") != nil)
    }

    @Test("an item's tag wins over a button's label; a label matches the button shown")
    func tagsFirst() throws {
        let menu = Boxes.whiptail(
            "--cancel-button", "Back", "--menu", "t", "0", "0", "0", "Back", "Go back one step",
            "Next", "Go on")
        #expect(
            try answered(menu, "Back")
                == BoxOutcome(.pressed(.ok), values: ["Back"], currentIndex: 0))
        // Cancel is not shown under --nocancel: `Cancel` names no item, and is refused.
        let noCancel = Boxes.whiptail("--nocancel", "--menu", "t", "0", "0", "0", "a", "A")
        #expect(try refusal(noCancel, "Cancel") != nil)
        #expect(
            try answered(Boxes.whiptail("--menu", "t", "0", "0", "0", "a", "A"), "cancel")
                == BoxOutcome(.pressed(.cancel), values: ["a"], currentIndex: 0))
        // Two tags that differ in case: the exact one is chosen.
        #expect(
            try answered(Boxes.whiptail("--menu", "t", "0", "0", "0", "a", "x", "A", "y"), "A")
                == BoxOutcome(.pressed(.ok), values: ["A"], currentIndex: 1))
    }

    @Test("a yes/no: words, labels, an empty line for the default")
    func yesNo() throws {
        let yesno = Boxes.whiptail("--yesno", "Reboot now?", "0", "0")
        #expect(try result(yesno, "yes")?.status == 0)
        #expect(try result(yesno, "n")?.status == 1)
        #expect(try result(yesno, "No")?.status == 1)
        #expect(try result(yesno, "ja")?.status == 0)
        #expect(try result(yesno, "")?.status == 0)
        #expect(
            try result(Boxes.whiptail("--defaultno", "--yesno", "Reboot now?", "0", "0"), "")?
                .status == 1)
        let labelled = Boxes.dialog(
            "--yes-label", "Reboot", "--no-label", "Later", "--extra-button", "--extra-label",
            "Skip", "--help-button", "--yesno", "Reboot now?", "0", "0")
        #expect(try result(labelled, "later")?.status == 1)
        #expect(try result(labelled, "REBOOT")?.status == 0)
        #expect(try result(labelled, "Skip")?.status == 3)
        #expect(try result(labelled, "help")?.status == 2)
        #expect(try refusal(yesno, "maybe") != nil)
    }

    @Test("a checklist: tags or numbers by commas or spaces, a tag with spaces, none, the default")
    func checklist() throws {
        let checklist = Boxes.whiptail(
            "--checklist", "Pick", "0", "0", "0", "ssh", "Secure shell", "on", "vnc", "VNC", "off",
            "i2c", "I2C", "off", "spi lite", "SPI", "off")
        #expect(try result(checklist, "vnc, i2c")?.output == "\"vnc\" \"i2c\"")
        #expect(try result(checklist, "i2c vnc")?.output == "\"vnc\" \"i2c\"")
        #expect(try result(checklist, "spi lite")?.output == "\"spi lite\"")
        #expect(try result(checklist, "ssh, 4")?.output == "\"ssh\" \"spi lite\"")
        #expect(try result(checklist, "")?.output == "\"ssh\"")
        #expect(
            try result(checklist, "-")
                == BoxResult(output: "", destination: .standardError, status: 0))
        #expect(try result(checklist, "Cancel")?.status == 1)
        #expect(try refusal(checklist, "ssh nothing") != nil)
        let separate = Boxes.dialog(
            "--separate-output", "--checklist", "Pick", "0", "0", "0", "a", "A", "off", "b", "B",
            "off")
        #expect(try result(separate, "b a")?.output == "a\nb\n")
    }

    @Test("pi-hole's radiolist with --output-fd 1 and custom labels")
    func piHoleRadiolist() throws {
        let radiolist = Boxes.dialog(
            "--output-fd", "1", "--ok-label", "Continue", "--cancel-label", "Exit", "--radiolist",
            "Choose an upstream DNS provider", "0", "0", "6", "Google", "Google (ECS, DNSSEC)",
            "on",
            "Cloudflare", "Cloudflare (DNSSEC)", "off", "Custom", "Custom", "off")
        #expect(
            try result(radiolist, "Cloudflare")
                == BoxResult(output: "Cloudflare", destination: .standardOutput, status: 0))
        #expect(
            try result(radiolist, "")
                == BoxResult(output: "Google", destination: .standardOutput, status: 0))
        #expect(
            try result(radiolist, "continue")
                == BoxResult(output: "Google", destination: .standardOutput, status: 0))
        #expect(
            try result(radiolist, "Exit")
                == BoxResult(output: "", destination: .standardOutput, status: 1))
        #expect(try result(radiolist, "2")?.output == "Cloudflare")
        // A radiolist with none on writes nothing on an empty line, as Enter does.
        #expect(
            try result(Boxes.whiptail("--radiolist", "t", "0", "0", "0", "a", "A", "off"), "")?
                .output == "")
    }

    @Test("an input takes any line; only its whole line, exactly, is a button's label")
    func input() throws {
        let input = Boxes.whiptail(
            "--cancel-button", "Skip", "--inputbox", "Hostname", "0", "0", "raspberrypi")
        #expect(
            try result(input, "pi4")
                == BoxResult(output: "pi4", destination: .standardError, status: 0))
        #expect(
            try result(input, "")
                == BoxResult(output: "raspberrypi", destination: .standardError, status: 0))
        #expect(
            try result(input, "Skip")
                == BoxResult(output: "", destination: .standardError, status: 1))
        #expect(try result(input, "skip")?.output == "skip")
        #expect(try result(input, "Cancel")?.output == "Cancel")
        #expect(try result(input, "Ok")?.output == "raspberrypi")
        // A password is its line as typed: spaces kept; a line of spaces is one.
        let password = Boxes.whiptail("--passwordbox", "Password", "0", "0")
        #expect(try result(password, "  s3cret ")?.output == "  s3cret ")
        #expect(try result(password, "   ")?.output == "   ")
        #expect(try result(password, "")?.output == "")
        // --defaultno on dialog's input: Enter presses Cancel.
        #expect(
            try result(Boxes.dialog("--defaultno", "--inputbox", "t", "0", "0", "x"), "")?.status
                == 1)
    }

    @Test("Extra and Help by their labels write what dialog writes for them")
    func dialogButtons() throws {
        let menu = Boxes.dialog(
            "--extra-button", "--extra-label", "Rename", "--help-button", "--default-item", "b",
            "--menu", "t", "0", "0", "0", "a", "A", "b", "B")
        #expect(
            try result(menu, "rename")
                == BoxResult(output: "b", destination: .standardError, status: 3))
        #expect(
            try result(menu, "Help")
                == BoxResult(output: "HELP b", destination: .standardError, status: 2))
        let input = Boxes.dialog("--help-button", "--inputbox", "t", "0", "0", "init")
        #expect(
            try result(input, "Help")
                == BoxResult(output: "init", destination: .standardError, status: 2))
        // The default button is what an empty line presses.
        #expect(
            try result(
                Boxes.dialog(
                    "--extra-button", "--default-button", "extra", "--menu", "t", "0", "0", "0",
                    "a", "A"), "")?.status == 3)
    }

    @Test("a form: a line a field, empty for the field's text; a label ends it at once")
    func form() throws {
        let form = Boxes.dialog(
            "--form", "F", "0", "0", "0", "Name:", "1", "1", "alice", "1", "10", "20", "0", "Ro:",
            "2", "1", "fixed", "2", "10", "0", "0", "Age:", "3", "1", "30", "3", "10", "5", "0")
        #expect(try answered(form, "bob") == nil)
        #expect(
            try result(form, "bob", "")
                == BoxResult(output: "bob\n30\n", destination: .standardError, status: 0))
        #expect(try result(form, "", "41")?.output == "alice\n41\n")
        #expect(try result(form, "bob", "Cancel")?.status == 1)
        #expect(try result(form, "bob", "OK")?.output == "bob\n30\n")
    }

    @Test("pages and a range: any line is OK; a range's number is checked")
    func pagesAndRange() throws {
        #expect(
            try result(Boxes.whiptail("--msgbox", "Done", "0", "0"), "anything")
                == BoxResult(output: "", destination: .standardError, status: 0))
        #expect(
            try result(Boxes.dialog("--textbox", "/f", "0", "0"), "")
                == BoxResult(output: "", destination: .standardError, status: 0))
        let range = Boxes.dialog("--rangebox", "N", "0", "0", "1", "10", "5")
        #expect(try result(range, "8")?.output == "8")
        #expect(try result(range, "")?.output == "5")
        #expect(try refusal(range, "11") != nil)
        #expect(try refusal(range, "x") != nil)
        // Boxes that wait for no one read no line.
        #expect(try !Boxes.command(Boxes.whiptail("--infobox", "i", "0", "0")).waitsForAnswer)
        #expect(try !Boxes.command(Boxes.whiptail("--gauge", "g", "0", "0", "0")).waitsForAnswer)
        #expect(try !Boxes.command(Boxes.dialog("--pause", "p", "0", "0", "3")).waitsForAnswer)
        #expect(
            try Boxes.command(Boxes.dialog("--pause", "p", "0", "0", "3")).defaultOutcome
                == BoxOutcome(.pressed(.ok)))
    }
}
