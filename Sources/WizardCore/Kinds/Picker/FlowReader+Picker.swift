/// The picker kind in a flow file: `options`, `label` and `required_alert`
/// (`docs/flow-format.md`).
extension PickerQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> PickerQuestion?
    {
        reader.readPicker(&fields, key: key)
    }
}

extension FlowReader {
    mutating func readPicker(_ fields: inout JSONFields, key: String) -> PickerQuestion? {
        let start = blockingCount
        let label = label(&fields, key: key)
        let requiredAlert = optionalText(&fields, "required_alert", Catalogue.choiceRequired)
        guard let optionsNode = required(&fields, "options") else { return nil }
        guard case .array(let elements) = optionsNode.value, !elements.isEmpty,
            elements.count <= 999
        else {
            problem(fields.path("options"), optionsNode, Catalogue.FlowCheck.optionCount)
            return nil
        }
        var options: [PickerOption] = []
        var valuePaths: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            let path = fields.path("options") + "[\(index)]"
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
                    Catalogue.FlowCheck.valueRepeated(value, by: earlier))
                continue
            }
            valuePaths[value.lowercased()] = path
            if let optionLabel { options.append(PickerOption(value: value, label: optionLabel)) }
        }
        guard blockingCount == start else { return nil }
        return PickerQuestion(options: options, requiredAlert: requiredAlert, label: label)
    }

    /// An option's stored value: printable, not empty, and not all digits (a line of digits
    /// names an option by its number).
    private mutating func optionValue(_ node: JSONNode, path: String) -> String? {
        guard case .string(let value) = node.value, !value.trimmingWhitespace.isEmpty,
            !value.unicodeScalars.contains(where: \.isTerminalUnsafe)
        else {
            problem(path, node, Catalogue.FlowCheck.optionValue)
            return nil
        }
        if value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            problem(path, node, Catalogue.FlowCheck.digitsValue)
            return nil
        }
        return value
    }
}
