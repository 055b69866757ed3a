import Testing
import WizardCore

/// What each program writes when its box ends, where, and its status, for every way a box
/// ends. Each format was first seen on the real program at a tmux terminal, keys sent to it,
/// its standard error (or `--stdout`, or the `--output-fd` descriptor) captured; what it
/// wrote is in the comments, as `cat -A` shows it (no `$`: no line feed).
@Suite("whiptail and dialog: results and statuses", .timeLimit(.minutes(5)))
struct BoxResultTests {
    func result(
        _ invocation: BoxInvocation, _ ending: BoxOutcome.Ending, values: [String] = [],
        current: Int? = nil
    ) throws -> BoxResult {
        let command = try Boxes.command(invocation)
        return command.result(of: BoxOutcome(ending, values: values, currentIndex: current))
    }

    @Test("whiptail: a menu's tag, a radiolist's, an input's text; nothing for the others")
    func whiptailValues() throws {
        // `--menu hi 0 0 0 a A b B`, Down, Enter: `b`, 0.
        let menu = Boxes.whiptail("--menu", "hi", "0", "0", "0", "a", "A", "b", "B")
        #expect(
            try result(menu, .pressed(.ok), values: ["b"])
                == BoxResult(output: "b", destination: .standardError, status: 0))
        // Tab Tab Enter (Cancel): nothing, 1. Esc: nothing, 255.
        #expect(
            try result(menu, .pressed(.cancel), values: ["b"])
                == BoxResult(output: "", destination: .standardError, status: 1))
        #expect(
            try result(menu, .escaped)
                == BoxResult(output: "", destination: .standardError, status: 255))
        // `--radiolist hi 0 0 0 a A off b B off`, Enter: nothing, 0.
        let radiolist = Boxes.whiptail(
            "--radiolist", "hi", "0", "0", "0", "a", "A", "off", "b", "B", "on")
        #expect(try result(radiolist, .pressed(.ok), values: ["b"]).output == "b")
        #expect(
            try result(radiolist, .pressed(.ok), values: [])
                == BoxResult(output: "", destination: .standardError, status: 0))
        // `--inputbox hi 0 0`, `x y` Enter: `x y`; `--passwordbox`, `secret` Enter: `secret`.
        #expect(
            try result(Boxes.whiptail("--inputbox", "hi", "0", "0"), .pressed(.ok), values: ["x y"])
                .output == "x y")
        #expect(
            try result(
                Boxes.whiptail("--passwordbox", "hi", "0", "0"), .pressed(.ok), values: ["secret"]
            ).output == "secret")
        #expect(
            try result(
                Boxes.whiptail("--inputbox", "hi", "0", "0", "foo"), .pressed(.cancel),
                values: ["foo"]
            ).status == 1)
        // `--yesno hi 0 0`: Enter 0, `--defaultno` Enter 1, Esc 255; `--msgbox`: Enter 0,
        // Esc 255; `--infobox`, `--gauge`, `--textbox`: 0. None writes anything.
        let yesno = Boxes.whiptail("--yesno", "hi", "0", "0")
        #expect(
            try result(yesno, .pressed(.ok))
                == BoxResult(output: "", destination: .standardError, status: 0))
        #expect(try result(yesno, .pressed(.cancel)).status == 1)
        #expect(try result(yesno, .escaped).status == 255)
        for box in [
            ["--msgbox", "hi", "0", "0"], ["--infobox", "hi", "0", "0"],
            ["--gauge", "hi", "0", "0", "5"], ["--textbox", "/f", "0", "0"],
        ] {
            let done = try result(BoxCommandLine.read(box, as: .whiptail), .pressed(.ok))
            #expect(done == BoxResult(output: "", destination: .standardError, status: 0), "\(box)")
            #expect(try result(BoxCommandLine.read(box, as: .whiptail), .escaped).status == 255)
        }
    }

    @Test("whiptail: a checklist's tags each in double quotes as they are, or one a line")
    func whiptailChecklist() throws {
        // `--checklist hi 0 0 0 a A on b B off c C ON`, Down Space Enter: `"a" "b" "c"`.
        let checklist = Boxes.whiptail(
            "--checklist", "hi", "0", "0", "0", "a", "A", "on", "b", "B", "off")
        #expect(
            try result(checklist, .pressed(.ok), values: ["a", "b", "c"]).output
                == "\"a\" \"b\" \"c\"")
        // `'a"q' A on 'x y' B on 'p$q' C on`, Enter: `"a"q" "x y" "p$q"`: nothing escaped.
        #expect(
            try result(checklist, .pressed(.ok), values: ["a\"q", "x y", "p$q"]).output
                == "\"a\"q\" \"x y\" \"p$q\"")
        // None on, Enter: nothing, 0.
        #expect(
            try result(checklist, .pressed(.ok), values: [])
                == BoxResult(output: "", destination: .standardError, status: 0))
        // `--separate-output`: `a$ b$ c$ d$`, a line feed after each.
        let separate = Boxes.whiptail(
            "--separate-output", "--checklist", "hi", "0", "0", "0", "a", "A", "on")
        #expect(try result(separate, .pressed(.ok), values: ["a", "b c"]).output == "a\nb c\n")
        // A radiolist under --separate-output still writes its tag alone: `b`.
        let radiolist = Boxes.whiptail(
            "--separate-output", "--radiolist", "hi", "0", "0", "0", "a", "A", "off", "b", "B", "on"
        )
        #expect(try result(radiolist, .pressed(.ok), values: ["b"]).output == "b")
    }

    @Test("whiptail: --output-fd names where the result goes")
    func whiptailOutput() throws {
        // `--output-fd 1 --menu hi 0 0 0 a A > file`: the file ended with `a`.
        let menu = Boxes.whiptail("--output-fd", "1", "--menu", "hi", "0", "0", "0", "a", "A")
        #expect(
            try result(menu, .pressed(.ok), values: ["a"])
                == BoxResult(output: "a", destination: .standardOutput, status: 0))
        let three = Boxes.whiptail("--output-fd", "3", "--menu", "hi", "0", "0", "0", "a", "A")
        #expect(try result(three, .escaped).destination == .descriptor(3))
    }

    @Test("dialog: a menu's tag on OK and Extra, HELP and the tag on Help, nothing on Cancel")
    func dialogMenu() throws {
        // `--menu hi 0 0 0 a A b B`, Down Enter: `b` 0; Tab Enter: 1; Esc: 255.
        let menu = Boxes.dialog(
            "--help-button", "--extra-button", "--menu", "hi", "0", "0", "0", "a", "A", "b", "B")
        #expect(
            try result(menu, .pressed(.ok), values: ["b"], current: 1)
                == BoxResult(output: "b", destination: .standardError, status: 0))
        #expect(
            try result(menu, .pressed(.cancel), values: ["b"], current: 1)
                == BoxResult(output: "", destination: .standardError, status: 1))
        #expect(try result(menu, .escaped).status == 255)
        // `--extra-button`, Down Tab Enter: `b`, 3. `--help-button`, Down Tab Tab Enter:
        // `HELP b`, 2.
        #expect(
            try result(menu, .pressed(.extra), values: ["b"], current: 1)
                == BoxResult(output: "b", destination: .standardError, status: 3))
        #expect(
            try result(menu, .pressed(.help), values: ["b"], current: 1)
                == BoxResult(output: "HELP b", destination: .standardError, status: 2))
        // `--help-button --item-help --menu hi 0 0 0 a A "help a"`: `HELP help a`, 2;
        // `--help-tags` writes the tag still.
        let itemHelp = Boxes.dialog(
            "--help-button", "--item-help", "--menu", "hi", "0", "0", "0", "a", "A", "help a")
        #expect(
            try result(itemHelp, .pressed(.help), values: ["a"], current: 0).output == "HELP help a"
        )
        let helpTags = Boxes.dialog(
            "--help-button", "--item-help", "--help-tags", "--menu", "hi", "0", "0", "0", "a b",
            "A", "help a")
        #expect(
            try result(helpTags, .pressed(.help), values: ["a b"], current: 0).output == "HELP a b")
        // `--quoted --menu hi 0 0 0 'a"q b' A`: `"a\"q b"`; without it `a"q b`.
        #expect(
            try result(
                Boxes.dialog("--quoted", "--menu", "hi", "0", "0", "0", "a\"q b", "A"),
                .pressed(.ok), values: ["a\"q b"]
            ).output == "\"a\\\"q b\"")
        #expect(
            try result(
                Boxes.dialog("--menu", "hi", "0", "0", "0", "a\"q b", "A"), .pressed(.ok),
                values: ["a\"q b"]
            ).output == "a\"q b")
    }

    @Test("dialog: a checklist's tags quoted where needed, as dialog quotes them")
    func dialogChecklist() throws {
        let checklist = Boxes.dialog("--checklist", "hi", "0", "0", "0", "a", "A", "on")
        // `a A on b "B b" off "c d" C on`, Down Space Enter: `a b "c d"`.
        #expect(
            try result(checklist, .pressed(.ok), values: ["a", "b", "c d"]).output == "a b \"c d\"")
        // `'a"q' "b'c" 'd\e' '' 'x y' 'p$q' ''`: `"a\"q" b'c "d\\e" "" "x y" "p\$q" ""`.
        #expect(
            try result(
                checklist, .pressed(.ok), values: ["a\"q", "b'c", "d\\e", "", "x y", "p$q", ""]
            ).output
                == #""a\"q" b'c "d\\e" "" "x y" "p\$q" """#)
        // Each of [ ] { } ? * ; ` ~ # $ ^ & ( ) | < > quoted with a backslash; ! = % @ , . :
        // + - _ / not; a tab quoted as it is; a line feed with a backslash before it.
        let special = Array("[]{}?*;`~#$^&()|<>").map { "a\($0)b" }
        #expect(
            try result(checklist, .pressed(.ok), values: special).output
                == special.map { "\"a\\\($0.dropFirst().first!)b\"" }.joined(separator: " "))
        let plain = Array("!=%@,.:+-_/'").map { "a\($0)b" }
        #expect(
            try result(checklist, .pressed(.ok), values: plain).output
                == plain.joined(separator: " "))
        #expect(
            try result(checklist, .pressed(.ok), values: ["a\tb", "a\nb"]).output
                == "\"a\tb\" \"a\\\nb\"")
        // `--single-quoted`: `a"q 'b\'c' 'd\\e' 'x y' plain`.
        let single = Boxes.dialog(
            "--single-quoted", "--checklist", "hi", "0", "0", "0", "a", "A", "on")
        #expect(
            try result(
                single, .pressed(.ok), values: ["a\"q", "b'c", "d\\e", "x y", "plain", "a$b"]
            ).output == #"a"q 'b\'c' 'd\\e' 'x y' plain 'a$b'"#)
        // `--separate-output`: `a$ b$ c d$`, unquoted.
        let separate = Boxes.dialog(
            "--separate-output", "--checklist", "hi", "0", "0", "0", "a", "A", "on")
        #expect(
            try result(separate, .pressed(.ok), values: ["a", "b", "c d"]).output == "a\nb\nc d\n")
        // `--output-separator ,`: `,a,"b c"`; with --separate-output: `a,b c,`.
        let comma = Boxes.dialog(
            "--output-separator", ",", "--checklist", "hi", "0", "0", "0", "a", "A", "on")
        #expect(try result(comma, .pressed(.ok), values: ["a", "b c"]).output == ",a,\"b c\"")
        let both = Boxes.dialog(
            "--separate-output", "--output-separator", ",", "--checklist", "hi", "0", "0", "0", "a",
            "A", "on")
        #expect(try result(both, .pressed(.ok), values: ["a", "b c"]).output == "a,b c,")
        // `--extra-button`, Down Space Tab Enter: `a b`, 3. `--help-button`, Down Tab Tab
        // Enter: `HELP b`, 2; with `--help-status` (items "a b" and c on):
        // `HELP "a b" "a b" c`.
        let buttons = Boxes.dialog(
            "--extra-button", "--help-button", "--checklist", "hi", "0", "0", "0", "a", "A", "on",
            "b", "B", "off")
        #expect(
            try result(buttons, .pressed(.extra), values: ["a", "b"], current: 1)
                == BoxResult(output: "a b", destination: .standardError, status: 3))
        #expect(
            try result(buttons, .pressed(.help), values: ["a"], current: 1)
                == BoxResult(output: "HELP b", destination: .standardError, status: 2))
        let status = Boxes.dialog(
            "--help-button", "--help-status", "--checklist", "hi", "0", "0", "0", "a b", "A", "on",
            "c", "C", "on")
        #expect(
            try result(status, .pressed(.help), values: ["a b", "c"], current: 0).output
                == "HELP \"a b\" \"a b\" c")
    }

    @Test("dialog: a radiolist's tag as it is; Extra writes the item on, Help the cursor's")
    func dialogRadiolist() throws {
        // `--radiolist hi 0 0 0 'x y' A on`: `x y`; `--quoted`: `"x y"`; Extra with the
        // cursor moved: `a`, the item on, 3; Help: `HELP b`, 2.
        let radiolist = Boxes.dialog(
            "--extra-button", "--help-button", "--radiolist", "hi", "0", "0", "0", "a", "A", "on",
            "b", "B", "off")
        #expect(try result(radiolist, .pressed(.ok), values: ["x y"]).output == "x y")
        #expect(
            try result(
                Boxes.dialog("--quoted", "--radiolist", "hi", "0", "0", "0", "x y", "A", "on"),
                .pressed(.ok), values: ["x y"]
            ).output == "\"x y\"")
        #expect(
            try result(radiolist, .pressed(.extra), values: ["a"], current: 1)
                == BoxResult(output: "a", destination: .standardError, status: 3))
        #expect(
            try result(radiolist, .pressed(.help), values: ["a"], current: 1).output == "HELP b")
        #expect(try result(radiolist, .pressed(.ok), values: []).output == "")
    }

    @Test("dialog: an input's text, never quoted, also on Extra and Help; a range's number")
    func dialogInput() throws {
        // `--inputbox hi 0 0`, `  a b  ` Enter: `  a b  `; `--quoted … "a b"`: `a b`;
        // `--extra-button`, Tab Tab Enter: `init`, 3; `--help-button`: `init`, 2;
        // Tab Tab Enter (Cancel): nothing, 1.
        let input = Boxes.dialog(
            "--quoted", "--extra-button", "--help-button", "--inputbox", "hi", "0", "0", "init")
        #expect(try result(input, .pressed(.ok), values: ["a b"]).output == "a b")
        #expect(
            try result(input, .pressed(.extra), values: ["init"])
                == BoxResult(output: "init", destination: .standardError, status: 3))
        #expect(
            try result(input, .pressed(.help), values: ["init"])
                == BoxResult(output: "init", destination: .standardError, status: 2))
        #expect(
            try result(input, .pressed(.cancel), values: ["init"])
                == BoxResult(output: "", destination: .standardError, status: 1))
        #expect(
            try result(
                Boxes.dialog("--passwordbox", "hi", "0", "0"), .pressed(.ok), values: ["secret"]
            ).output == "secret")
        // `--rangebox hi 0 0 1 10 5`, Enter: `5`.
        #expect(
            try result(
                Boxes.dialog("--rangebox", "hi", "0", "0", "1", "10", "5"), .pressed(.ok),
                values: ["5"]
            ).output == "5")
    }

    @Test("dialog: a form's editable fields, a line feed after each; the separator")
    func dialogForm() throws {
        // `--form hi 0 0 0 Name: 1 1 alice 1 10 20 0 Ro: … 0 0 Age: 3 1 "" 3 10 5 0`, Enter:
        // `alice$ $` (the read-only field left out); Tab Tab Enter: nothing, 1;
        // `--output-separator ,` with fields a and b: `a,b,`.
        let form = Boxes.dialog(
            "--form", "hi", "0", "0", "0", "Name:", "1", "1", "alice", "1", "10", "20", "0", "Age:",
            "3", "1", "", "3", "10", "5", "0")
        #expect(try result(form, .pressed(.ok), values: ["alice", ""]).output == "alice\n\n")
        #expect(try result(form, .pressed(.cancel), values: ["alice", ""]).output == "")
        let comma = Boxes.dialog(
            "--output-separator", ",", "--form", "hi", "0", "0", "0", "A:", "1", "1", "a", "1",
            "10", "5", "0")
        #expect(try result(comma, .pressed(.ok), values: ["a", "b"]).output == "a,b,")
        let help = Boxes.dialog(
            "--help-button", "--help-status", "--form", "hi", "0", "0", "0", "A:", "1", "1", "a",
            "1", "10", "5", "0")
        #expect(
            try result(help, .pressed(.help), values: ["a"], current: 0)
                == BoxResult(output: "HELP A:\na\n", destination: .standardError, status: 2))
    }

    @Test("dialog: nothing written by a message, yes/no, text box, pause; their statuses")
    func dialogStatuses() throws {
        // `--yesno`: Enter 0; `--defaultno` Enter 1; `--extra-button`, Tab Enter: 3;
        // `--help-button`, Tab Tab Enter: 2; `--msgbox` with Help: 2, with Extra: 3;
        // `--pause hi 0 0 30`: Enter 0, Tab Enter 1, running out 0.
        for box in [
            ["--yesno", "hi", "0", "0"], ["--msgbox", "hi", "0", "0"],
            ["--textbox", "/f", "0", "0"], ["--pause", "hi", "0", "0", "3"],
            ["--infobox", "hi", "0", "0"], ["--gauge", "hi", "0", "0"],
        ] {
            let invocation = BoxCommandLine.read(
                ["--extra-button", "--help-button"] + box, as: .dialog)
            for (button, status) in [(BoxButton.ok, 0), (.cancel, 1), (.help, 2), (.extra, 3)] {
                #expect(
                    try result(invocation, .pressed(button))
                        == BoxResult(output: "", destination: .standardError, status: status),
                    "\(box) \(button)")
            }
            #expect(try result(invocation, .escaped).status == 255)
        }
    }

    @Test("dialog: --stdout and --output-fd; the statuses its environment sets")
    func dialogEnvironment() throws {
        // `x=$(dialog --stdout --menu hi 0 0 0 a A b B)`, Enter: x was `a`.
        #expect(
            try result(
                Boxes.dialog("--stdout", "--menu", "hi", "0", "0", "0", "a", "A"), .pressed(.ok),
                values: ["a"]
            ).destination == .standardOutput)
        // `DIALOG_CANCEL=7 DIALOG_ESC=9 dialog --yesno`: No 7, Esc 9; `DIALOG_CANCEL=300`:
        // 44; `=-1`: 255; `=0x10`: 16; `=x`, `=7x`, empty: 1.
        let environment = [
            "DIALOG_CANCEL": "7", "DIALOG_ESC": "9", "DIALOG_OK": "x", "DIALOG_EXTRA": "300",
            "DIALOG_HELP": "-1", "DIALOG_ITEM_HELP": "0x10",
        ]
        let command = try Boxes.command(
            Boxes.dialog("--yesno", "hi", "0", "0", environment: environment))
        #expect(command.result(of: BoxOutcome(.pressed(.cancel))).status == 7)
        #expect(command.result(of: .escaped).status == 9)
        #expect(command.result(of: BoxOutcome(.pressed(.ok))).status == 0)
        #expect(command.statuses.extra == 44)
        #expect(command.statuses.help == 255)
        #expect(command.statuses.itemHelp == 16)
        #expect(BoxStatuses.dialog(environment: ["DIALOG_CANCEL": "7x"]).cancel == 1)
        #expect(BoxStatuses.dialog(environment: ["DIALOG_CANCEL": ""]).cancel == 1)
        // DIALOG_ITEM_HELP unset: Help with --item-help exits as Help does.
        #expect(BoxStatuses.dialog(environment: ["DIALOG_HELP": "6"]).itemHelp == 6)
    }
}
