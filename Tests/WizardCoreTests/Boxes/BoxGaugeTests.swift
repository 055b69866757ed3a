import Testing
import WizardCore

/// A gauge's standard input, a line at a time. Each case was first fed to the real program
/// at a tmux terminal (`(echo 10; echo LINE; sleep 2) | whiptail --gauge hi 8 30 0`, and the
/// same for dialog); the percentage it then drew is in the comments.
@Suite("whiptail and dialog: a gauge's input", .timeLimit(.minutes(5)))
struct BoxGaugeTests {
    func gauge(_ invocation: BoxInvocation) throws -> BoxGauge {
        BoxGauge(try Boxes.command(invocation))
    }

    /// The percentage each program shows after `10` then `line`.
    func percents(after line: String) throws -> (whiptail: Int, dialog: Int) {
        var whiptail = try gauge(Boxes.whiptail("--gauge", "hi", "8", "30", "0"))
        var dialog = try gauge(Boxes.dialog("--gauge", "hi", "8", "30", "0"))
        whiptail.read("10")
        dialog.read("10")
        whiptail.read(line)
        dialog.read(line)
        return (whiptail.percent, dialog.percent)
    }

    @Test("a line that is a number sets the percentage, as each program reads numbers")
    func numbers() throws {
        // whiptail / dialog drew: `30abc` 10/10, ` 40` 40/40, `40 ` 10/40, `150` 100/150
        // (shown as 100 here), `-5` 100/10, `+20` 20/20, `abc` 10/10.
        #expect(try percents(after: "30abc") == (10, 10))
        #expect(try percents(after: " 40") == (40, 40))
        #expect(try percents(after: "40 ") == (10, 40))
        #expect(try percents(after: "150") == (100, 100))
        #expect(try percents(after: "-5") == (100, 10))
        #expect(try percents(after: "+20") == (20, 20))
        #expect(try percents(after: "abc") == (10, 10))
        #expect(try percents(after: "") == (0, 0))
    }

    @Test("XXX, a percentage, the new text's lines, XXX")
    func blocks() throws {
        // `echo 10; echo XXX; echo 50; echo new text; echo XXX` drew `new text` at 50%.
        for invocation in [
            Boxes.whiptail("--gauge", "hi", "0", "0", "5"), Boxes.dialog("--gauge", "hi", "0", "0"),
        ] {
            var gauge = try gauge(invocation)
            #expect(gauge.text == "hi")
            let first = gauge.read("10")
            #expect(first)
            let marker = gauge.read("XXX")
            #expect(!marker)
            let fifty = gauge.read("50")
            #expect(fifty)
            let line1 = gauge.read("new text")
            #expect(!line1)
            let line2 = gauge.read("second line")
            #expect(!line2)
            #expect(gauge.text == "hi")
            let end = gauge.read("XXX")
            #expect(end)
            #expect(gauge.text == "new text\nsecond line")
            #expect(gauge.percent == 50)
            let seventy = gauge.read("70")
            #expect(seventy)
            #expect(gauge.percent == 70)
        }
        // whiptail reads \n in the new text; dialog a marker line that begins with XXX, and
        // a text line where the percentage should be.
        var whiptail = try gauge(Boxes.whiptail("--gauge", "hi", "0", "0", "5"))
        for line in ["XXX", "junk", "a\\nb", "XXX"] { whiptail.read(line) }
        #expect(whiptail.text == "a\nb")
        #expect(whiptail.percent == 5)
        // whiptail's marker is `XXX` exactly: `echo 10; echo XXXX; echo 50; echo newtext;
        // echo XXX` drew `hello` at 50%.
        var exact = try gauge(Boxes.whiptail("--gauge", "hello", "8", "30", "0"))
        for line in ["10", "XXXX", "50", "newtext", "XXX"] { exact.read(line) }
        #expect(exact.text == "hello")
        #expect(exact.percent == 50)
        var dialog = try gauge(Boxes.dialog("--gauge", "hi", "0", "0"))
        for line in ["XXXX", "Copying", "more", "XXX stop"] { dialog.read(line) }
        #expect(dialog.text == "Copying\nmore")
        #expect(dialog.percent == 0)
        // The text is made safe to show; dialog's --colors codes are dropped from it.
        var colored = try gauge(Boxes.dialog("--colors", "--gauge", "\\Z1hi", "0", "0"))
        #expect(colored.text == "hi")
        for line in ["XXX", "40", "\u{1B}[31m\\Zbbold", "XXX"] { colored.read(line) }
        #expect(colored.text == "\u{FFFD}[31mbold")
        // Junk never stops the gauge; its start is the command line's.
        var started = try gauge(Boxes.dialog("--gauge", "hi", "0", "0", "25"))
        #expect(started.percent == 25)
        let junk = started.read("\u{1B}[2J")
        #expect(!junk)
        #expect(started.percent == 25)
    }
}
