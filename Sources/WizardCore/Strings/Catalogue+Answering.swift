extension Catalogue {
    // MARK: Taking defaults, asking what is missing, timeouts

    /// One question named in a message: `name (What's your name?)`.
    public static func questionReference(_ step: Step) -> LocalizedText {
        localized(embedding: step.title) {
            $0.questionReference(key: step.id, title: step.title($1))
        }
    }

    /// Input ended under `--defaults` while `questions`, which have no default, were left.
    public static func noDefaults(_ questions: [Step]) -> LocalizedText {
        let references = questions.map(questionReference)
        return localized(embeddingAll: references) { messages, language in
            messages.noDefaults(references.map { $0(language) })
        }
    }

    public static func timedOut(seconds: Int, step: Int, of count: Int, title: LocalizedText)
        -> LocalizedText
    {
        localized(embedding: title) {
            $0.timedOut(seconds: seconds, step: step, of: count, title: title($1))
        }
    }

    public static func countdownQuit(seconds: Int) -> LocalizedText {
        localized { $0.countdownQuit(seconds: seconds) }
    }

    public static func countdownGoOn(seconds: Int) -> LocalizedText {
        localized { $0.countdownGoOn(seconds: seconds) }
    }

    /// The card's line for a question not answered yet: `line`, already in the card's
    /// language, marked.
    public static func unanswered(_ line: String) -> LocalizedText {
        localized { $0.unanswered(line) }
    }

    public static func missingAnswersHint(command: String) -> LocalizedText {
        localized { $0.missingAnswersHint(command: command) }
    }

    public static func defaultsVariable(_ value: String) -> LocalizedText {
        localized { $0.defaultsVariable(value.terminalSafe) }
    }

    public static func timeoutValue(_ value: String, limit: Int) -> LocalizedText {
        localized { $0.timeoutValue(value.terminalSafe, limit: limit) }
    }

    public static let jsonNeedsQuestions = localized { $0.jsonNeedsQuestions }
}
