extension Session {
    /// This run's answers as the profile store keeps them (``AnswerExposure/Keeping``): an
    /// answer to a step that keeps its answer hashed goes through `hash` (typed, piped, or
    /// given as a passphrase), unless it is what `asStored` gives that step and in the form
    /// the step stores (its ``QuestionKind/answerDomain``): the stored hash an empty line
    /// kept, a hash an answers file gave. The answers of steps that keep nothing are left
    /// out (``unkeptAnswers``); every other answer is kept as given.
    ///
    /// Called as the profile is saved, once: hashing is slow on purpose, and the session
    /// holds the passphrase until then (its progress and defaults ask the answers often).
    ///
    /// - Parameter asStored: the answers the run was given as the store keeps them: the
    ///   stored profile's and the answers file's.
    public func keptAnswers<Failure: Error>(
        asStored: [String: Answer], hash: (String) throws(Failure) -> String
    ) throws(Failure) -> [String: Answer] {
        var kept: [String: Answer] = [:]
        for step in flow.steps where step.isQuestion {
            guard let answer = answers[step.id] else { continue }
            switch step.kind.exposure.keeping {
            case .asGiven, .privately:
                kept[step.id] = answer
            case .never:
                continue
            case .hashed:
                let given =
                    asStored[step.id] == answer
                    && step.kind.admits(stored: answer.jsonValue)
                kept[step.id] = given ? answer : Answer(.string(try hash(answer.string ?? "")))
            }
        }
        return kept
    }

    /// This run's answers that the store never keeps (``AnswerExposure/Keeping/never``): only
    /// `wizard setup --json` prints them.
    public var unkeptAnswers: [String: Answer] {
        answers.filter { key, _ in flow.step(id: key)?.kind.exposure.keeping == .never }
    }
}
