/// The slider kind in a flow file: `min`, `max`, `step`, `default`, `label` and `unit`
/// (`docs/flow-format.md`).
extension SliderQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> SliderQuestion?
    {
        reader.readSlider(&fields, key: key)
    }
}

extension FlowReader {
    /// Slider values are typed as plain digits, so ranges stay within what nine digits hold.
    static let sliderBounds = 0...999_999_999

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
                problem(fields.path("step"), node, Message.FlowCheck.stepTooSmall)
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
                fields.path("max"), maximumNode, Message.FlowCheck.maxBelowMin(minimum, maximum))
            return nil
        }
        if step > max(1, maximum - minimum), let stepNode {
            problem(
                fields.path("step"), stepNode,
                Message.FlowCheck.stepTooWide(step, minimum, maximum))
            return nil
        }
        if (maximum - minimum) % step != 0 {
            problem(
                fields.path("max"), maximumNode,
                Message.FlowCheck.maxUnreachable(minimum, maximum, step: step))
            return nil
        }
        var defaultValue = minimum
        if let defaultNode {
            guard let value = integer(defaultNode, path: fields.path("default")) else { return nil }
            guard (minimum...maximum).contains(value), (value - minimum) % step == 0 else {
                problem(
                    fields.path("default"), defaultNode,
                    Message.FlowCheck.defaultOutside(value, minimum...maximum, step: step))
                return nil
            }
            defaultValue = value
        }
        return SliderQuestion(
            range: minimum...maximum, step: step, defaultValue: defaultValue, label: label,
            unit: unit)
    }

    private mutating func bound(_ node: JSONNode, path: JSONPath) -> Int? {
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
