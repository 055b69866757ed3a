import Testing
import WizardCore

/// whiptail's command line, read as whiptail 0.52 reads it. Each expectation was first
/// checked on the real program (`whiptail ARGS </dev/null`, or at a tmux terminal for the
/// boxes that get as far as drawing); what it did is in the comments.
@Suite("whiptail: the command line", .timeLimit(.minutes(5)))
struct WhiptailCommandLineTests {
    @Test("each box with its arguments; words past the last a box reads are ignored")
    func boxes() throws {
        #expect(
            try Boxes.command(Boxes.whiptail("--msgbox", "Hi", "8", "40")).widget
                == .message(text: "Hi"))
        // `whiptail --msgbox a 1 2 3` draws the box: the 3 is ignored.
        #expect(
            try Boxes.command(Boxes.whiptail("--msgbox", "a", "1", "2", "3")).widget
                == .message(text: "a"))
        #expect(
            try Boxes.command(Boxes.whiptail("--yesno", "Sure?", "0", "0")).widget
                == .yesNo(text: "Sure?"))
        #expect(
            try Boxes.command(Boxes.whiptail("--infobox", "Wait", "0", "0")).widget
                == .info(text: "Wait"))
        #expect(
            try Boxes.command(Boxes.whiptail("--inputbox", "Name", "0", "0")).widget
                == .input(text: "Name", initial: nil))
        // `--inputbox hi 0 0 foo bar baz` wrote `foo` on Enter.
        #expect(
            try Boxes.command(Boxes.whiptail("--inputbox", "Name", "0", "0", "foo", "bar")).widget
                == .input(text: "Name", initial: "foo"))
        #expect(
            try Boxes.command(Boxes.whiptail("--passwordbox", "Pass", "0", "0", "pw")).widget
                == .password(text: "Pass", initial: "pw"))
        let textbox = try Boxes.command(Boxes.whiptail("--textbox", "/etc/motd", "0", "0"))
        #expect(textbox.widget == .textFile(path: "/etc/motd"))
        #expect(textbox.fileToRead == "/etc/motd")
        #expect(
            try Boxes.command(Boxes.whiptail("--gauge", "Going", "6", "50", "30")).widget
                == .gauge(text: "Going", percent: 30))
        #expect(
            try Boxes.command(Boxes.whiptail("--menu", "Pick", "0", "0", "0", "a", "A", "b", "B"))
                .widget
                == .menu(
                    text: "Pick",
                    items: [BoxItem(tag: "a", item: "A"), BoxItem(tag: "b", item: "B")]))
        #expect(
            try Boxes.command(
                Boxes.whiptail(
                    "--checklist", "Pick", "0", "0", "0", "a", "A", "on", "b", "B", "off")
            ).widget
                == .checklist(
                    text: "Pick",
                    items: [BoxItem(tag: "a", item: "A", isOn: true), BoxItem(tag: "b", item: "B")])
        )
        // `--radiolist hi 0 0 0 a A on b B on c C off`, Enter, wrote `b`: the last on wins.
        #expect(
            try Boxes.command(
                Boxes.whiptail(
                    "--radiolist", "Pick", "0", "0", "0", "a", "A", "on", "b", "B", "on", "c", "C",
                    "off")
            ).widget.items.map(\.isOn) == [false, true, false])
        // An empty checklist is drawn, and Enter exits 0 writing nothing.
        #expect(
            try Boxes.command(Boxes.whiptail("--checklist", "Pick", "0", "0", "0")).widget
                == .checklist(text: "Pick", items: []))
    }

    @Test("a status turns an item on when it is 1, on or yes, in any case")
    func statuses() throws {
        // `--separate-output --checklist … a A on b B 1 c C yes d D Yes e E x` wrote a b c d.
        let command = try Boxes.command(
            Boxes.whiptail(
                "--checklist", "t", "0", "0", "0", "a", "A", "on", "b", "B", "1", "c", "C", "yes",
                "d", "D", "Yes", "e", "E", "x", "f", "F", "ON", "g", "G", "off"))
        #expect(command.widget.items.map(\.isOn) == [true, true, true, true, false, true, false])
    }

    @Test("options before, between and after the box; the last of one given twice wins")
    func options() throws {
        // `--title one --msgbox … --title two --ok-button Go` drew `two` and `<Go>`.
        let command = try Boxes.command(
            Boxes.whiptail(
                "--title", "one", "--msgbox", "a", "0", "--title", "two", "0", "--ok-button", "Go"))
        #expect(command.options.title == "two")
        #expect(command.options.labels.ok == "Go")
        #expect(command.widget == .message(text: "a"))
        let all = try Boxes.command(
            Boxes.whiptail(
                "--backtitle", "Back", "--clear", "--defaultno", "--default-item", "b", "--fb",
                "--fullbuttons", "--nocancel", "--yes-button", "Y", "--no-button", "N",
                "--cancel-button", "C", "--noitem", "--notags", "--separate-output", "--scrolltext",
                "--topleft", "--output-fd", "3", "--yesno", "t", "0", "0"))
        var expected = BoxOptions()
        expected.backtitle = "Back"
        expected.clearsScreen = true
        expected.defaultButton = .cancel
        expected.defaultItem = "b"
        expected.hidesCancel = true
        expected.labels.yes = "Y"
        expected.labels.no = "N"
        expected.labels.cancel = "C"
        expected.omitsItems = true
        expected.hidesTags = true
        expected.separatesOutput = true
        expected.output = .descriptor(3)
        #expect(all.options == expected)
        // `--title=x` is popt's other spelling.
        #expect(
            try Boxes.command(Boxes.whiptail("--title=x", "--msgbox", "a", "0", "0")).options.title
                == "x")
        // A value is the next word whatever it is: `--title --msgbox a 1 2` has no box (255).
        #expect(Boxes.refusal(Boxes.whiptail("--title", "--msgbox", "a", "1", "2"))?.1 == 255)
    }

    @Test("`--` makes every later word an argument; `-` is one")
    func doubleDash() throws {
        // `--msgbox -- a 1 2 --title` got as far as opening the terminal.
        let command = try Boxes.command(
            Boxes.whiptail("--menu", "t", "0", "0", "0", "--", "--x", "-y", "-", "--title"))
        #expect(
            command.widget.items == [
                BoxItem(tag: "--x", item: "-y"), BoxItem(tag: "-", item: "--title"),
            ])
        #expect(command.options.title == nil)
        // `-- --msgbox a 1 2`: the box is an argument, so there is none (255).
        #expect(Boxes.refusal(Boxes.whiptail("--", "--msgbox", "a", "1", "2"))?.0 == .noBox)
    }

    @Test("output goes to standard error, or to --output-fd's descriptor, read as strtol base 0")
    func output() throws {
        #expect(
            try Boxes.command(Boxes.whiptail("--msgbox", "a", "0", "0")).options.output
                == .standardError)
        #expect(
            try Boxes.command(Boxes.whiptail("--output-fd", "1", "--msgbox", "a", "0", "0")).options
                .output == .standardOutput)
        // `--output-fd 0x63` and `--output-fd " 5"` were read as numbers (then "Cannot open
        // output-fd", 255); `--output-fd "5 "` was "5 : invalid numeric value", 1.
        #expect(
            try Boxes.command(Boxes.whiptail("--output-fd", "0x63", "--msgbox", "a", "0", "0"))
                .options.output == .descriptor(99))
        #expect(
            try Boxes.command(Boxes.whiptail("--output-fd", " 5", "--msgbox", "a", "0", "0"))
                .options.output == .descriptor(5))
        #expect(
            Boxes.refusal(Boxes.whiptail("--output-fd", "5 ", "--msgbox", "a", "0", "0"))?.1 == 1)
        // "99999999999: number too large or too small", 1.
        #expect(
            Boxes.refusal(Boxes.whiptail("--output-fd", "99999999999", "--msgbox", "a", "0", "0"))?
                .1 == 1)
        let refused = BoxProblem.unusableDescriptor(
            option: "--output-fd", descriptor: 9, reason: "Bad file descriptor")
        let command = try Boxes.command(
            Boxes.whiptail("--output-fd", "9", "--msgbox", "a", "0", "0"))
        #expect(command.unusableOutput(reason: "Bad file descriptor") == refused)
        #expect(refused.status(command.statuses) == 255)
    }

    @Test("help and version, also after the box and before a refused option")
    func helpAndVersion() {
        #expect(Boxes.whiptail("--help") == .help)
        #expect(Boxes.whiptail("-h") == .help)
        #expect(Boxes.whiptail("--msgbox", "a", "1", "2", "--help") == .help)
        #expect(Boxes.whiptail("--version") == .version)
        #expect(Boxes.whiptail("-v", "--bogus") == .version)
        // `-hx` printed the help (0); `-xh` was "-xh: unknown option" (1).
        #expect(Boxes.whiptail("-hx") == .help)
        #expect(Boxes.refusal(Boxes.whiptail("-xh"))?.0 == .unknownOption("-xh"))
        // `--bogus -v`: popt stopped at --bogus, 1.
        #expect(Boxes.refusal(Boxes.whiptail("--bogus", "-v"))?.1 == 1)
    }

    @Test("popt's refusals exit 1 naming the option")
    func optionRefusals() {
        // Observed: "--bogus: unknown option", "--title: missing argument",
        // "--defaultno=1: option does not take an argument", "x: invalid numeric value",
        // "--tit: unknown option" (no abbreviations), "-3: unknown option" (a negative
        // number looks like options).
        let cases: [([String], BoxProblem)] = [
            (["--bogus", "--msgbox", "a", "0", "0"], .unknownOption("--bogus")),
            (["--msgbox", "a", "0", "0", "--bogus"], .unknownOption("--bogus")),
            (["--msgbox", "a", "0", "0", "--title"], .missingValue(option: "--title")),
            (
                ["--defaultno=1", "--msgbox", "a", "0", "0"],
                .valueNotTaken(option: "--defaultno=1")
            ),
            (["--msgbox=x", "a", "0", "0"], .valueNotTaken(option: "--msgbox=x")),
            (
                ["--output-fd", "x", "--msgbox", "a", "0", "0"],
                .notANumber(option: "--output-fd", value: "x")
            ),
            (["--tit", "a", "--msgbox", "a", "0", "0"], .unknownOption("--tit")),
            (["--msgbox", "a", "-3", "4"], .unknownOption("-3")),
            (["-x", "--msgbox", "a", "0", "0"], .unknownOption("-x")),
        ]
        for (arguments, problem) in cases {
            let refusal = Boxes.refusal(BoxCommandLine.read(arguments, as: .whiptail))
            #expect(refusal?.0 == problem, "\(arguments)")
            #expect(refusal?.1 == 1, "\(arguments)")
        }
        #expect(BoxProblem.unknownOption("--bogus").message == "--bogus: unknown option")
        #expect(BoxProblem.missingValue(option: "--title").message == "--title: missing argument")
        // What a message quotes reaches the terminal safe, on one line.
        let hostile = Boxes.refusal(
            Boxes.whiptail("--bo\u{1B}[2Jgus\nx", "--msgbox", "a", "0", "0"))
        #expect(hostile?.0.message == "--bo\u{FFFD}[2Jgus x: unknown option")
    }

    @Test("whiptail's own refusals exit 255: no box, two, too few words, sizes, lists")
    func usageRefusals() {
        // Each of these printed whiptail's usage and exited 255 (the list ones once the
        // terminal was open).
        let cases: [([String], BoxProblem)] = [
            ([], .noBox),
            (["--title", "t"], .noBox),
            (["--msgbox"], .missingArguments(box: "--msgbox", needs: "TEXT HEIGHT WIDTH")),
            (
                ["--msgbox", "hi", "1"],
                .missingArguments(box: "--msgbox", needs: "TEXT HEIGHT WIDTH")
            ),
            (
                ["--msgbox", "hi", "x", "3"],
                .notANumberArgument(box: "--msgbox", name: "height", value: "x")
            ),
            (
                ["--msgbox", "hi", "3", "4x"],
                .notANumberArgument(box: "--msgbox", name: "width", value: "4x")
            ),
            (["--msgbox", "--yesno", "a", "1", "2"], .secondBox("--yesno")),
            (["--msgbox", "a", "1", "2", "--yesno"], .secondBox("--yesno")),
            (
                ["--menu", "hi", "1", "2"],
                .missingArguments(
                    box: "--menu", needs: "TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM]...")
            ),
            (
                ["--menu", "hi", "0", "0", "x", "a", "A"],
                .notANumberArgument(box: "--menu", name: "list height", value: "x")
            ),
            (
                ["--menu", "hi", "0", "0", "5x", "a", "b"],
                .notANumberArgument(box: "--menu", name: "list height", value: "5x")
            ),
            (
                ["--menu", "hi", "0", "0", "0", "a", "A", "b"],
                .incompleteItem(box: "--menu", group: "tag and item")
            ),
            (
                ["--noitem", "--menu", "hi", "0", "0", "0", "a", "A", "b"],
                .incompleteItem(box: "--menu", group: "tag and item")
            ),
            (["--menu", "hi", "0", "0", "0"], .noItems(box: "--menu")),
            (
                ["--checklist", "hi", "0", "0", "0", "a", "A", "on", "b", "B"],
                .incompleteItem(box: "--checklist", group: "tag, item and status")
            ),
            // whiptail crashes (139) on an empty radiolist.
            (["--radiolist", "hi", "0", "0", "0"], .noItems(box: "--radiolist")),
            (
                ["--gauge", "hi", "0", "0"],
                .missingArguments(box: "--gauge", needs: "TEXT HEIGHT WIDTH PERCENT")
            ),
            (
                ["--gauge", "hi", "0", "0", "x"],
                .notANumberArgument(box: "--gauge", name: "percent", value: "x")
            ),
        ]
        for (arguments, problem) in cases {
            let refusal = Boxes.refusal(BoxCommandLine.read(arguments, as: .whiptail))
            #expect(refusal?.0 == problem, "\(arguments)")
            #expect(refusal?.1 == 255, "\(arguments)")
        }
    }

    @Test("sizes are strtoul's: an empty word is 0, after -- a negative one is read")
    func sizes() throws {
        // `--msgbox hi '' 4` and `--msgbox -- -a 1 2` got as far as opening the terminal.
        _ = try Boxes.command(Boxes.whiptail("--msgbox", "hi", "", "4"))
        _ = try Boxes.command(Boxes.whiptail("--msgbox", "--", "hi", "-3", "4"))
        _ = try Boxes.command(Boxes.whiptail("--msgbox", "hi", "  7", "+4"))
        #expect(Boxes.refusal(Boxes.whiptail("--msgbox", "hi", "7 ", "4")) != nil)
    }

    @Test(
        "--noitem reads a checklist's tag and status, a menu's pairs; a gauge's percent is kept to 100"
    )
    func noItem() throws {
        // `--noitem --checklist hi 0 0 0 a on b off c on`, Enter, wrote "a" "c".
        let checklist = try Boxes.command(
            Boxes.whiptail(
                "--noitem", "--checklist", "t", "0", "0", "0", "a", "on", "b", "off", "c", "on"))
        #expect(
            checklist.widget.items == [
                BoxItem(tag: "a", item: "", isOn: true), BoxItem(tag: "b", item: ""),
                BoxItem(tag: "c", item: "", isOn: true),
            ])
        let menu = try Boxes.command(
            Boxes.whiptail("--noitem", "--menu", "t", "0", "0", "0", "a", "A", "b", "B"))
        #expect(menu.widget.items.map(\.tag) == ["a", "b"])
        #expect(menu.widget.items.map(\.item) == ["", ""])
        // `--gauge hi 0 0 150` showed 100%; whiptail reads -5 as a huge number: 100%.
        #expect(
            try Boxes.command(Boxes.whiptail("--gauge", "g", "0", "0", "150")).widget
                == .gauge(text: "g", percent: 100))
        #expect(
            try Boxes.command(Boxes.whiptail("--gauge", "--", "g", "0", "0", "-5")).widget
                == .gauge(text: "g", percent: 100))
    }

    @Test("the text's \\n is a line feed, read left to right, in the box's text only")
    func escapes() throws {
        // `--msgbox 'a\nb\\nc\td'` drew `a`, `b\`, `c\td` on three lines.
        let command = try Boxes.command(
            Boxes.whiptail("--title", "T\\nU", "--msgbox", "a\\nb\\\\nc\\td", "0", "0"))
        #expect(command.widget == .message(text: "a\nb\\\nc\\td"))
        #expect(command.options.title == "T\\nU")
    }
}
