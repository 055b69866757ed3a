import WizardText

/// `INPUT`, `GO` and `GET`: the questions queued, asked as one batch, and their answers
/// read back.
extension DebconfConversation {
    /// `INPUT priority tag`: the question queued for the next `GO`, once (`30 question
    /// skipped` for one already queued). Past ``questionLimit`` it is only counted, and the
    /// `GO` is refused.
    mutating func queue(_ tag: String) throws(DebconfProblem) -> DebconfReply {
        _ = try known(tag)
        if queue.contains(tag) { return DebconfReply(.goBack, "question skipped") }
        if queue.count < Self.questionLimit {
            queue.append(tag)
        } else {
            overflow += 1
        }
        return DebconfReply(.success, "question will be asked")
    }

    /// `GO`: the queued questions as one batch, in the order queued, each asked as its type
    /// says (``DebconfQuestion``'s table); the queue empties whatever the outcome. A batch
    /// with no step to ask (none queued, or only ones passed over and titles) is answered
    /// at once, `0 ok`.
    ///
    /// - Throws: ``DebconfProblem/tooManyQuestions(_:)``,
    ///   ``DebconfProblem/tooManyChoices(tag:count:)``; nothing is asked then, and the
    ///   values stay as they were.
    mutating func go() throws(DebconfProblem) -> DebconfTurn {
        let tags = queue
        let total = queue.count + overflow
        queue = []
        overflow = 0
        guard total <= Self.questionLimit else { throw .tooManyQuestions(total) }
        var steps: [Step] = []
        var stored: [String: Answer] = [:]
        var newTitle: String?
        for tag in tags {
            guard let question = questions[tag] else { continue }
            switch try question.asked(tag: tag) {
            case .step(let step, let answer):
                steps.append(step)
                stored[tag] = answer
            case .title(let text):
                newTitle = text
            case .passedOver:
                continue
            }
        }
        if let newTitle { title = newTitle }
        guard !steps.isEmpty else { return .reply(DebconfReply(.success, "ok")) }
        asking = steps.map(\.id)
        return .ask(
            QuestionBatch(
                flow: Flow(
                    id: "debconf", steps: steps, title: title.map(LocalizedText.init(verbatim:))),
                stored: stored,
                backsOut: backupDeclared))
    }

    /// `GO`'s reply once its batch has ended: `0 ok` when it was answered, each answer
    /// then the question's value in the form `GET` gives; `30 backup` when the person went
    /// back from its first question and the peer declared `backup`, no value changed.
    /// Without a batch being asked it changes nothing, and says `0 ok`.
    public mutating func finish(_ outcome: BatchOutcome) -> DebconfReply {
        guard let tags = asking else { return DebconfReply(.success, "ok") }
        asking = nil
        switch outcome {
        case .wentBack:
            return backupDeclared ? DebconfReply(.goBack, "backup") : DebconfReply(.success, "ok")
        case .answered(let session):
            for tag in tags {
                guard let type = questions[tag]?.type, let answer = session.answers[tag],
                    let value = DebconfQuestion.value(of: type, after: answer)
                else { continue }
                questions[tag]?.value = value
            }
            return DebconfReply(.success, "ok")
        }
    }

    /// `GET tag`: the question's value, empty when it has none. A password's is forgotten
    /// once given: debconf keeps it, and sends it again (`SET`) before it asks again.
    mutating func value(of tag: String) throws(DebconfProblem) -> String {
        let question = try known(tag)
        if question.type == .password { questions[tag]?.value = nil }
        return question.value ?? ""
    }
}
