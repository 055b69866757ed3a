/// A box's command line as read: the program whose behaviour it asks for, the box, its
/// options and the statuses it exits with. Made by ``BoxCommandLine/read(_:as:environment:)``.
///
/// The I/O side runs it in this order:
/// 1. ``fileToRead``: a text box's file, read and handed to ``batch(fileText:)``, or its
///    failure made ``unreadableFile(reason:)``; `--output-fd`'s descriptor checked open
///    for writing (``BoxOptions/output``), or ``unusableOutput(reason:)``;
/// 2. the box asked: ``batch(fileText:)`` through a frontend, ended by
///    ``outcome(after:)``, a button the frontend pressed (``BoxOutcome``), or Esc; piped,
///    lines through ``BoxLineAnswering``; a gauge's input through ``BoxGauge``; an info
///    box or gauge ends at once (``waitsForAnswer``);
/// 3. ``result(of:)``: the bytes to write, where, and the exit status.
public struct BoxCommand: Sendable, Equatable {
    public let program: BoxProgram
    public let widget: BoxWidget
    public let options: BoxOptions
    public let statuses: BoxStatuses

    public init(
        program: BoxProgram, widget: BoxWidget, options: BoxOptions, statuses: BoxStatuses
    ) {
        self.program = program
        self.widget = widget
        self.options = options
        self.statuses = statuses
    }

    /// The file a text box shows, for the I/O side to read before the box is asked; `nil`
    /// for every other box.
    public var fileToRead: String? {
        if case .textFile(let path) = widget { path } else { nil }
    }

    /// The problem of a text box's file that could not be read, `reason` the system's
    /// words (`No such file or directory`): whiptail and dialog exit with their error
    /// status, naming the file.
    public func unreadableFile(reason: String) -> BoxProblem {
        .unreadableFile(path: fileToRead ?? "", reason: reason)
    }

    /// The problem of an `--output-fd` descriptor that is not open for writing, `reason`
    /// the system's words (`Bad file descriptor`): both programs exit with their error
    /// status.
    public func unusableOutput(reason: String) -> BoxProblem {
        let descriptor: Int32 =
            switch options.output {
            case .standardOutput: 1
            case .standardError: 2
            case .descriptor(let number): number
            }
        return .unusableDescriptor(option: "--output-fd", descriptor: descriptor, reason: reason)
    }

    /// Whether the box waits for the person: `false` for an info box, which whiptail and
    /// dialog show and leave at once with OK, and for a gauge and a pause, which end by
    /// themselves (their input's end, their countdown) with OK. Piped, such a box reads no
    /// line; its outcome is ``defaultOutcome``.
    public var waitsForAnswer: Bool {
        switch widget {
        case .info, .gauge, .pause: false
        default: true
        }
    }
}
