import WizardText

/// A box as a batch of the question source seam: one step (a form: one a field), asked as
/// any flow's steps are, with the box's title, text and OK label, in every mode:
///
/// | box | kind | starts at |
/// |---|---|---|
/// | msgbox, infobox, textbox, gauge, pause | a page | |
/// | yesno | yes or no, its labels the Yes and No buttons' | No under `--defaultno` |
/// | inputbox | a text | INIT |
/// | passwordbox, `--passwordform`'s fields | a secret, never kept | INIT |
/// | menu | one of the items | `--default-item`, else the first |
/// | radiolist | one of the items | the item on |
/// | checklist | any of the items, none included | the items on |
/// | rangebox | a whole number | DEFAULT |
/// | form | a text a field | the field's text |
///
/// `--backtitle` is the line over the frame (``Flow/title``). A box with a Cancel button
/// backs out of its batch (``QuestionBatch/backsOut``): going back from its first step is
/// Cancel, named in the screens' hint (``Flow/backButton``).
///
/// Every text from the command line or the file is made safe to show
/// (``BoxText/shownText(_:)``), and under dialog's `--colors` its `\Z` codes are dropped.
/// An item's option stores its tag and shows its tag and item (the tag alone under
/// `--noitem`, the item alone under `--notags`); a tag listed twice is offered once.
extension BoxCommand {
    /// The id of the box's one step; a form's steps are `field-1`, `field-2`…, by the
    /// field's place.
    public static let stepID = "box"

    /// The batch that asks the box.
    ///
    /// - Parameter fileText: the text box's file as read (``fileToRead``); ignored for every
    ///   other box.
    public func batch(fileText: String? = nil) -> QuestionBatch {
        let title = LocalizedText(verbatim: BoxText.shownLine(shown(options.title ?? "")))
        // A yes/no's Enter answers the choice shown, Yes or No: its button says only OK.
        let okLabel = LocalizedText(
            verbatim: widget.isYesNo
                ? (program == .whiptail ? "Ok" : "OK") : BoxText.shownLine(okButtonLabel))
        func text(_ raw: String) -> LocalizedText? {
            let shownText = BoxText.shownText(shown(raw))
            return shownText.isEmpty ? nil : LocalizedText(verbatim: shownText)
        }
        func step(_ kind: any StepKind, text: LocalizedText?) -> Step {
            Step(id: Self.stepID, title: title, text: text, button: okLabel, kind: kind)
        }
        let named = LocalizedText(
            verbatim: BoxText.shownLine(shown(options.title ?? widget.optionName)))
        let none = LocalizedText(verbatim: "")
        var steps: [Step] = []
        var stored: [String: Answer] = [:]
        switch widget {
        case .message(let body), .info(let body), .gauge(let body, _), .pause(let body, _):
            steps = [step(StepKinds.page(), text: text(body))]
        case .textFile:
            let body = program == .whiptail ? BoxText.whiptail(fileText ?? "") : fileText ?? ""
            let shownFile = BoxText.shownFile(body)
            steps = [
                step(
                    StepKinds.page(),
                    text: shownFile.isEmpty ? nil : LocalizedText(verbatim: shownFile))
            ]
        case .yesNo(let body):
            let kind = StepKinds.yesOrNo(
                yes: LocalizedText(verbatim: BoxText.shownLine(label(of: .ok) ?? "Yes")),
                no: LocalizedText(verbatim: BoxText.shownLine(label(of: .cancel) ?? "No")),
                label: named)
            steps = [step(kind, text: text(body))]
            stored[Self.stepID] = .flag(defaultButton != .cancel)
        case .input(let body, let initial):
            let kind = StepKinds.anyText(placeholder: none, label: named)
            steps = [step(kind, text: text(body))]
            stored[Self.stepID] = initial.flatMap { try? kind.answer(toLine: $0) }
        case .password(let body, let initial):
            let kind = StepKinds.unkeptSecret(placeholder: none, label: named)
            steps = [step(kind, text: text(body))]
            stored[Self.stepID] = initial.flatMap { try? kind.answer(toLine: $0) }
        case .menu(let body, let items), .radiolist(let body, let items):
            let kind = StepKinds.oneOf(pickerOptions(items), label: named)
            steps = [step(kind, text: text(body))]
            stored[Self.stepID] = startingValues.first.map(Answer.choice)
        case .checklist(let body, let items):
            guard !items.isEmpty else {
                steps = [step(StepKinds.page(), text: text(body))]
                break
            }
            steps = [step(StepKinds.anyOf(pickerOptions(items), label: named), text: text(body))]
            var seen = Set<String>()
            stored[Self.stepID] = .choices(startingValues.filter { seen.insert($0).inserted })
        case .range(let body, let bounds, let value):
            steps = [
                step(
                    StepKinds.wholeNumber(in: bounds, start: value, label: named), text: text(body))
            ]
            stored[Self.stepID] = .number(value)
        case .form(let body, let fields, let hidesInput):
            (steps, stored) = formSteps(body: text(body), fields: fields, hidesInput: hidesInput)
        }
        // Cancel is going back from the box: Shift-Tab at the screens, `:back` in plain
        // mode; a yes/no's No is its answer instead.
        let cancel = widget.isYesNo ? nil : label(of: .cancel)
        let backtitle = options.backtitle.map { BoxText.shownLine(shown($0)) }
        let flow = Flow(
            id: program.rawValue, steps: steps,
            title: backtitle.flatMap { $0.isEmpty ? nil : LocalizedText(verbatim: $0) },
            backButton: cancel.map { LocalizedText(verbatim: BoxText.shownLine($0)) })
        return QuestionBatch(flow: flow, stored: stored, backsOut: cancel != nil)
    }

