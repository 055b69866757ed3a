import WizardCore
import WizardMessages
import WizardText

/// The lines after a flow's listed problems that count those left out, each class apart:
/// the problems that stop a run, then the warnings it goes on with.
enum NotListed {
    static func lines(blocking: Int, warnings: Int, language: Language) -> [String] {
        var lines: [String] = []
        if blocking > 0 { lines.append(Message.problemsNotListed(blocking)(language)) }
        if warnings > 0 { lines.append(Message.warningsNotListed(warnings)(language)) }
        return lines
    }
}
