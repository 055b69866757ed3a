import WizardCore

// MARK: - An answer refused
//
// The one place a refused answer is reported, whatever brought the answer: an option
// (`--age 200`), a piped or typed line, or an answers file. Three types carry a refusal
// today (`PresetAnswerRefused`, `FrontendError.rejected`, `AnswersFileError.Reason.refused`);
// each reaches this function, so one refusal type that carries its source replaces them
// here alone.

extension ErrorReport {
    /// Where a refused answer came from.
    enum RefusalSource: Equatable {
        /// A command-line option, as `--age`.
        case option(String)
        /// A line of standard input, numbered from 1.
        case inputLine(Int)
        /// A value of an answers file, at `location`.
        case answersFile(path: String, location: TextLocation)
    }

    /// `step` refused an answer with `error`: the step's alert, told with its source (65).
    static func refusal(
        step: Step, error: ValidationError, source: RefusalSource, language: Language
    ) -> ErrorReport {
        let alert = error.alert(for: step)(language)
        let message =
            switch source {
            case .option(let option):
                Catalogue.optionRejected(option: option, alert: alert)
            case .inputLine(let line):
                Catalogue.answerRejected(line: line, title: step.title, alert: alert)
            case .answersFile(let path, let location):
                Catalogue.answersProblem(
                    path: path, location: location,
                    reason: Catalogue.answersRefused(step.id, alert: alert)(language))
            }
        return ErrorReport(saying: message, language: language, status: .dataError)
    }
}
