import WizardCore

/// `wizard flow questions [--json] [FILE]`: a flow's questions in piped answer order, as
/// lines to read or as JSON for other tools.
enum FlowQuestions {
    /// One line per question: its number, key, title, what a line may be, and when it is
    /// asked.
    static func lines(of flow: Flow, language: Language) -> [String] {
        var lines = [Message.questionsHeading(language)]
        for (number, step) in zip(1..., flow.questions) {
            var line = Message.questionSummary(number: number, step: step)(language)
            if let condition = step.condition {
                line += "; " + Message.askedWhen(condition)(language)
            }
            lines.append(line)
        }
        if flow.questions.isEmpty { lines.append(Message.noQuestions(language)) }
        return lines
    }

    /// `{"flow": id, "questions": [...]}`: for each question its number in piped order, key,
    /// kind, title in every language, answers (``AnswerDomain/json``), and, when it has them,
    /// its default (what an empty line takes; only where its kind lets it appear in
    /// summaries) and condition (as the flow writes it); and `"vars"`, the flow's variables
    /// as it writes them, when it has any.
    static func json(of flow: Flow) -> JSONValue {
        let questions = zip(1..., flow.questions).map { number, step -> JSONValue in
            var object: [String: JSONValue] = [
                "number": .integer(number), "key": .string(step.id),
                "kind": .string(type(of: step.kind).formatName),
                "title": .object(
                    Dictionary(
                        uniqueKeysWithValues: step.title.languages.map {
                            ($0.code, JSONValue.string(step.title($0)))
                        })),
            ]
            if let domain = step.question?.answerDomain { object["answers"] = domain.json }
            if step.kind.exposure.mayAppear(in: .summaries),
                let answer = try? step.kind.answer(toLine: "")
            {
                object["default"] = answer.jsonValue
            }
            if let condition = step.condition { object["when"] = condition.json }
            return .object(object)
        }
        var object: [String: JSONValue] = [
            "flow": .string(flow.id), "questions": .array(questions),
        ]
        if !flow.variables.isEmpty { object["vars"] = VariableListing.json(of: flow) }
        return .object(object)
    }
}
