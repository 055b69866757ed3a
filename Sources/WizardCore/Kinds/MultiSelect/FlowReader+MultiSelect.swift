import WizardMessages
import WizardText

/// The multi-select kind in a flow file: `options`, `label`, `validators` (`min`, `max`)
/// and `default` (`docs/flow-format.md`).
extension MultiSelectQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> MultiSelectQuestion?
    {
        let start = reader.blockingCount
        let label = reader.label(&fields, key: key)
        let defaultNode = fields.take("default")
        let validators = fields.take("validators")
        // A comma separates choices in a line, and `-` alone chooses none.
        let sourced = reader.readOptionSource(&fields)
        let source = sourced?.source
        let options =
            sourced.map(\.options)
            ?? reader.readOptions(&fields) { option in
                if option.goto != nil { return Message.FlowCheck.gotoOnMultiSelect }
                let texts = [option.value] + option.label.strings
                guard !texts.contains(where: { $0.contains(",") }),
                    option.value != MultiSelectQuestion.noneLine
                else { return Message.FlowCheck.choiceSeparator }
                return nil
            }
        // The bounds of options from a source apply to as many as the run gives.
        let count = source == nil ? options?.count ?? 0 : Flow.optionLimit
        var minimum = (count: 0, alert: LocalizedText?.none, node: JSONNode?.none)
        var maximum = (count: count, alert: LocalizedText?.none, node: JSONNode?.none)
        var declaredMaximum: Int?
        if let node = validators {
            guard case .array(let rules) = node.value else {
                reader.problem(
                    fields.path("validators"), node, Message.FlowCheck.validatorsExpected)
                return nil
            }
            for (index, rule) in rules.enumerated() {
                let rulePath = fields.path("validators").element(index)
                guard var ruleFields = JSONFields(rule, path: rulePath, problems: &reader.problems)
                else { continue }
                defer { ruleFields.reportLeftovers(into: &reader.problems) }
                let alert = ruleFields.take("alert").flatMap {
                    reader.text($0, path: ruleFields.path("alert"))
                }
                if rule["min"] != nil, rule["max"] != nil {
                    reader.problem(rulePath, rule, Message.FlowCheck.oneRule)
                    continue
                }
                if let node = ruleFields.take("min") {
                    let value = reader.choiceCount(node, path: ruleFields.path("min"), limit: count)
                    minimum = (value ?? 0, alert, node)
                } else if let node = ruleFields.take("max") {
                    let value = reader.choiceCount(node, path: ruleFields.path("max"), limit: count)
                    maximum = (value ?? count, alert, node)
                    declaredMaximum = value
                } else {
                    reader.problem(rulePath, rule, Message.FlowCheck.choiceRuleExpected)
                }
            }
        }
        // A source named after an earlier step with a problem gives no source, and no step.
        guard let options, reader.blockingCount == start, sourced.map({ $0.source != nil }) ?? true
        else { return nil }
        if minimum.count > maximum.count {
            let node = maximum.node ?? minimum.node ?? fields.node
            reader.problem(
                fields.path("validators"), node,
                Message.FlowCheck.choiceBounds(minimum: minimum.count, maximum: maximum.count))
            return nil
        }
        var defaultValues: [String]?
        var runDefault: RunDefault?
        let reading = defaultNode.map { reader.readRunDefault($0, path: fields.path("default")) }
        if case .template(let template)? = reading {
            runDefault = .template(template)
        } else if case .reported? = reading {
            return nil
        } else if let defaultNode, source != nil {
            // Checked against the run's options, once they are known.
            guard case .array(let elements) = defaultNode.value else {
                reader.problem(
                    fields.path("default"), defaultNode, Message.FlowCheck.stringsExpected)
                return nil
            }
            defaultValues = elements.compactMap { element in
                if case .string(let value) = element.value { value } else { nil }
            }
        } else if let defaultNode {
            defaultValues = reader.readChoicesDefault(
                defaultNode, options: options, count: minimum.count...maximum.count,
                path: fields.path("default"))
            guard defaultValues != nil else { return nil }
        }
        return MultiSelectQuestion(
            options: options, label: label, minimum: minimum.count, tooFewAlert: minimum.alert,
            maximum: source == nil ? maximum.count : declaredMaximum,
            tooManyAlert: maximum.alert, defaultValues: defaultValues, optionSource: source,
            runDefault: runDefault)
    }
}

extension FlowReader {

    /// A number of choices, from 0 to the number of options.
    fileprivate mutating func choiceCount(_ node: JSONNode, path: JSONPath, limit: Int) -> Int? {
        guard let value = integer(node, path: path) else { return nil }
        guard (0...limit).contains(value) else {
            problem(path, node, Message.FlowCheck.choiceCountRange(limit))
            return nil
        }
        return value
    }

    /// A multi-select's default: distinct option values, as many as its validators allow;
    /// returned in the options' order.
    fileprivate mutating func readChoicesDefault(
        _ node: JSONNode, options: [PickerOption], count: ClosedRange<Int>, path: JSONPath
    ) -> [String]? {
        let values = options.map(\.value)
        var chosen: [String] = []
        if case .array(let elements) = node.value {
            for element in elements {
                guard case .string(let value) = element.value, values.contains(value),
                    !chosen.contains(value)
                else { break }
                chosen.append(value)
            }
            if chosen.count == elements.count {
                guard count.contains(chosen.count) else {
                    problem(path, node, Message.FlowCheck.defaultChoiceCount(chosen.count, count))
                    return nil
                }
                return values.filter(chosen.contains)
            }
        }
        problem(path, node, Message.FlowCheck.defaultChoices(values: values))
        return nil
    }
}
