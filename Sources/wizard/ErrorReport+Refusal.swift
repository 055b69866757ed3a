import WizardCore
import WizardMessages
import WizardText

extension ErrorReport {
    /// The one place a refused answer is reported, whatever brought it: an option
    /// (`--age 200`), a piped line, or an answers file. The step's alert, told with its
    /// source (65).
    static func refusal(_ refused: AnswerRefused, language: Language) -> ErrorReport {
        ErrorReport(
            saying: refusalMessage(refused, language: language), language: language,
            status: .dataError)
    }

    /// A soft check's warning about an answer given without a person asked, which is kept:
    /// one line, the step's alert told with its source as a refusal is.
    static func warning(_ warned: AnswerRefused, language: Language) -> String {
        let problem: String
        if case .answersFile(let path, let location) = warned.source {
            problem = Message.answersWarning(
                place: "\(path):\(location)",
                reason: Message.answersRefused(warned.step.id, alert: warned.alert(language))(
                    language))(language)
        } else {
            problem = refusalMessage(warned, language: language)(language)
        }
        return Self.line(Message.warningKept(problem: problem), language: language)
    }

    /// The step's alert told with where the answer came from.
    private static func refusalMessage(_ refused: AnswerRefused, language: Language)
        -> LocalizedText
    {
        let alert = refused.alert(language)
        return
            switch refused.source
        {
        case .option(let option):
            Message.optionRejected(option: option, alert: alert)
        case .inputLine(let line):
            Message.answerRejected(line: line, title: refused.step.title, alert: alert)
        case .answersFile(let path, let location):
            Message.answersProblem(
                path: path, location: location,
                reason: Message.answersRefused(refused.step.id, alert: alert)(language))
        }
    }
}
