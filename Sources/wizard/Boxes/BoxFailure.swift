import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// Why a box that was read could not be answered: each is one line on standard error and
/// the program's error status (``BoxRun``).
enum BoxFailure: Error {
    /// The text box's file, or `--output-fd`'s descriptor, as the program checks them.
    case problem(BoxProblem)
    /// Piped lines ended before the box was answered.
    case inputEnded(source: LocalizedText, box: String)
    /// A piped line the box's kind refuses, with the kind's alert.
    case refused(line: Int, source: LocalizedText, box: String, alert: LocalizedText)
    /// A line of standard input the box's kind refuses, quoted: standard input's lines are
    /// shared by every box of the script, so none has a number here.
    case lineRefused(line: String, box: String, alert: LocalizedText)
    /// Standard input is the script the shell reads (`curl … | bash`), and no terminal is
    /// there to ask at instead.
    case scriptOnInput(box: String)
    /// Standard input could not be read as lines of text.
    case input(InputError)
    /// The `WIZARD_ANSWERS` file could not give its next line.
    case answersFile(BoxAnswersFailure)
    /// No home directory to keep the place reached in the `WIZARD_ANSWERS` file under.
    case noStateDirectory
    /// The screens or plain mode failed (anything but a quit, which is Esc).
    case frontend(FrontendError)

    /// The line, in `language`, without wizard's `wizard: ` (``BoxRun/report`` adds its own).
    func message(_ language: Language) -> String {
        switch self {
        case .problem(let problem):
            return problem.message
        case .inputEnded(let source, let box):
            return Message.Boxes.inputEnded(source: source, box: box)(language).terminalSafe
        case .refused(let line, let source, let box, let alert):
            return Message.Boxes.answerRefused(line: line, source: source, box: box, alert: alert)(
                language
            ).terminalSafe
        case .lineRefused(let line, let box, let alert):
            return Message.Boxes.lineRefused(line: line, box: box, alert: alert)(language)
                .terminalSafe
        case .scriptOnInput(let box):
            return Message.Boxes.scriptOnInput(box: box)(language).terminalSafe
        case .input(let error):
            return Self.withoutPrefix(ErrorReport(.frontend(.input(error)), language: language))
        case .frontend(let error):
            return Self.withoutPrefix(ErrorReport(.frontend(error), language: language))
        case .noStateDirectory:
            return Message.Boxes.answersPlace(
                path: "~/.local/state/wizard/answers", reason: "no home directory (HOME)")(language)
        case .answersFile(let failure):
            let text: LocalizedText
            switch failure {
            case .unreadable(let path, let error):
                text = Message.Boxes.answersUnreadable(path: path, reason: "\(error)")
            case .notText(let path, let line):
                text = Message.Boxes.answersNotText(line: line, path: path)
            case .lineTooLong(let path, let line):
                text = Message.Boxes.answersLineTooLong(line: line, path: path)
            case .stateUnwritable(let path, let error):
                text = Message.Boxes.answersPlace(path: path, reason: "\(error)")
            }
            return text(language).terminalSafe
        }
    }

    /// A report's lines as one, without their `wizard: `.
    private static func withoutPrefix(_ report: ErrorReport) -> String {
        report.lines.map { $0.hasPrefix("wizard: ") ? String($0.dropFirst(8)) : $0 }
            .joined(separator: " ")
    }
}
