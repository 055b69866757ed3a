import WizardMessages
import WizardText

/// The picker kind in a flow file: `options`, `label`, `required_alert` and `default`
/// (`docs/flow-format.md`).
extension PickerQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> PickerQuestion?
    {
        let start = reader.blockingCount
        let label = reader.label(&fields, key: key)
        let requiredAlert = reader.optionalText(&fields, "required_alert", Message.choiceRequired)
        let defaultNode = fields.take("default")
        var titleFollows = false
        if let node = fields.take("title_follows") {
            if case .bool(let flag) = node.value {
                titleFollows = flag
            } else {
                reader.problem(
                    fields.path("title_follows"), node, Message.FlowCheck.booleanExpected)
            }
        }
        let sourced = reader.readOptionSource(&fields)
        let options = sourced.map(\.options) ?? reader.readOptions(&fields) { _ in nil }
        // A source named after an earlier step with a problem gives no source, and no step.
        guard let options, reader.blockingCount == start, sourced.map({ $0.source != nil }) ?? true
        else { return nil }
        let source = sourced?.source
        var defaultValue: String?
        if let defaultNode {
            let values = options.map(\.value)
            if case .string(let value) = defaultNode.value,
                reader.checkSubstitutions(value, node: defaultNode, path: fields.path("default"))
                    || source != nil
            {
                // Checked against the run's options, once they are known.
                defaultValue = value
            } else if case .string(let value) = defaultNode.value, values.contains(value) {
                defaultValue = value
            } else {
                reader.problem(
                    fields.path("default"), defaultNode,
                    Message.FlowCheck.notAnOption(values: values))
                return nil
            }
        }
        return PickerQuestion(
            options: options, requiredAlert: requiredAlert, label: label,
            defaultValue: defaultValue, optionSource: source, titleFollowsChoice: titleFollows)
    }
}

extension FlowReader {

    /// The `options` of a step that chooses among them (a picker, a multi-select): 1 to
    /// ``Flow/listedOptionLimit`` `{ "value", "label" }` with values unique ignoring case;
    /// `check` says what a kind
    /// refuses in an option beyond that, reported at the option.
    ///
    /// - Returns: `nil` when there is no array of options; otherwise the options read,
    ///   which the caller uses only when no blocking problem was found.
    mutating func readOptions(
        _ fields: inout JSONFields,
        check: (PickerOption) -> LocalizedText?
    ) -> [PickerOption]? {
        guard let optionsNode = required(&fields, "options") else { return nil }
        let limit = Flow.listedOptionLimit
        guard case .array(let elements) = optionsNode.value, !elements.isEmpty,
            elements.count <= limit
        else {
            problem(
                fields.path("options"), optionsNode, Message.FlowCheck.optionCount(limit: limit))
            return nil
        }
        var options: [PickerOption] = []
        var optionNodes: [(node: JSONNode, path: JSONPath)] = []
        var valuePaths: [String: JSONPath] = [:]
        for (index, element) in elements.enumerated() {
            let path = fields.path("options").element(index)
            guard var optionFields = JSONFields(element, path: path, problems: &problems) else {
                continue
            }
            defer { optionFields.reportLeftovers(into: &problems) }
            guard let valueNode = required(&optionFields, "value") else { continue }
            let optionLabel = required(&optionFields, "label").flatMap {
                text($0, path: optionFields.path("label"))
            }
            guard let value = optionValue(valueNode, path: optionFields.path("value")) else {
                continue
            }
            if let earlier = valuePaths[value.lowercased()] {
                problem(
                    optionFields.path("value"), valueNode,
                    Message.FlowCheck.valueRepeated(value, by: earlier.description))
                continue
            }
            valuePaths[value.lowercased()] = path
            guard let optionLabel else { continue }
            let exit = optionFields.take("exit").flatMap {
                readExitStatus($0, path: optionFields.path("exit"))
            }
            let goto = optionFields.take("goto").flatMap {
                readGoto($0, path: optionFields.path("goto"))
            }
            let option = PickerOption(value: value, label: optionLabel, exit: exit, goto: goto)
            if let refusal = check(option) {
                problem(path, element, refusal)
                continue
            }
            options.append(option)
            optionNodes.append((element, path))
        }
        warnOfPositionClashes(options, at: optionNodes)
        return options
    }

    /// An option's stored value: printable and not empty. Digits are values too (a line
    /// names an option by its value before its number: ``PickerQuestion/validate(line:)``).
    fileprivate mutating func optionValue(_ node: JSONNode, path: JSONPath) -> String? {
        guard case .string(let value) = node.value, !value.trimmingWhitespace.isEmpty,
            !value.unicodeScalars.contains(where: \.isTerminalUnsafe)
        else {
            problem(path, node, Message.FlowCheck.optionValue)
            return nil
        }
        return value
    }

    /// Warns of each option whose value or label is a number naming another option's place
    /// (``PickerQuestion/positionClashes(in:)``), at that value or label: a line of that
    /// number chooses it, not the option a numbered list would show there.
    fileprivate mutating func warnOfPositionClashes(
        _ options: [PickerOption], at nodes: [(node: JSONNode, path: JSONPath)]
    ) {
        for clash in PickerQuestion.positionClashes(in: options) {
            let (element, path) = nodes[clash.index]
            let (node, at) = Self.clashingName(clash.name, in: element, path: path)
            problems.warn(at: node.location) {
                FlowProblem(
                    path: at, location: node.location,
                    message: Message.FlowCheck.positionValue(
                        clash.name, position: clash.position,
                        label: options[clash.position - 1].label),
                    isWarning: true)
            }
        }
    }

    /// The string of an option's value or label that is `name`, and its path: the value
    /// when it is, else the label, or the label's string in the language that has it.
    private static func clashingName(_ name: String, in element: JSONNode, path: JSONPath)
        -> (JSONNode, JSONPath)
    {
        func names(_ node: JSONNode) -> Bool {
            if case .string(let string) = node.value {
                string.trimmingWhitespace == name
            } else {
                false
            }
        }
        if let value = element["value"], names(value) { return (value, path.member("value")) }
        guard let label = element["label"] else { return (element, path) }
        if case .object(let members) = label.value,
            let member = members.first(where: { names($0.value) })
        {
            return (member.value, path.member("label").member(member.key))
        }
        return (label, path.member("label"))
    }
}
