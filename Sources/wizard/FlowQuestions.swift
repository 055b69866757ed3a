import WizardCore
import WizardMessages
import WizardText

/// `wizard flow questions [--json] [FILE]`: a flow's questions in piped answer order, as
/// lines to read or as JSON for other tools.
enum FlowQuestions {
    /// One line per question: its number, key, title, what a line may be, and when it is
    /// asked; then its description, if it has one, indented under it
    /// (``DescriptionLayout/lines(of:)``: a line per paragraph, verbatim lines as written).
    static func lines(of flow: Flow, language: Language) -> [String] {
        var lines = [Message.questionsHeading(language)]
        for (number, step) in zip(1..., flow.questions) {
            var line = Message.questionSummary(number: number, step: step)(language)
            if let condition = step.condition {
                line += "; " + Message.askedWhen(condition)(language)
            }
            if step.priority != .stepDefault {
                line += "; " + Message.Questions.priority(step.priority.rawValue)(language)
            }
            lines.append(line)
            if let text = step.text {
                lines += DescriptionLayout.lines(of: text(language)).map {
                    $0.isEmpty ? "" : descriptionIndent + $0
                }
            }
        }
        if flow.questions.isEmpty { lines.append(Message.noQuestions(language)) }
        return lines + exitLines(of: flow, language: language)
            + gotoLines(of: flow, language: language)
    }

    /// The choices, answers and pages that send a run to another step (`"goto"`); none
    /// when the flow has none.
    private static func gotoLines(of flow: Flow, language: Language) -> [String] {
        var lines: [String] = []
        for step in flow.steps where !step.kind.gotoTargets.targets.isEmpty {
            if !step.isQuestion, let target = step.kind.gotoTarget(after: nil) {
                lines.append(
                    Message.Questions.gotoPage(title: step.title, target: target)(language))
                continue
            }
            for (value, target) in step.kind.gotoChoices {
                lines.append(
                    Message.Questions.gotoOption(key: step.id, value: value, target: target)(
                        language))
            }
        }
        guard !lines.isEmpty else { return [] }
        return [Message.Questions.gotoHeading(language)] + lines.map { "  " + $0 }
    }

    /// The choices and pages that end a run on purpose (`"exit"`), each with its status
    /// and, for a page, when it is shown; none when the flow has none.
    private static func exitLines(of flow: Flow, language: Language) -> [String] {
        var lines: [String] = []
        for step in flow.steps {
            for option in step.kind.exitOptions {
                lines.append(
                    Message.Questions.exitOption(
                        key: step.id, value: option.value, label: option.label,
                        status: option.exit ?? 0)(language))
            }
            if !step.isQuestion, let status = step.kind.exitStatus(after: nil) {
                var line = Message.Questions.exitPage(title: step.title, status: status)(language)
                if let condition = step.condition {
                    line += "; " + Message.askedWhen(condition)(language)
                }
                lines.append(line)
            }
        }
        guard !lines.isEmpty else { return [] }
        return [Message.Questions.exitsHeading(language)] + lines.map { "  " + $0 }
    }

    /// The columns a description stands in from the question's line.
    private static let descriptionIndent = "    "

    /// `{"flow": id, "questions": [...]}`: for each question its number in piped order, key,
    /// kind, title in every language, answers (``AnswerDomain/json``, with `"from"` for options
    /// from a source), and, when it has them,
    /// its description (`text`, in every language, as the flow writes it), its default (what
    /// an empty line takes; only where its kind lets it appear in summaries) and condition
    /// (as the flow writes it), and `"exits"`, the status of each option that ends a run;
    /// `"vars"`, the flow's variables as it writes them, and `"exit_pages"`, the pages that
    /// end a run, when it has any.
    static func json(of flow: Flow) -> JSONValue {
        let questions = zip(1..., flow.questions).map { number, step -> JSONValue in
            var object: [String: JSONValue] = [
                "number": .integer(number), "key": .string(step.id),
                "kind": .string(type(of: step.kind).formatName),
                "title": byLanguage(step.title),
            ]
            if let text = step.text { object["text"] = byLanguage(text) }
            if let domain = step.question?.answerDomain {
                object["answers"] = answersJSON(domain, sources: step.kind.optionSources)
            }
            if step.kind.exposure.mayAppear(in: .summaries),
                let answer = try? step.answer(for: .line(""))
            {
                object["default"] = answer.jsonValue
            }
            if let condition = step.condition { object["when"] = condition.json }
            let exits = step.kind.exitOptions.compactMap { option in
                option.exit.map { (option.value, JSONValue.integer($0)) }
            }
            if !exits.isEmpty { object["exits"] = .object(Dictionary(uniqueKeysWithValues: exits)) }
            let gotos = step.kind.gotoChoices.map { ($0.line, JSONValue.string($0.target)) }
            if !gotos.isEmpty { object["goto"] = .object(Dictionary(uniqueKeysWithValues: gotos)) }
            if step.priority != .stepDefault {
                object["priority"] = .string(step.priority.rawValue)
            }
            return .object(object)
        }
        let exitPages = flow.steps.compactMap { step -> JSONValue? in
            guard !step.isQuestion, let status = step.kind.exitStatus(after: nil) else {
                return nil
            }
            var page: [String: JSONValue] = [
                "id": .string(step.id), "title": byLanguage(step.title), "exit": .integer(status),
            ]
            if let condition = step.condition { page["when"] = condition.json }
            return .object(page)
        }
        var object: [String: JSONValue] = [
            "flow": .string(flow.id), "questions": .array(questions),
        ]
        if !flow.variables.isEmpty { object["vars"] = VariableListing.json(of: flow) }
        if !exitPages.isEmpty { object["exit_pages"] = .array(exitPages) }
        return .object(object)
    }

    /// The answers of a question (``AnswerDomain/json``); for options from a source, the
    /// source's name as `"from"` in place of the values, so that the output stays
    /// proportional to the flow however many steps take one long list.
    private static func answersJSON(_ domain: AnswerDomain, sources: [OptionSource]) -> JSONValue {
        guard let source = sources.first, case .object(var members) = domain.json else {
            return domain.json
        }
        members["values"] = nil
        members["from"] = .string(source.name)
        return .object(members)
    }

    /// `text` as an object of its strings by language code.
    private static func byLanguage(_ text: LocalizedText) -> JSONValue {
        .object(
            Dictionary(uniqueKeysWithValues: text.languages.map { ($0.code, .string(text($0))) }))
    }
}
