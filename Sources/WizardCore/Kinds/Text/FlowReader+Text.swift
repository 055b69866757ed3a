import WizardMessages
import WizardText

/// The text kind in a flow file: `placeholder`, `label`, `validators` and `default`
/// (`docs/flow-format.md`). A rule with `"warn": true` is a soft check (``SoftTextRule``),
/// kept apart from the hard rules: a text may have one hard rule of each name and any
/// soft ones.
extension TextQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> TextQuestion?
    {
        let placeholder = reader.optionalText(&fields, "placeholder", FlowReader.noText)
        var label: LocalizedText?
        if let node = fields.take("label") { label = reader.text(node, path: fields.path("label")) }
        var minimum = (length: 1, alert: LocalizedText?.none)
        var maximum = (length: 256, alert: LocalizedText?.none)
        var pattern: TextPattern?
        var softRules: [SoftTextRule] = []
        let defaultNode = fields.take("default")
        let validators = fields.take("validators")
        if let node = validators {
            guard case .array(let rules) = node.value else {
                reader.problem(
                    fields.path("validators"), node, Message.FlowCheck.validatorsExpected)
                return TextQuestion(placeholder: placeholder)
            }
            for (index, rule) in rules.enumerated() {
                let rulePath = fields.path("validators").element(index)
                guard var ruleFields = JSONFields(rule, path: rulePath, problems: &reader.problems)
                else { continue }
                var alert: LocalizedText?
                if let node = ruleFields.take("alert") {
                    alert = reader.text(node, path: ruleFields.path("alert"))
                }
                let ruleNames = ["min_length", "max_length", "pattern"]
                if ruleNames.count(where: { rule[$0] != nil }) > 1 {
                    reader.problem(
                        rulePath, rule,
                        Message.FlowCheck.oneRule)
                    continue
                }
                if reader.readsWarn(&ruleFields) {
                    if let soft = reader.readSoftRule(&ruleFields, alert: alert) {
                        softRules.append(soft)
                    }
                } else if let node = ruleFields.take("min_length") {
                    minimum = (reader.lengthValue(node, path: ruleFields.path("min_length")), alert)
                } else if let node = ruleFields.take("max_length") {
                    maximum = (reader.lengthValue(node, path: ruleFields.path("max_length")), alert)
                } else if let node = ruleFields.take("pattern") {
                    pattern = reader.readPattern(node, alert: alert, fields: ruleFields)
                } else {
                    reader.problem(
                        rulePath, rule,
                        Message.FlowCheck.ruleExpected)
                }
                ruleFields.reportLeftovers(into: &reader.problems)
            }
        }
        if minimum.length > maximum.length {
            reader.problem(
                fields.path("validators"), validators ?? fields.node,
                Message.FlowCheck.lengths(
                    minimum: minimum.length, maximum: maximum.length,
                    minimumIsDefault: minimum.length == 1))
        }
        let rules = TextRules(
            minimumLength: minimum.length, tooShortAlert: minimum.alert,
            maximumLength: maximum.length, tooLongAlert: maximum.alert, pattern: pattern,
            softRules: softRules)
        let question = TextQuestion(placeholder: placeholder, rules: rules, label: label)
        guard let defaultNode else { return question }
        let defaultValue = reader.readTextDefault(
            defaultNode, for: question, path: fields.path("default"))
        return TextQuestion(
            placeholder: placeholder, rules: rules, label: label, defaultValue: defaultValue)
    }
}

extension FlowReader {

    /// A text's default: a string its own validators accept as it is written.
    fileprivate mutating func readTextDefault(
        _ node: JSONNode, for question: TextQuestion, path: JSONPath
    ) -> String? {
        guard case .string(let written) = node.value else {
            problem(path, node, Message.FlowCheck.stringExpected)
            return nil
        }
        // A default that names a run's value is checked by the run (a value the validators
        // refuse is no default there).
        if checkSubstitutions(written, node: node, path: path) { return written }
        let value = fillingStaticSubstitutions(
            LocalizedText(english: written), namesRunValue: false
        ).english
        do {
            guard try question.validate(value) == value else {
                problem(path, node, Message.FlowCheck.defaultNotAsStored)
                return nil
            }
            return value
        } catch {
            problem(path, node, Message.FlowCheck.defaultRefused(question.alert(for: error)))
            return nil
        }
    }

    /// Whether a rule has `"warn": true`; a `warn` that is not a boolean is a problem, and
    /// the rule is read as a hard one.
    fileprivate mutating func readsWarn(_ fields: inout JSONFields) -> Bool {
        guard let node = fields.take("warn") else { return false }
        guard case .bool(let warns) = node.value else {
            problem(fields.path("warn"), node, Message.FlowCheck.booleanExpected)
            return false
        }
        return warns
    }

    /// A rule with `"warn": true`, read as its hard form is.
    fileprivate mutating func readSoftRule(_ fields: inout JSONFields, alert: LocalizedText?)
        -> SoftTextRule?
    {
        if let node = fields.take("min_length") {
            return SoftTextRule(
                .minimumLength(lengthValue(node, path: fields.path("min_length"))), alert: alert)
        }
        if let node = fields.take("max_length") {
            return SoftTextRule(
                .maximumLength(lengthValue(node, path: fields.path("max_length"))), alert: alert)
        }
        if let node = fields.take("pattern") {
            return readPattern(node, alert: alert, fields: fields).map {
                SoftTextRule(.pattern($0), alert: alert)
            }
        }
        problem(fields.path, fields.node, Message.FlowCheck.ruleExpected)
        return nil
    }

    fileprivate mutating func lengthValue(_ node: JSONNode, path: JSONPath) -> Int {
        guard let length = integer(node, path: path) else { return 0 }
        guard (0...TextRules.lengthLimit).contains(length) else {
            problem(path, node, Message.FlowCheck.lengthRange(TextRules.lengthLimit))
            return 0
        }
        return length
    }

    /// A pattern validator; its alert is required, since no generic text can say what the
    /// pattern wants.
    fileprivate mutating func readPattern(
        _ node: JSONNode, alert: LocalizedText?, fields: JSONFields
    )
        -> TextPattern?
    {
        guard case .string(let source) = node.value else {
            problem(fields.path("pattern"), node, Message.FlowCheck.patternString)
            return nil
        }
        guard let alert else {
            problem(fields.path, fields.node, Message.FlowCheck.patternAlert)
            return nil
        }
        do {
            let pattern = try TextPattern(
                source: source, alert: alert, instructionLimit: patternInstructionsLeft)
            patternInstructionsLeft -= pattern.programSize
            return pattern
        } catch {
            // A pattern refused for its size was compiled up to its limit: that work counts.
            if error.reason == .tooLarge || error.reason == .flowTooLarge {
                patternInstructionsLeft -= min(patternInstructionsLeft, PatternLimits.programSize)
            }
            // At the refused character itself, through the string's escapes; that place is
            // looked for only when the problem is listed.
            let location =
                problems.wouldList(at: node.location)
                ? JSONStringLocation.location(
                    ofCharacter: error.position, in: node, bytes: fileBytes) : node.location
            problems.report(at: location) {
                FlowProblem(
                    path: fields.path("pattern"), location: location,
                    message: Message.FlowCheck.patternRefused(error))
            }
            return nil
        }
    }
}
