import Glibc
import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// The one line on standard error, before the first screen, that says readline's settings
/// file is not read because ``InputrcCheck`` found it (or a file it includes) unsafe.
enum InputrcNotice {
    /// Whether readline may read its settings file; when it may not, the line is written.
    static func readsSettings(context: Context) -> Bool {
        let problem = InputrcCheck.problem { name in
            getenv(name).map { String(cString: $0) }
        }
        guard let problem else { return true }
        let reason: LocalizedText =
            switch problem {
            case .notRegular: Message.Inputrc.notRegular
            case .tooLarge: Message.Inputrc.tooLarge(limit: InputrcCheck.sizeLimit)
            case .includesItself: Message.Inputrc.includesItself
            case .tooManyFiles: Message.Inputrc.tooManyFiles(limit: InputrcCheck.fileLimit)
            }
        let text = Message.inputrcIgnored(path: problem.path.terminalSafe, reason: reason)
        context.standardError.write("wizard: \(text(context.language))\n")
        return false
    }
}
