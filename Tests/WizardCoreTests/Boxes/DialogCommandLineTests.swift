import Testing
import WizardCore

/// dialog's command line, read as dialog 1.3 reads it. Each expectation was first checked on
/// the real program (`dialog ARGS </dev/null`, or at a tmux terminal for the boxes that get
/// as far as drawing); what it did is in the comments.
@Suite("dialog: the command line", .timeLimit(.minutes(5)))
struct DialogCommandLineTests {
    @Test("each box with its arguments")
    func boxes() throws {
        #expect(
            try Boxes.command(Boxes.dialog("--msgbox", "Hi", "8", "40")).widget
                == .message(text: "Hi"))
        #expect(
            try Boxes.command(Boxes.dialog("--yesno", "Sure?", "0", "0")).widget
                == .yesNo(text: "Sure?"))
        #expect(
            try Boxes.command(Boxes.dialog("--infobox", "Wait", "0", "0")).widget
                == .info(text: "Wait"))
        #expect(
            try Boxes.command(Boxes.dialog("--inputbox", "Name", "0", "0", "init")).widget
                == .input(text: "Name", initial: "init"))
        #expect(
            try Boxes.command(Boxes.dialog("--passwordbox", "Pass", "0", "0")).widget
                == .password(text: "Pass", initial: nil))
        #expect(
            try Boxes.command(Boxes.dialog("--textbox", "/etc/motd", "0", "0")).fileToRead
                == "/etc/motd")
        #expect(
            try Boxes.command(Boxes.dialog("--gauge", "Going", "0", "0")).widget
                == .gauge(text: "Going", percent: 0))
        #expect(
            try Boxes.command(Boxes.dialog("--guage", "Going", "0", "0", "40")).widget
                == .gauge(text: "Going", percent: 40))
        #expect(
            try Boxes.command(Boxes.dialog("--pause", "Wait", "0", "0", "30")).widget
                == .pause(text: "Wait", seconds: 30))
        // `--rangebox hi 0 0 1 10 5`, Enter, wrote 5; a default of 50 wrote 10; a minimum of
        // 10 over a maximum of 1 wrote 10.
        #expect(
            try Boxes.command(Boxes.dialog("--rangebox", "N", "0", "0", "1", "10", "5")).widget
                == .range(text: "N", bounds: 1...10, value: 5))
        #expect(
            try Boxes.command(Boxes.dialog("--rangebox", "N", "0", "0", "1", "10", "50")).widget
                == .range(text: "N", bounds: 1...10, value: 10))
        #expect(
            try Boxes.command(Boxes.dialog("--rangebox", "N", "0", "0", "10", "1", "5")).widget
                == .range(text: "N", bounds: 10...10, value: 10))
        #expect(
            try Boxes.command(Boxes.dialog("--rangebox", "N", "0", "0", "3", "9")).widget
                == .range(text: "N", bounds: 3...9, value: 3))
        #expect(
            try Boxes.command(Boxes.dialog("--menu", "Pick", "0", "0", "0", "a", "A", "b", "B"))
                .widget
                == .menu(
                    text: "Pick",
                    items: [BoxItem(tag: "a", item: "A"), BoxItem(tag: "b", item: "B")]))
        // A status is on only when it is `on`, in any case.
        #expect(
            try Boxes.command(
                Boxes.dialog(
                    "--checklist", "t", "0", "0", "0", "a", "A", "on", "b", "B", "ON", "c", "C",
                    "yes", "d", "D", "1")
            ).widget.items.map(\.isOn) == [true, true, false, false])
        // `--radiolist hi 0 0 0 a A on b B on`, Enter, wrote `a`: the first on wins.
        #expect(
            try Boxes.command(
                Boxes.dialog("--radiolist", "t", "0", "0", "0", "a", "A", "on", "b", "B", "on")
            ).widget.items.map(\.isOn)
                == [true, false])
        // `--form hi 0 0 0 Name: 1 1 alice 1 10 20 0 Ro: 2 1 fixed 2 10 0 0 …` wrote only the
        // editable fields; `x` as a position is read as 0, never refused.
        #expect(
            try Boxes.command(
                Boxes.dialog(
                    "--form", "F", "0", "0", "0", "Name:", "1", "1", "alice", "1", "10", "20", "0",
                    "Ro:", "2", "x", "fixed", "2", "10", "-5", "0")
            ).widget
                == .form(
                    text: "F",
                    fields: [
                        BoxFormField(label: "Name:", text: "alice", isEditable: true),
                        BoxFormField(label: "Ro:", text: "fixed", isEditable: false),
                    ], hidesInput: false))
        #expect(
            try Boxes.command(
                Boxes.dialog(
                    "--passwordform", "F", "0", "0", "0", "P:", "1", "1", "", "1", "5", "9", "0")
            ).widget.isForm)
    }

    @Test("--no-items drops the item column, --item-help adds a help column")
    func columns() throws {
        // `--no-items --menu hi 0 0 0 a b`, Down, Enter, wrote `b`.
        let menu = try Boxes.command(
            Boxes.dialog("--no-items", "--menu", "t", "0", "0", "0", "a", "b"))
        #expect(menu.widget.items == [BoxItem(tag: "a", item: ""), BoxItem(tag: "b", item: "")])
        let checklist = try Boxes.command(
            Boxes.dialog("--noitem", "--checklist", "t", "0", "0", "0", "a", "on", "b", "off"))
        #expect(
            checklist.widget.items == [
                BoxItem(tag: "a", item: "", isOn: true), BoxItem(tag: "b", item: ""),
            ])
        let help = try Boxes.command(
            Boxes.dialog("--item-help", "--menu", "t", "0", "0", "0", "a", "A", "help a"))
        #expect(help.widget.items == [BoxItem(tag: "a", item: "A", help: "help a")])
    }

    @Test("`--` escapes the one word after it; a box's words run to the next option dialog knows")
    func escapes() throws {
        // `--title -- --x --msgbox a 0 0` drew the title `--x`.
        #expect(
            try Boxes.command(Boxes.dialog("--title", "--", "--x", "--msgbox", "a", "0", "0"))
                .options.title == "--x")
        // `--menu hi 0 0 0 -- --foo bar` wrote `--foo`; `-x` is no option.
        #expect(
            try Boxes.command(Boxes.dialog("--menu", "t", "0", "0", "0", "--", "--foo", "bar"))
                .widget.items == [BoxItem(tag: "--foo", item: "bar")])
        #expect(
            try Boxes.command(Boxes.dialog("--menu", "t", "0", "0", "0", "-x", "bar")).widget.items
                == [BoxItem(tag: "-x", item: "bar")])
        // `--menu hi 0 0 0 --foo bar` crashed dialog (139): wizard refuses the empty list.
        #expect(
            Boxes.refusal(Boxes.dialog("--menu", "t", "0", "0", "0", "--foo", "bar"))?.0
                == .noItems(box: "--menu"))
        // An unknown option after the box is one of its arguments: `--msgbox hi 0 0 --bogus`
        // was "Expected no more than 20 tokens for --m, have 4", 255.
        #expect(
            Boxes.refusal(Boxes.dialog("--msgbox", "a", "0", "0", "--bogus"))?.0
                == .tooManyArguments(box: "--msgbox", needs: "TEXT HEIGHT WIDTH"))
        // Later items may look like options: they are the menu's.
        #expect(
            try Boxes.command(Boxes.dialog("--menu", "t", "0", "0", "0", "a", "A", "--foo", "bar"))
                .widget.items.count == 2)
    }

    @Test("the output options are read first, wherever they are; the last wins")
    func output() throws {
        // `--menu … --output-fd 3 3>file` wrote the tag to the file.
        #expect(
            try Boxes.command(
                Boxes.dialog("--menu", "t", "0", "0", "0", "a", "A", "--output-fd", "3")
            ).options.output == .descriptor(3))
        #expect(
            try Boxes.command(Boxes.dialog("--stdout", "--msgbox", "a", "0", "0")).options.output
                == .standardOutput)
        #expect(
            try Boxes.command(Boxes.dialog("--stdout", "--msgbox", "a", "0", "0", "--stderr"))
                .options.output == .standardError)
        #expect(
            try Boxes.command(Boxes.dialog("--output-fd", "0x10", "--msgbox", "a", "0", "0"))
                .options.output == .descriptor(16))
        #expect(
            try Boxes.command(Boxes.dialog("--input-fd", "0", "--msgbox", "a", "0", "0")).options
                .output == .standardError)
        // "Expected a numeric-parameter for --output-fd." and "Cannot open output-fd", 255.
        #expect(
            Boxes.refusal(Boxes.dialog("--output-fd", "x", "--msgbox", "a", "0", "0"))?.1 == 255)
        #expect(
            Boxes.refusal(Boxes.dialog("--output-fd", "-1", "--msgbox", "a", "0", "0"))?.1 == 255)
        #expect(Boxes.dialog("--msgbox", "a", "0", "0", "--help") == .help)
        #expect(Boxes.dialog("--msgbox", "a", "0", "0", "--version") == .version)
    }

    @Test(
        "one word, or none: its help, or what that word does alone; common options alone: nothing")
    func alone() {
        // `dialog`, `dialog --bogus`, `dialog --title`, `dialog hello`, `dialog --colors`
        // each printed the help and exited 0; `dialog --title x` and `dialog --clear`
        // printed nothing, 0.
        #expect(Boxes.dialog() == .help)
        #expect(Boxes.dialog("--bogus") == .help)
        #expect(Boxes.dialog("--title") == .help)
        #expect(Boxes.dialog("hello") == .help)
        #expect(Boxes.dialog("--colors") == .help)
        #expect(Boxes.dialog("--title", "x") == .nothing)
        // A value is the next word whatever it is: the title here is `--msgbox`.
        #expect(Boxes.dialog("--title", "--msgbox") == .nothing)
        #expect(Boxes.dialog("--clear") == .nothing)
        #expect(Boxes.dialog("--print-version") == .version)
    }

    @Test("common options before the box, with their no forms")
    func options() throws {
        let command = try Boxes.command(
            Boxes.dialog(
                "--title", "T", "--backtitle", "B", "--ok-label", "Go", "--cancel-label", "Stop",
                "--yes-label", "Sure", "--no-label", "Nope", "--extra-button", "--extra-label",
                "More",
                "--help-button", "--help-label", "Info", "--exit-label", "Done", "--default-item",
                "b",
                "--no-cancel", "--no-ok", "--no-tags", "--separate-output", "--output-separator",
                ",",
                "--single-quoted", "--quoted", "--help-status", "--help-tags", "--colors",
                "--cr-wrap",
                "--no-collapse", "--no-nl-expand", "--trim", "--timeout", "9", "--erase-on-exit",
                "--aspect", "9", "--begin", "1", "2", "--no-shadow", "--shadow", "--ascii-lines",
                "--sleep", "0", "--icon", "x", "--keep-tite", "--checklist", "t", "0", "0", "0",
                "a", "A", "on"))
        var expected = BoxOptions()
        expected.title = "T"
        expected.backtitle = "B"
        expected.labels.ok = "Go"
        expected.labels.cancel = "Stop"
        expected.labels.yes = "Sure"
        expected.labels.no = "Nope"
        expected.labels.extra = "More"
        expected.labels.help = "Info"
        expected.labels.exit = "Done"
        expected.showsExtra = true
        expected.showsHelp = true
        expected.defaultItem = "b"
        expected.hidesCancel = true
        expected.hidesOK = true
        expected.hidesTags = true
        expected.separatesOutput = true
        expected.outputSeparator = ","
        expected.quotesSingly = true
        expected.quotesEveryValue = true
        expected.helpWritesStatus = true
        expected.helpWritesTags = true
        expected.readsColorCodes = true
        expected.whitespace.keepsLineFeeds = true
        expected.whitespace.keepsBlanks = true
        expected.whitespace.keepsBackslashN = true
        expected.whitespace.trims = true
        expected.timeoutSeconds = 9
        expected.clearsScreen = true
        #expect(command.options == expected)
        // The no forms: `--nocancel` and `--nook` are --no-cancel and --no-ok; `--no-colors`
        // turns --colors off; `--no-title x` is read as --title x (all accepted by dialog).
        let negated = try Boxes.command(
            Boxes.dialog(
                "--colors", "--no-colors", "--nocancel", "--nook", "--no-title", "x", "--msgbox",
                "a", "0", "0"))
        #expect(!negated.options.readsColorCodes)
        #expect(negated.options.hidesCancel)
        #expect(negated.options.hidesOK)
        #expect(negated.options.title == "x")
    }

    @Test("--defaultno and --default-button choose the default button")
    func defaultButton() throws {
        // `--defaultno --menu`, Enter: 1; `--default-button cancel`: 1; `--extra-button
        // --default-button extra`: 3 and the tag; `--default-button bogus`: "Button name
        // "bogus" unknown.", 255.
        #expect(
            try Boxes.command(Boxes.dialog("--defaultno", "--menu", "t", "0", "0", "0", "a", "A"))
                .defaultButton == .cancel)
        #expect(
            try Boxes.command(
                Boxes.dialog("--default-button", "CANCEL", "--menu", "t", "0", "0", "0", "a", "A")
            ).defaultButton == .cancel)
        #expect(
            try Boxes.command(
                Boxes.dialog(
                    "--extra-button", "--default-button", "extra", "--menu", "t", "0", "0", "0",
                    "a", "A")
            ).defaultButton == .extra)
        // A button the box does not show is not the default.
        #expect(
            try Boxes.command(
                Boxes.dialog("--default-button", "extra", "--menu", "t", "0", "0", "0", "a", "A")
            ).defaultButton == .ok)
        #expect(
            try Boxes.command(Boxes.dialog("--defaultno", "--msgbox", "t", "0", "0")).defaultButton
                == .ok)
        #expect(
            try Boxes.command(Boxes.dialog("--no-defaultno", "--yesno", "t", "0", "0"))
                .defaultButton == .cancel)
        #expect(
            Boxes.refusal(Boxes.dialog("--default-button", "bogus", "--msgbox", "t", "0", "0"))?.0
                == .unknownButton("bogus"))
    }

    @Test("every refusal exits with the error status, 255 unless DIALOG_ERROR says otherwise")
    func refusals() {
        // Observed messages: "Unknown option --bogus.", "Unknown option hello.", "Expected a
        // number for token 2 of --msgbox.", "Expected at least 20 tokens for --m, have 1.",
        // "Expected 2 arguments, found only 1.", "Expected 3 arguments, found extra 1.",
        // "Expected a string-parameter for --title.", "Unexpected widget with
        // --separate-output --menu.", "Expected a box option." (options after the box,
        // once the box was answered).
        let cases: [([String], BoxProblem)] = [
            (["--bogus", "--msgbox", "a", "0", "0"], .unknownOption("--bogus")),
            (["--title", "x", "--bogus"], .unknownOption("--bogus")),
            (["--Foo", "--msgbox", "a", "0", "0"], .unknownOption("--Foo")),
            (["-x", "--msgbox", "a", "0", "0"], .unknownOption("-x")),
            (["hello", "--msgbox", "a", "0", "0"], .unknownOption("hello")),
            (["--msgbox", "hi"], .missingArguments(box: "--msgbox", needs: "TEXT HEIGHT WIDTH")),
            (
                ["--msgbox", "hi", "x", "3"],
                .notANumberArgument(box: "--msgbox", name: "height", value: "x")
            ),
            (
                ["--msgbox", "hi", "3", "4x"],
                .notANumberArgument(box: "--msgbox", name: "width", value: "4x")
            ),
            (
                ["--inputbox", "a", "0", "0", "b", "c"],
                .tooManyArguments(box: "--inputbox", needs: "TEXT HEIGHT WIDTH [INIT]")
            ),
            (
                ["--menu", "hi", "0", "0", "0"],
                .missingArguments(
                    box: "--menu", needs: "TEXT HEIGHT WIDTH MENUHEIGHT [TAG ITEM]...")
            ),
            (
                ["--menu", "hi", "0", "0", "x", "a", "b"],
                .notANumberArgument(box: "--menu", name: "menu height", value: "x")
            ),
            (
                ["--menu", "hi", "0", "0", "0", "a"],
                .incompleteItem(box: "--menu", group: "tag, item")
            ),
            (
                ["--checklist", "hi", "0", "0", "0", "a", "b", "c", "d"],
                .incompleteItem(box: "--checklist", group: "tag, item, status")
            ),
            (
                ["--checklist", "hi", "0", "0", "0"],
                .missingArguments(
                    box: "--checklist", needs: "TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM STATUS]...")
            ),
            (
                ["--form", "hi", "0", "0", "0", "Name:", "1", "1", "alice", "1", "10", "20"],
                .missingArguments(
                    box: "--form",
                    needs: "TEXT HEIGHT WIDTH FORMHEIGHT [LABEL Y X ITEM Y X FLEN ILEN]...")
            ),
            (
                ["--gauge", "hi", "0", "0", "x"],
                .notANumberArgument(box: "--gauge", name: "percent", value: "x")
            ),
            (
                ["--pause", "hi", "0", "0"],
                .missingArguments(box: "--pause", needs: "TEXT HEIGHT WIDTH SECONDS")
            ),
            (
                ["--rangebox", "a", "0", "0", "x", "2", "3"],
                .notANumberArgument(box: "--rangebox", name: "minimum", value: "x")
            ),
            (["--msgbox", "a", "0", "0", "--title"], .argumentsAfterBox("--title")),
            (["--msgbox", "a", "0", "0", "--title", "X"], .argumentsAfterBox("--title")),
            (["--msgbox", "a", "0", "0", "--msgbox", "b", "0", "0"], .secondBox("--msgbox")),
            (
                ["--msgbox", "a", "0", "0", "--and-widget", "--msgbox", "b", "0", "0"],
                .unsupported("--and-widget")
            ),
            (["--ok-label", "--msgbox", "hi", "0", "0"], .unknownOption("hi")),
            (["--msgbox", "a", "0", "0", "--trace", "t.log"], .argumentsAfterBox("--trace")),
            (
                ["--separate-output", "--menu", "hi", "0", "0", "0", "a", "A"],
                .separateOutputWith(box: "--menu")
            ),
            (
                ["--separate-output", "--radiolist", "hi", "0", "0", "0", "a", "A", "on"],
                .separateOutputWith(box: "--radiolist")
            ),
            (["--calendar", "hi", "0", "0", "1", "1", "2024"], .unsupported("--calendar")),
            (["--file", "args.txt"], .unsupported("--file")),
            (["--print-maxsize"], .unsupported("--print-maxsize")),
            (
                ["--title", "x", "--print-text-size", "x", "--msgbox", "a", "0", "0"],
                .unsupported("--print-text-size")
            ),
        ]
        for (arguments, problem) in cases {
            let refusal = Boxes.refusal(BoxCommandLine.read(arguments, as: .dialog))
            #expect(refusal?.0 == problem, "\(arguments)")
            #expect(refusal?.1 == 255, "\(arguments)")
        }
        // `DIALOG_ERROR=9 dialog --bogus --yesno hi 0 0` exited 9.
        #expect(
            Boxes.refusal(
                Boxes.dialog(
                    "--bogus", "--msgbox", "a", "0", "0", environment: ["DIALOG_ERROR": "9"]))?.1
                == 9)
    }

    @Test("the box's text is read by the whitespace rules; its sizes by strtol")
    func text() throws {
        #expect(
            try Boxes.command(Boxes.dialog("--msgbox", "a   b\\nc\nd", "0", "0")).widget
                == .message(text: "a   b\nc d"))
        #expect(
            try Boxes.command(Boxes.dialog("--msgbox", "  hi    there\ttab", "0", "0")).widget
                == .message(text: " hi there tab"))
        // Only the box's first argument: an item keeps its spaces.
        #expect(
            try Boxes.command(Boxes.dialog("--menu", "t", "0", "0", "0", "a  b", "c  d")).widget
                .items == [BoxItem(tag: "a  b", item: "c  d")])
        // `--msgbox hi -1 -5` was drawn full screen; `''` is 0.
        _ = try Boxes.command(Boxes.dialog("--msgbox", "hi", "-1", "-5"))
        _ = try Boxes.command(Boxes.dialog("--msgbox", "hi", "", "0"))
    }
}
