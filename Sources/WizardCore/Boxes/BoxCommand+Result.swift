/// What each program writes when its box ends, and its status; checked on whiptail 0.52
/// and dialog 1.3 at a terminal (the tests hold what each wrote):
///
/// | box | whiptail (OK only) | dialog (OK and Extra) |
/// |---|---|---|
/// | menu, radiolist | the tag | the tag |
/// | checklist | `"a" "b c"`, each tag in double quotes as it is | `a "b c"`, quoted as needed |
/// | checklist, `--separate-output` | `a\nb c\n` | `a\nb c\n` |
/// | inputbox, passwordbox | the text | the text, never quoted |
/// | rangebox, form | | the number; each field's text and a line feed |
/// | the others | nothing | nothing |
///
/// No line feed follows a single value. Cancel, No and Esc write nothing. dialog's Help
/// writes `HELP ` and the item's tag (its help text under `--item-help`, unless
/// `--help-tags`), then under `--help-status` the list's state; an input box's Help
/// writes its text.
extension BoxCommand {
    /// The bytes `outcome` makes the program write, where, and its status.
    public func result(of outcome: BoxOutcome) -> BoxResult {
        let button: BoxButton
        switch outcome.ending {
        case .escaped:
            return BoxResult(output: "", destination: options.output, status: statuses.escape)
        case .pressed(let pressed):
            button = pressed
        }
        switch program {
        case .whiptail:
            guard button != .cancel else {
                return BoxResult(output: "", destination: options.output, status: statuses.cancel)
            }
            return BoxResult(
                output: whiptailOutput(outcome.values), destination: options.output,
                status: statuses.ok)
        case .dialog:
            let (output, status) = dialogOutput(button, outcome)
            return BoxResult(output: output, destination: options.output, status: status)
        }
    }

    /// whiptail's output for OK (whiptail shows no Extra or Help button).
    private func whiptailOutput(_ values: [String]) -> String {
        switch widget {
        case .menu, .radiolist, .input, .password:
            return values.first ?? ""
        case .checklist:
            if options.separatesOutput { return values.map { $0 + "\n" }.joined() }
            return values.map { "\"\($0)\"" }.joined(separator: " ")
        default:
            return ""
        }
    }

    /// dialog's output and status for `button`.
    private func dialogOutput(_ button: BoxButton, _ outcome: BoxOutcome) -> (String, Int) {
        var written = options
        // A form writes its fields one a line, as under --separate-output.
        if widget.isForm { written.separatesOutput = true }
        var result = DialogResultText(options: written)
        var status: Int
        switch button {
        case .cancel: return ("", statuses.cancel)
        case .ok: status = statuses.ok
        case .extra: status = statuses.extra
        case .help: status = statuses.help
        }
        let values = outcome.values
        switch widget {
        case .menu(_, let items), .radiolist(_, let items), .checklist(_, let items):
            if button == .help {
                let item = outcome.currentIndex.flatMap {
                    items.indices.contains($0) ? items[$0] : nil
                }
                if options.hasItemHelp { status = statuses.itemHelp }
                let named = options.hasItemHelp && !options.helpWritesTags ? item?.help : item?.tag
                result.add("HELP ")
                if case .menu = widget {
                    result.addString(named ?? "")
                    break
                }
                if !options.helpWritesStatus {
                    result.addString(named ?? "")
                    break
                }
                if options.separatesOutput {
                    result.addString(named ?? "")
                    result.addSeparator()
                } else {
                    result.addQuoted(named ?? "")
                }
            }
            if case .menu = widget {
                if button != .help { result.addString(values.first ?? "") }
                break
            }
            let isChecklist: Bool = if case .checklist = widget { true } else { false }
            for value in values {
                if options.separatesOutput {
                    result.addString(value)
                    result.addSeparator()
                } else {
                    result.addSeparatorIfDue()
                    if isChecklist { result.addQuoted(value) } else { result.addString(value) }
                }
            }
        case .input, .password, .range:
            result.add(values.first ?? "")
        case .form(_, let fields, _):
            if button == .help {
                let field = outcome.currentIndex.flatMap {
                    fields.indices.contains($0) ? fields[$0] : nil
                }
                if options.hasItemHelp { status = statuses.itemHelp }
                result.add("HELP ")
                result.addString(
                    (options.hasItemHelp && !options.helpWritesTags ? field?.help : field?.label)
                        ?? "")
                guard options.helpWritesStatus else { break }
                result.addSeparator()
            }
            for value in values {
                result.addString(value)
                result.addSeparator()
            }
        case .message, .yesNo, .info, .textFile, .gauge, .pause:
            break
        }
        return (result.text, status)
    }
}
