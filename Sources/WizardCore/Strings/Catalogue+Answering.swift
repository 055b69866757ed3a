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

}
