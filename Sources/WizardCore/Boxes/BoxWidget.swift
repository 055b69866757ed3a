/// The box a command line asks for, with its own arguments as the program read them (its
/// height and width checked and then set aside: wizard lays its screens out itself).
public enum BoxWidget: Sendable, Equatable {
    /// `--msgbox TEXT H W`: a message and OK.
    case message(text: String)
    /// `--yesno TEXT H W`: Yes or No.
    case yesNo(text: String)
    /// `--infobox TEXT H W`: a message shown, the program then exits at once with OK.
    case info(text: String)
    /// `--inputbox TEXT H W [INIT]`: a line of text, starting as `initial`.
    case input(text: String, initial: String?)
    /// `--passwordbox TEXT H W [INIT]`: a secret, starting as `initial`.
    case password(text: String, initial: String?)
    /// `--textbox FILE H W`: a file's text, read by the I/O side (``BoxCommand/fileToRead``).
    case textFile(path: String)
    /// `--menu TEXT H W LISTHEIGHT [TAG ITEM]...`: one of the items, by its tag.
    case menu(text: String, items: [BoxItem])
    /// `--checklist TEXT H W LISTHEIGHT [TAG ITEM STATUS]...`: any of the items.
    case checklist(text: String, items: [BoxItem])
    /// `--radiolist TEXT H W LISTHEIGHT [TAG ITEM STATUS]...`: one of the items.
    case radiolist(text: String, items: [BoxItem])
    /// `--gauge TEXT H W PERCENT`: a meter that standard input moves (``BoxGauge``); the
    /// program exits with OK when its input ends.
    case gauge(text: String, percent: Int)
    /// dialog's `--rangebox TEXT H W MIN MAX [DEFAULT]`: a whole number from a range.
    case range(text: String, bounds: ClosedRange<Int>, value: Int)
    /// dialog's `--pause TEXT H W SECONDS`: a countdown that ends with OK, or a button.
    case pause(text: String, seconds: Int)
    /// dialog's `--form` and `--passwordform TEXT H W FORMHEIGHT [LABEL Y X ITEM Y X FLEN
    /// ILEN]...`: fields of text, each answered in turn; `hidesInput` for a password form.
    case form(text: String, fields: [BoxFormField], hidesInput: Bool)

    /// The box's option as written on the command line: `--menu`.
    public var optionName: String {
        switch self {
        case .message: "--msgbox"
        case .yesNo: "--yesno"
        case .info: "--infobox"
        case .input: "--inputbox"
        case .password: "--passwordbox"
        case .textFile: "--textbox"
        case .menu: "--menu"
        case .checklist: "--checklist"
        case .radiolist: "--radiolist"
        case .gauge: "--gauge"
        case .range: "--rangebox"
        case .pause: "--pause"
        case .form(_, _, let hidesInput): hidesInput ? "--passwordform" : "--form"
        }
    }

    /// Whether it is a yes/no box.
    public var isYesNo: Bool {
        if case .yesNo = self { true } else { false }
    }

    /// Whether it is a password box, whose line is its answer as typed, spaces and all.
    public var isPassword: Bool {
        if case .password = self { true } else { false }
    }

    /// Whether it is a form, answered a field a line.
    public var isForm: Bool {
        if case .form = self { true } else { false }
    }

    /// The items of a menu, checklist or radiolist; none for any other box.
    public var items: [BoxItem] {
        switch self {
        case .menu(_, let items), .checklist(_, let items), .radiolist(_, let items): items
        default: []
        }
    }
}

/// An entry of a menu, checklist or radiolist: the tag the program writes back, the item
/// that describes it, whether it starts chosen, and the help text `--item-help` gives it.
public struct BoxItem: Sendable, Equatable {
    /// What the program writes when the item is chosen; any text, an empty one included.
    public let tag: String
    /// The description shown beside the tag; empty under `--noitem` (whiptail, dialog).
    public let item: String
    /// Whether the status argument turned it on (a checklist's or radiolist's).
    public let isOn: Bool
    /// dialog's `--item-help` column; empty without it.
    public let help: String

    public init(tag: String, item: String, isOn: Bool = false, help: String = "") {
        self.tag = tag
        self.item = item
        self.isOn = isOn
        self.help = help
    }
}

/// A field of dialog's form: its label, its starting text, and whether it can be edited
/// (a field length above 0); dialog writes back only the fields that can.
public struct BoxFormField: Sendable, Equatable {
    public let label: String
    public let text: String
    public let isEditable: Bool
    /// `--item-help`'s column; empty without it.
    public let help: String

    public init(label: String, text: String, isEditable: Bool, help: String = "") {
        self.label = label
        self.text = text
        self.isEditable = isEditable
        self.help = help
    }
}
