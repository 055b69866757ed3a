/// The numeric and choice step kinds of the flow format: slider, picker and confirm.
extension FlowReader {
    /// Slider values are typed as plain digits, so ranges stay within what nine digits hold.
    static let sliderBounds = 0...999_999_999

    /// A label for the profile card; the store key when the flow gives none.
    private mutating func label(_ fields: inout JSONFields, key: String) -> LocalizedText {
        optionalText(&fields, "label", LocalizedText(en: key, ko: key))
    }

    mutating func readSlider(_ fields: inout JSONFields, key: String) -> SliderQuestion? {
        let start = blockingCount
        let minimumNode = required(&fields, "min")
        let maximumNode = required(&fields, "max")
        let minimum = minimumNode.flatMap { bound($0, path: fields.path("min")) }
        let maximum = maximumNode.flatMap { bound($0, path: fields.path("max")) }
        var step = 1
        let stepNode = fields.take("step")
        if let node = stepNode, let value = integer(node, path: fields.path("step")) {
            if value > 0 {
                step = value
            } else {
                problem(fields.path("step"), node, Catalogue.FlowCheck.stepTooSmall)
            }
        }
        let defaultNode = fields.take("default")
        let label = label(&fields, key: key)
        let unit = optionalText(&fields, "unit", Self.noText)
        guard let minimum, let maximum, let maximumNode, blockingCount == start else {
            return nil
        }
        if minimum > maximum {
            problem(
                fields.path("max"), maximumNode, Catalogue.FlowCheck.maxBelowMin(minimum, maximum))
            return nil
        }
        if step > max(1, maximum - minimum), let stepNode {
            problem(
                fields.path("step"), stepNode,
                Catalogue.FlowCheck.stepTooWide(step, minimum, maximum))
            return nil
        }
        if (maximum - minimum) % step != 0 {
            problem(
                fields.path("max"), maximumNode,
                Catalogue.FlowCheck.maxUnreachable(minimum, maximum, step: step))
            return nil
        }
        var defaultValue = minimum
        if let defaultNode {
            guard let value = integer(defaultNode, path: fields.path("default")) else { return nil }
            guard (minimum...maximum).contains(value), (value - minimum) % step == 0 else {
                problem(
                    fields.path("default"), defaultNode,
                    Catalogue.FlowCheck.defaultOutside(value, minimum...maximum, step: step))
                return nil
            }
            defaultValue = value
        }
        return SliderQuestion(
            range: minimum...maximum, step: step, defaultValue: defaultValue, label: label,
            unit: unit)
    }

    private mutating func bound(_ node: JSONNode, path: String) -> Int? {
        guard let value = integer(node, path: path) else { return nil }
        guard Self.sliderBounds.contains(value) else {
            let bounds = Self.sliderBounds
            problem(
                path, node,
                Catalogue.FlowCheck.boundRange(bounds))
            return nil
        }
        return value
    }

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

    mutating func readConfirm(_ fields: inout JSONFields, key: String) -> ConfirmQuestion {
        let label = label(&fields, key: key)
        var defaultValue: Bool?
        if let node = fields.take("default") {
            if case .bool(let value) = node.value {
                defaultValue = value
            } else {
                problem(fields.path("default"), node, Catalogue.FlowCheck.booleanExpected)
            }
        }
        return ConfirmQuestion(
            defaultValue: defaultValue, yes: optionalText(&fields, "yes", Catalogue.yes),
            no: optionalText(&fields, "no", Catalogue.no), label: label,
            requiredAlert: optionalText(&fields, "required_alert", Catalogue.choiceRequired))
    }
}
