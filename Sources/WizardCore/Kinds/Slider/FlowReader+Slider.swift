import WizardMessages

/// The slider kind in a flow file: `min`, `max`, `step`, `default`, `label`, `unit` and
/// `fullwidth_digits` (`docs/flow-format.md`).
extension SliderQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> SliderQuestion?
    {
        let start = reader.blockingCount
        let minimumNode = reader.required(&fields, "min")
        let maximumNode = reader.required(&fields, "max")
        let minimum = minimumNode.flatMap { reader.bound($0, path: fields.path("min")) }
        let maximum = maximumNode.flatMap { reader.bound($0, path: fields.path("max")) }
        var step = 1
        let stepNode = fields.take("step")
        if let node = stepNode, let value = reader.integer(node, path: fields.path("step")) {
            if value > 0 {
                step = value
            } else {
                reader.problem(fields.path("step"), node, Message.FlowCheck.stepTooSmall)
            }
        }
        var defaultNode = fields.take("default")
        var runDefault: RunDefault?
        if let node = defaultNode {
            switch reader.readRunDefault(node, path: fields.path("default")) {
            case .template(let template):
                runDefault = .template(template)
                defaultNode = nil
            case .reported: return nil
            case .none: break
            }
        }
        let label = reader.label(&fields, key: key)
        let unit = reader.optionalText(&fields, "unit", FlowReader.noText)
        var fullwidthDigits = false
        if let node = fields.take("fullwidth_digits") {
            if case .bool(let value) = node.value {
                fullwidthDigits = value
            } else {
                reader.problem(
                    fields.path("fullwidth_digits"), node, Message.FlowCheck.booleanExpected)
            }
        }
        guard let minimum, let maximum, let maximumNode, reader.blockingCount == start else {
            return nil
        }
        if minimum > maximum {
            reader.problem(
                fields.path("max"), maximumNode, Message.FlowCheck.maxBelowMin(minimum, maximum))
            return nil
        }
        if step > max(1, maximum - minimum), let stepNode {
            reader.problem(
                fields.path("step"), stepNode,
                Message.FlowCheck.stepTooWide(step, minimum, maximum))
            return nil
        }
        if (maximum - minimum) % step != 0 {
            reader.problem(
                fields.path("max"), maximumNode,
                Message.FlowCheck.maxUnreachable(minimum, maximum, step: step))
            return nil
        }
        var defaultValue = minimum
        if let defaultNode {
            guard let value = reader.integer(defaultNode, path: fields.path("default")) else {
                return nil
            }
            guard (minimum...maximum).contains(value), (value - minimum) % step == 0 else {
                reader.problem(
                    fields.path("default"), defaultNode,
                    Message.FlowCheck.defaultOutside(value, minimum...maximum, step: step))
                return nil
            }
            defaultValue = value
        }
        return SliderQuestion(
            range: minimum...maximum, step: step, defaultValue: defaultValue, label: label,
            unit: unit, runDefault: runDefault, fullwidthDigits: fullwidthDigits)
    }
}

extension FlowReader {
    /// Slider values are typed as plain digits, so ranges stay within what nine digits hold.
    static let sliderBounds = 0...999_999_999

    fileprivate mutating func bound(_ node: JSONNode, path: JSONPath) -> Int? {
        guard let value = integer(node, path: path) else { return nil }
        guard Self.sliderBounds.contains(value) else {
            let bounds = Self.sliderBounds
            problem(
                path, node,
                Message.FlowCheck.boundRange(bounds))
            return nil
        }
        return value
    }
}
