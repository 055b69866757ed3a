/// Why a box's command line cannot be run, or its file read: one line that names what is
/// wrong, and the status the program exits with for it. Never a crash: where whiptail or
/// dialog crash (a radiolist of no items, a menu whose first tag looks like an option),
/// wizard refuses with its error status.
public enum BoxProblem: Error, Sendable, Equatable {
    /// An option the program does not have (`--bogus`, `-x`), or a word where an option
    /// should be (dialog's `hello` before the box).
    case unknownOption(String)
    /// An option that takes a value, last on the line.
    case missingValue(option: String)
    /// whiptail: `--defaultno=1`, a value given to an option that takes none.
    case valueNotTaken(option: String)
    /// An option's value that is no number (`--output-fd x`), or one too large.
    case notANumber(option: String, value: String)
    /// dialog's `--default-button NAME` naming no button.
    case unknownButton(String)
    /// No box option on the line.
    case noBox
    /// A second box (`--msgbox … --yesno …`): one box a run.
    case secondBox(String)
    /// A box without all of its arguments: `needs` names them.
    case missingArguments(box: String, needs: String)
    /// dialog: more arguments than the box takes.
    case tooManyArguments(box: String, needs: String)
    /// A height, width, list height or other number of the box that is no number.
    case notANumberArgument(box: String, name: String, value: String)
    /// A list whose last entry lacks some of its `group` arguments.
    case incompleteItem(box: String, group: String)
    /// A menu or radiolist with no item.
    case noItems(box: String)
    /// dialog: `--separate-output` with a box other than a checklist.
    case separateOutputWith(box: String)
    /// dialog: arguments left after the box's own (`--and-widget`, a second box, options
    /// after it): wizard runs one box a run.
    case argumentsAfterBox(String)
    /// An option or box of the program that wizard does not offer (dialog's `--calendar`,
    /// `--file`).
    case unsupported(String)
    /// The text box's file could not be read: `reason` is the system's (`No such file or
    /// directory`).
    case unreadableFile(path: String, reason: String)
    /// The descriptor `--output-fd` (or dialog's `--input-fd`) names cannot be used: not
    /// open, not open for writing, or negative.
    case unusableDescriptor(option: String, descriptor: Int32, reason: String)

    /// The one line that says what is wrong, naming the option, box or file; what it quotes
    /// from the command line or the system is made safe to show (an escape sequence in an
    /// option's name reaches the terminal as U+FFFD), and line feeds in it are spaces.
    public var message: String {
        BoxText.shownLine(words)
    }

    /// The message as its parts say it.
    private var words: String {
        switch self {
        case .unknownOption(let option): "\(option): unknown option"
        case .missingValue(let option): "\(option): missing argument"
        case .valueNotTaken(let option): "\(option): option does not take an argument"
        case .notANumber(let option, let value): "\(option): \"\(value)\" is not a number"
        case .unknownButton(let name):
            "--default-button: \"\(name)\" names no button (ok, yes, cancel, no, help, extra)"
        case .noBox: "no box option (--msgbox, --yesno, --menu…)"
        case .secondBox(let box): "\(box): a second box; one box is shown at a time"
        case .missingArguments(let box, let needs): "\(box) needs \(needs)"
        case .tooManyArguments(let box, let needs): "\(box) takes only \(needs)"
        case .notANumberArgument(let box, let name, let value):
            "\(box): its \(name) \"\(value)\" is not a number"
        case .incompleteItem(let box, let group):
            "\(box): the last item lacks some of its \(group)"
        case .noItems(let box): "\(box): no items to choose from"
        case .separateOutputWith(let box):
            "--separate-output goes only with --checklist, not \(box)"
        case .argumentsAfterBox(let argument):
            "\(argument): arguments after the box; one box is shown at a time"
        case .unsupported(let option): "\(option): not supported by wizard"
        case .unreadableFile(let path, let reason): "\(path): \(reason)"
        case .unusableDescriptor(let option, let descriptor, let reason):
            "\(option) \(descriptor): \(reason)"
        }
    }

    /// The status the program exits with: whiptail's option parser's 1 for what it refuses
    /// itself (an unknown option, a missing or unwanted value, a value that is no number),
    /// the error status (255) for everything else.
    public func status(_ statuses: BoxStatuses) -> Int {
        switch self {
        case .unknownOption, .missingValue, .valueNotTaken, .notANumber: statuses.optionError
        default: statuses.error
        }
    }
}

/// What a command line asks a run to do.
public enum BoxInvocation: Sendable, Equatable {
    /// Show a box.
    case box(BoxCommand)
    /// Print the program's help on standard output and exit 0 (`--help`, `-h`; dialog
    /// with no arguments, or with one it cannot run).
    case help
    /// Print the program's version on standard output and exit 0 (`--version`, `-v`).
    case version
    /// Exit 0 having shown nothing: dialog given common options and no box
    /// (`dialog --title T`, `dialog --clear`).
    case nothing
    /// Refuse the line: its message on standard error, and its status.
    case refused(BoxProblem, status: Int)
}
