import Testing
import WizardText

@testable import WizardCore

/// Each box as a batch of one step through the real ``Session``: its kind, title, text, OK
/// label and starting answer, the texts made safe to show, and the outcome the session's
/// answers give.
@Suite("whiptail and dialog: each box as a batch", .timeLimit(.minutes(5)))
struct BoxBatchTests {
    func asked(_ invocation: BoxInvocation, fileText: String? = nil) throws -> (
        BoxCommand, QuestionBatch, Step
    ) {
        let command = try Boxes.command(invocation)
        let batch = command.batch(fileText: fileText)
        return (command, batch, try #require(batch.flow.steps.first))
    }

    /// The outcome after `lines` were submitted to the batch's session, one a step.
    func outcome(_ command: BoxCommand, _ batch: QuestionBatch, _ lines: String...) throws
        -> BoxOutcome
    {
        var session = batch.session(answering: Session.Answering(), language: .english)
        for line in lines { try session.submit(.line(line)) }
        #expect(session.isComplete)
        return command.outcome(after: session)
    }

    @Test("a message, info box, gauge and pause are pages with the box's title, text and OK")
    func pages() throws {
        for arguments in [
            ["--msgbox", "Hello\\nthere", "0", "0"], ["--infobox", "Hello\\nthere", "0", "0"],
            ["--gauge", "Hello\\nthere", "0", "0", "10"],
        ] {
            let (command, batch, step) = try asked(
                BoxCommandLine.read(
                    ["--title", "T", "--ok-button", "Fine"] + arguments, as: .whiptail))
            #expect(type(of: step.kind).formatName == "info")
            #expect(step.id == BoxCommand.stepID)
            #expect(step.title(.english) == "T")
            #expect(step.text?(.english) == "Hello\nthere")
            #expect(arguments[0] == "--msgbox" ? step.button(.english) == "Fine" : true)
            #expect(try outcome(command, batch, "") == BoxOutcome(.pressed(.ok)))
        }
        let (_, _, pause) = try asked(Boxes.dialog("--pause", "Wait", "0", "0", "3"))
        #expect(type(of: pause.kind).formatName == "info")
        // No title: an empty one. dialog's OK label is `OK`, whiptail's `Ok`.
        let (_, _, untitled) = try asked(Boxes.dialog("--msgbox", "a", "0", "0"))
        #expect(untitled.title(.english) == "")
        #expect(untitled.button(.english) == "OK")
        #expect(try asked(Boxes.whiptail("--msgbox", "a", "0", "0")).2.button(.english) == "Ok")
    }

    @Test("a text box shows its file's lines as written; whiptail reads \\n in it")
    func textFile() throws {
        let (_, _, step) = try asked(
            Boxes.whiptail("--textbox", "/f", "0", "0"), fileText: "line1\nline2\ttab\n\nend\\nmore"
        )
        #expect(type(of: step.kind).formatName == "info")
        #expect(step.text?(.english) == "  line1\n  line2   tab\n\n  end\n  more")
        let (_, _, dialogStep) = try asked(
            Boxes.dialog("--textbox", "/f", "0", "0"), fileText: "a\\nb")
        #expect(dialogStep.text?(.english) == "  a\\nb")
        let (_, _, empty) = try asked(Boxes.dialog("--textbox", "/f", "0", "0"), fileText: "")
        #expect(empty.text == nil)
    }

    @Test("a yes/no: its buttons' labels are the answers, No at first under --defaultno")
    func yesNo() throws {
        let (command, batch, step) = try asked(
            Boxes.whiptail(
                "--yes-button", "Continue", "--no-button", "Back", "--yesno", "Go on?", "0", "0"))
        #expect(type(of: step.kind).formatName == "confirm")
        #expect(batch.stored[BoxCommand.stepID] == .flag(true))
        #expect(try outcome(command, batch, "Continue") == BoxOutcome(.pressed(.ok)))
        #expect(try outcome(command, batch, "back") == BoxOutcome(.pressed(.cancel)))
        #expect(try outcome(command, batch, "no") == BoxOutcome(.pressed(.cancel)))
        #expect(try outcome(command, batch, "") == BoxOutcome(.pressed(.ok)))
        let (defaultNo, noBatch, _) = try asked(
            Boxes.whiptail("--defaultno", "--yesno", "Go on?", "0", "0"))
        #expect(noBatch.stored[BoxCommand.stepID] == .flag(false))
        #expect(try outcome(defaultNo, noBatch, "") == BoxOutcome(.pressed(.cancel)))
        let confirm = try #require(step.kind as? ConfirmQuestion)
        #expect(confirm.yes(.english) == "Continue")
        #expect(confirm.no(.english) == "Back")
    }

    @Test("an input and a password start at INIT; the password is never kept")
    func typed() throws {
        let (command, batch, step) = try asked(
            Boxes.whiptail("--inputbox", "Name", "0", "0", "raspberrypi"))
        #expect(type(of: step.kind).formatName == "text")
        #expect(batch.stored[BoxCommand.stepID] == .text("raspberrypi"))
        #expect(
            try outcome(command, batch, "") == BoxOutcome(.pressed(.ok), values: ["raspberrypi"]))
        #expect(try outcome(command, batch, "pi4") == BoxOutcome(.pressed(.ok), values: ["pi4"]))
        let (secret, secretBatch, secretStep) = try asked(
            Boxes.whiptail("--passwordbox", "Pass", "0", "0"))
        #expect(type(of: secretStep.kind).formatName == "secret")
        #expect(secretStep.kind.exposure.keeping == .never)
        #expect(
            try outcome(secret, secretBatch, "  s3cret ")
                == BoxOutcome(.pressed(.ok), values: ["  s3cret "]))
    }

    @Test("a menu offers its items by tag, starting at --default-item or the first")
    func menu() throws {
        let arguments = [
            "--menu", "Pick", "0", "0", "0", "1", "System Options", "2", "Display Options", "3",
            "Interface",
        ]
        let (command, batch, step) = try asked(
            BoxCommandLine.read(["--default-item", "2"] + arguments, as: .whiptail))
        let picker = try #require(step.kind as? PickerQuestion)
        #expect(picker.options.map(\.value) == ["1", "2", "3"])
        #expect(
            picker.options.map { $0.label(.english) } == [
                "1  System Options", "2  Display Options", "3  Interface",
            ])
        #expect(batch.stored[BoxCommand.stepID] == .choice("2"))
        #expect(
            try outcome(command, batch, "")
                == BoxOutcome(.pressed(.ok), values: ["2"], currentIndex: 1))
        #expect(
            try outcome(command, batch, "3")
                == BoxOutcome(.pressed(.ok), values: ["3"], currentIndex: 2))
        // Without --default-item, the first; --notags shows the items, --noitem the tags.
        let first = try asked(BoxCommandLine.read(arguments, as: .whiptail))
        #expect(first.1.stored[BoxCommand.stepID] == .choice("1"))
        let notags = try #require(
            try asked(BoxCommandLine.read(["--notags"] + arguments, as: .whiptail)).2.kind
                as? PickerQuestion)
        #expect(
            notags.options.map { $0.label(.english) } == [
                "System Options", "Display Options", "Interface",
            ])
        let noitem = try #require(
            try asked(BoxCommandLine.read(["--noitem"] + arguments, as: .whiptail)).2.kind
                as? PickerQuestion)
        #expect(noitem.options.map { $0.label(.english) } == ["1", "2", "3"])
        // A tag listed twice is offered once.
        let twice = try #require(
            try asked(Boxes.whiptail("--menu", "t", "0", "0", "0", "a", "A", "a", "B")).2.kind
                as? PickerQuestion)
        #expect(twice.options.map(\.value) == ["a"])
    }

    @Test("a radiolist starts at its item on; a checklist at its items on, any number")
    func lists() throws {
        let (radio, radioBatch, radioStep) = try asked(
            Boxes.dialog("--radiolist", "t", "0", "0", "0", "a", "A", "off", "b", "B", "on"))
        #expect(type(of: radioStep.kind).formatName == "picker")
        #expect(radioBatch.stored[BoxCommand.stepID] == .choice("b"))
        #expect(
            try outcome(radio, radioBatch, "a")
                == BoxOutcome(.pressed(.ok), values: ["a"], currentIndex: 0))
        let (check, checkBatch, checkStep) = try asked(
            Boxes.whiptail(
                "--checklist", "t", "0", "0", "0", "a", "A", "on", "b", "B", "off", "c", "C", "on"))
        #expect(type(of: checkStep.kind).formatName == "multiselect")
        #expect(checkBatch.stored[BoxCommand.stepID] == .choices(["a", "c"]))
        #expect(
            try outcome(check, checkBatch, "")
                == BoxOutcome(.pressed(.ok), values: ["a", "c"], currentIndex: 0))
        #expect(
            try outcome(check, checkBatch, "c, b")
                == BoxOutcome(.pressed(.ok), values: ["b", "c"], currentIndex: 0))
        #expect(
            try outcome(check, checkBatch, "-")
                == BoxOutcome(.pressed(.ok), values: [], currentIndex: 0))
        // whiptail's empty checklist is a page; OK writes nothing.
        let (empty, emptyBatch, emptyStep) = try asked(
            Boxes.whiptail("--checklist", "t", "0", "0", "0"))
        #expect(type(of: emptyStep.kind).formatName == "info")
        #expect(try outcome(empty, emptyBatch, "") == BoxOutcome(.pressed(.ok), values: []))
    }

    @Test("a range is a whole number from its bounds; a form a text a field")
    func rangeAndForm() throws {
        let (range, rangeBatch, rangeStep) = try asked(
            Boxes.dialog("--rangebox", "N", "0", "0", "1", "10", "5"))
        #expect(type(of: rangeStep.kind).formatName == "slider")
        #expect(try outcome(range, rangeBatch, "") == BoxOutcome(.pressed(.ok), values: ["5"]))
        #expect(try outcome(range, rangeBatch, "7") == BoxOutcome(.pressed(.ok), values: ["7"]))
        let form = try Boxes.command(
            Boxes.dialog(
                "--title", "Account", "--form", "Fill in", "0", "0", "0", "Name:", "1", "1",
                "alice", "1", "10", "20", "0",
                "Ro:", "2", "1", "fixed", "2", "10", "0", "0", "Age:", "3", "1", "", "3", "10", "5",
                "0"))
        let formBatch = form.batch()
        #expect(formBatch.flow.steps.map(\.id) == ["field-1", "field-3"])
        #expect(formBatch.flow.steps.map { $0.title(.english) } == ["Name:", "Age:"])
        #expect(formBatch.flow.steps.first?.text?(.english) == "Fill in\n\n  Ro: fixed")
        #expect(formBatch.stored["field-1"] == .text("alice"))
        #expect(
            try outcome(form, formBatch, "", "42")
                == BoxOutcome(.pressed(.ok), values: ["alice", "42"], currentIndex: 0))
        let secret = try Boxes.command(
            Boxes.dialog(
                "--passwordform", "F", "0", "0", "0", "P:", "1", "1", "", "1", "5", "9", "0"))
        #expect(type(of: try #require(secret.batch().flow.steps.first).kind).formatName == "secret")
    }

    @Test("escape sequences and controls in any text reach the screen only as U+FFFD")
    func hostileBytes() throws {
        let hostile = "a\u{1B}[31mred\u{07}\u{9B}2J\u{202E}x"
        let safe = "a\u{FFFD}[31mred\u{FFFD}\u{FFFD}2J\u{FFFD}x"
        let (_, _, message) = try asked(
            BoxCommandLine.read(
                [
                    "--title", hostile, "--ok-button", hostile, "--msgbox",
                    hostile + "\\nline\ttab", "0", "0",
                ], as: .whiptail))
        #expect(message.title(.english) == safe)
        #expect(message.button(.english) == safe)
        #expect(message.text?(.english) == safe + "\nline    tab")
        let (_, menuBatch, menu) = try asked(
            BoxCommandLine.read(
                ["--menu", "t", "0", "0", "0", hostile, hostile + "\n2"], as: .dialog))
        let picker = try #require(menu.kind as? PickerQuestion)
        #expect(picker.options.map { $0.label(.english) } == [safe + "  " + safe + " 2"])
        // The tag itself is kept as written: it is what the script reads back.
        #expect(picker.options.map(\.value) == [hostile])
        #expect(menuBatch.stored[BoxCommand.stepID] == .choice(hostile))
        let (_, _, file) = try asked(Boxes.whiptail("--textbox", "/f", "0", "0"), fileText: hostile)
        #expect(file.text?(.english) == "  " + safe)
        // Every text a batch shows, for every box, is free of unsafe characters.
        let boxes: [[String]] = [
            ["--yesno", hostile, "0", "0"], ["--inputbox", hostile, "0", "0", hostile],
            ["--checklist", hostile, "0", "0", "0", hostile, hostile, "on"],
            ["--radiolist", hostile, "0", "0", "0", hostile, hostile, "on"],
            [
                "--form", hostile, "0", "0", "0", hostile, "1", "1", hostile, "1", "5", "9", "0",
                hostile, "1", "1", hostile, "1", "5", "0", "0",
            ],
            ["--rangebox", hostile, "0", "0", "1", "5", "2"],
        ]
        for arguments in boxes {
            let command = try Boxes.command(
                BoxCommandLine.read(
                    ["--title", hostile, "--yes-label", hostile, "--no-label", hostile] + arguments,
                    as: .dialog))
            for step in command.batch().flow.steps {
                var texts = [
                    step.title(.english), step.button(.english), step.text?(.english) ?? "",
                ]
                if let picker = step.kind as? PickerQuestion {
                    texts += picker.options.map { $0.label(.english) }
                }
                if let confirm = step.kind as? ConfirmQuestion {
                    texts += [confirm.yes(.english), confirm.no(.english)]
                }
                if let multi = step.kind as? MultiSelectQuestion {
                    texts += multi.options.map { $0.label(.english) }
                }
                for text in texts {
                    #expect(
                        !text.unicodeScalars.contains { $0.isTerminalUnsafe && $0 != "\n" },
                        "\(arguments[0]): \(text.debugDescription)")
                }
            }
        }
    }

    @Test("dialog's --colors drops \\Z codes from the text, title and items, not the tags")
    func colors() throws {
        // `--colors --title "\Z1T\Zn" --menu m 0 0 0 "\Z2tag" "\Z3item"` drew the title `T`,
        // and the row `\Z2tag  item`; `\Zx` is dropped too; without --colors all is shown.
        let (_, _, step) = try asked(
            Boxes.dialog(
                "--colors", "--title", "\\Z1T\\Zn", "--menu", "\\Zbbold\\ZB \\Zx end", "0", "0",
                "0", "\\Z2tag", "\\Z3item"))
        #expect(step.title(.english) == "T")
        #expect(step.text?(.english) == "bold  end")
        let picker = try #require(step.kind as? PickerQuestion)
        #expect(picker.options.map { $0.label(.english) } == ["\\Z2tag  item"])
        let (_, _, plain) = try asked(Boxes.dialog("--msgbox", "\\Z1red\\Zn", "0", "0"))
        #expect(plain.text?(.english) == "\\Z1red\\Zn")
        #expect(BoxText.droppingColorCodes("a\\Z") == "a")
    }
}
