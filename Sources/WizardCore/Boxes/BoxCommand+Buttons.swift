/// The buttons each box shows, in the order the program draws them, with the labels it
/// gives them (`whiptail(1)`, `dialog(1)`; observed on whiptail 0.52 and dialog 1.3):
///
/// | box | whiptail | dialog |
/// |---|---|---|
/// | msgbox | Ok | OK, Extra, Help |
/// | yesno | Yes, No | Yes, Extra, No, Help |
/// | textbox | Ok | EXIT, Help (with `--extra-button`: OK, Extra, Help) |
/// | infobox, gauge | none | none |
/// | the others | Ok, Cancel | OK, Extra, Cancel, Help |
///
/// Extra and Help only with `--extra-button` and `--help-button`; Cancel not with
/// `--nocancel`; dialog's OK not with `--no-ok`, but never no button at all.
extension BoxCommand {
    /// The buttons shown, in order, with their labels.
    public var buttons: [BoxButtonLabel] {
        let labels = options.labels
        switch program {
        case .whiptail:
            let ok = BoxButtonLabel(.ok, labels.ok ?? "Ok")
            switch widget {
            case .info, .gauge: return []
            case .message, .textFile: return [ok]
            case .yesNo:
                return [
                    BoxButtonLabel(.ok, labels.yes ?? "Yes"),
                    BoxButtonLabel(.cancel, labels.no ?? "No"),
                ]
            default:
                return options.hidesCancel
                    ? [ok] : [ok, BoxButtonLabel(.cancel, labels.cancel ?? "Cancel")]
            }
        case .dialog:
            return dialogButtons
        }
    }

    private var dialogButtons: [BoxButtonLabel] {
        let labels = options.labels
        let ok = BoxButtonLabel(.ok, labels.ok ?? "OK")
        let extra = options.showsExtra ? [BoxButtonLabel(.extra, labels.extra ?? "Extra")] : []
        let help = options.showsHelp ? [BoxButtonLabel(.help, labels.help ?? "Help")] : []
        let cancel = [BoxButtonLabel(.cancel, labels.cancel ?? "Cancel")]
        func row(_ first: BoxButtonLabel, _ rest: [BoxButtonLabel]) -> [BoxButtonLabel] {
            let shown = (options.hidesOK ? [] : [first]) + rest
            return shown.isEmpty ? [first] : shown
        }
        switch widget {
        case .info, .gauge: return []
        case .message: return row(ok, extra + help)
        case .yesNo:
            return [BoxButtonLabel(.ok, labels.yes ?? "Yes")] + extra
                + [BoxButtonLabel(.cancel, labels.no ?? "No")] + help
        case .textFile:
            if options.showsExtra { return row(ok, extra + help) }
            return row(BoxButtonLabel(.ok, labels.exit ?? "EXIT"), help)
        default:
            return row(ok, extra + (options.hidesCancel ? [] : cancel) + help)
        }
    }

    /// The button Enter presses on the box as it starts: the one `--defaultno` or
    /// dialog's `--default-button` names when the box shows it (whiptail reads
    /// `--defaultno` only for a yes/no box), else the first shown, else OK (an info box, a
    /// gauge, and dialog's `--no-ok`, where Enter still means OK).
    public var defaultButton: BoxButton {
        let shown = buttons.map(\.button)
        if let wanted = options.defaultButton, shown.contains(wanted),
            program == .dialog || widget.isYesNo
        {
            return wanted
        }
        if options.hidesOK { return .ok }
        return shown.first ?? .ok
    }

    /// The label the box shows for `button`, `nil` when it shows no such button.
    public func label(of button: BoxButton) -> String? {
        buttons.first { $0.button == button }?.label
    }
}
