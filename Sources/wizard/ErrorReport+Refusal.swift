import WizardCore

extension ErrorReport {
    /// The one place a refused answer is reported, whatever brought it: an option
    /// (`--age 200`), a piped line, or an answers file. The step's alert, told with its
    /// source (65).
    static func refusal(_ refused: AnswerRefused, language: Language) -> ErrorReport {
        let alert = refused.alert(language)
        let message =
            switch refused.source {
            case .option(let option):
                Message.optionRejected(option: option, alert: alert)
            case .inputLine(let line):
                Message.answerRejected(line: line, title: refused.step.title, alert: alert)
            case .answersFile(let path, let location):
                Message.answersProblem(
                    path: path, location: location,
                    reason: Message.answersRefused(refused.step.id, alert: alert)(language))
            }
        return ErrorReport(saying: message, language: language, status: .dataError)
    }
}