    /// The label of the button that moves on: OK's (Yes's for a yes/no), or the program's
    /// own OK label for a box that shows no button (an info box, a gauge).
    private var okButtonLabel: String {
        label(of: .ok) ?? (program == .whiptail ? "Ok" : "OK")
    }

    /// The box as a message names it: its option, and its title when it has one
    /// (`--menu "Main menu"`).
    public var boxName: String {
        let title = shownTitle
        return widget.optionName + (title.isEmpty ? "" : " \"\(title)\"")
    }

    /// `--title` as one line to show; empty without one.
    public var shownTitle: String {
        options.title.map { BoxText.shownLine(shown($0)) } ?? ""
    }

    /// `raw` as the program draws it: under dialog's `--colors`, without its `\Z` codes.
    public func shown(_ raw: String) -> String {
        program == .dialog && options.readsColorCodes ? BoxText.droppingColorCodes(raw) : raw
    }

    /// The items as options: each tag once, its value; its label the tag, padded to the
    /// widest tag, and the item as shown.
    private func pickerOptions(_ items: [BoxItem]) -> [PickerOption] {
        let distinct = BoxCommandLine.distinctTags(items)
        func shownTag(_ item: BoxItem) -> String {
            options.hidesTags && !item.item.isEmpty ? "" : BoxText.shownLine(item.tag)
        }
        // The items start in one column, as the programs draw them.
        let tagWidth = distinct.map { shownTag($0).displayWidth }.max() ?? 0
        return distinct.map { item in
            var tag = shownTag(item)
            let description = options.omitsItems ? "" : shown(item.item)
            if !tag.isEmpty, !description.isEmpty {
                tag += String(repeating: " ", count: tagWidth - tag.displayWidth)
            }
            let label = [tag, description].filter { !$0.isEmpty }.joined(separator: "  ")
            return PickerOption(
                value: item.tag, label: LocalizedText(verbatim: BoxText.shownLine(label)))
        }
    }

    /// A form's steps: one a field that can be edited, its title the field's label, its
    /// answer starting as the field's text; the box's text and the fields that cannot be
    /// edited (as `label text` lines) on the first.
    private func formSteps(body: LocalizedText?, fields: [BoxFormField], hidesInput: Bool)
        -> ([Step], [String: Answer])
    {
        let none = LocalizedText(verbatim: "")
        let okLabel = LocalizedText(verbatim: BoxText.shownLine(okButtonLabel))
        let fixed = fields.filter { !$0.isEditable }.map {
            "  " + BoxText.shownLine(shown($0.label)) + " " + BoxText.shownLine($0.text)
        }
        let intro = ([body?.english].compactMap { $0 } + (fixed.isEmpty ? [] : [""] + fixed))
            .joined(separator: "\n")
        var steps: [Step] = []
        var stored: [String: Answer] = [:]
        for (index, field) in fields.enumerated() where field.isEditable {
            let name = LocalizedText(verbatim: BoxText.shownLine(shown(field.label)))
            let kind =
                hidesInput
                ? StepKinds.unkeptSecret(placeholder: none, label: name)
                : StepKinds.anyText(placeholder: none, label: name)
            let id = Self.fieldID(index)
            steps.append(
                Step(
                    id: id, title: name,
                    text: steps.isEmpty && !intro.isEmpty ? LocalizedText(verbatim: intro) : nil,
                    button: okLabel, kind: kind))
            stored[id] = try? kind.answer(toLine: field.text)
        }
        return (steps, stored)
    }

    /// The step id of the form's field at `index` (from 0): `field-1` for the first.
    public static func fieldID(_ index: Int) -> String { "field-\(index + 1)" }
}
