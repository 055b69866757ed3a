/// The program whose command line a run answers: `wizard whiptail` (or wizard invoked as
/// `whiptail`) reads whiptail's, `wizard dialog` (or as `dialog`) dialog's, and each
/// writes its results and exits with its statuses.
public enum BoxProgram: String, Sendable, Hashable, CaseIterable {
    /// whiptail 0.52, of newt (`whiptail --help`, `whiptail(1)`).
    case whiptail
    /// dialog 1.3 (`dialog --help`, `dialog(1)`).
    case dialog

    /// The program named `rawValue`. Written out because every run asks it of its first
    /// word, and the one Swift makes compares through an array of the names, which the
    /// runtime gives its metadata first (docs/performance.md).
    public init?(rawValue: String) {
        switch rawValue {
        case "whiptail": self = .whiptail
        case "dialog": self = .dialog
        default: return nil
        }
    }
}

/// The statuses a program exits with, by what ended its box (`whiptail(1)` and
/// `dialog(1)`, "DIAGNOSTICS").
public struct BoxStatuses: Sendable, Equatable {
    /// OK or Yes: 0.
    public var ok: Int
    /// Cancel or No: 1.
    public var cancel: Int
    /// dialog's Help button: 2.
    public var help: Int
    /// dialog's Help button with `--item-help`: the help status unless `DIALOG_ITEM_HELP`
    /// says otherwise.
    public var itemHelp: Int
    /// dialog's Extra button: 3.
    public var extra: Int
    /// Esc, or the person quit: 255.
    public var escape: Int
    /// A command line the program cannot run: 255 for dialog and for whiptail's own checks.
    public var error: Int
    /// A command line whiptail's option parser refuses (an unknown option, one without its
    /// value, a value that is no number): 1, as popt's errors make whiptail exit.
    public var optionError: Int

    /// whiptail's: 0, 1 and 255, and 1 for an option its parser refuses.
    public static let whiptail = BoxStatuses(
        ok: 0, cancel: 1, help: 2, itemHelp: 2, extra: 3, escape: 255, error: 255,
        optionError: 1)

    /// dialog's: 0, 1, 2, 3 and 255, each replaced by the number its environment variable
    /// holds (`DIALOG_OK`, `DIALOG_CANCEL`, `DIALOG_HELP`, `DIALOG_ITEM_HELP`,
    /// `DIALOG_EXTRA`, `DIALOG_ESC`, `DIALOG_ERROR`), read as `strtol` reads `0x10` or `-1`,
    /// and kept to its low eight bits as an exit status is (`-1` is 255, `300` is 44); a
    /// value that is no number is ignored, as dialog ignores it.
    public static func dialog(environment: [String: String]) -> BoxStatuses {
        func status(_ name: String, _ standard: Int) -> Int {
            guard let text = environment[name], !text.isEmpty,
                let number = BoxNumber(text, base: .prefixed)
            else { return standard }
            return number.exitStatus
        }
        let help = status("DIALOG_HELP", 2)
        let error = status("DIALOG_ERROR", 255)
        return BoxStatuses(
            ok: status("DIALOG_OK", 0), cancel: status("DIALOG_CANCEL", 1), help: help,
            itemHelp: status("DIALOG_ITEM_HELP", help), extra: status("DIALOG_EXTRA", 3),
            escape: status("DIALOG_ESC", 255), error: error, optionError: error)
    }
}

/// Where a program writes a box's result: whiptail to standard error unless
/// `--output-fd FD`; dialog to standard error unless the last of `--stdout`, `--stderr`
/// and `--output-fd FD` says otherwise.
public enum BoxOutput: Sendable, Hashable {
    case standardError
    case standardOutput
    /// An inherited descriptor: `--output-fd 3` after `3>&1`. The I/O side checks that it
    /// is open for writing before the box is shown.
    case descriptor(Int32)
}
