import WizardMessages

/// The confirm kind in a flow file: `default`, `yes`, `no`, `label`, `required_alert` and
/// `goto` (`docs/flow-format.md`).
extension ConfirmQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> ConfirmQuestion?
    {
        let label = reader.label(&fields, key: key)
        var defaultValue: Bool?
        var runDefault: RunDefault?
        if let node = fields.take("default") {
            switch reader.readRunDefault(node, path: fields.path("default")) {
            case .template(let template): runDefault = .template(template)
            case .reported: break
            case .none:
                if case .bool(let value) = node.value {
                    defaultValue = value
                } else {
                    reader.problem(
                        fields.path("default"), node, Message.FlowCheck.booleanOrRunValueExpected)
                }
            }
        }
        var goto: [Bool: String] = [:]
        if let node = fields.take("goto") {
            goto = reader.readConfirmGoto(node, path: fields.path("goto"))
        }
        return ConfirmQuestion(
            defaultValue: defaultValue, yes: reader.optionalText(&fields, "yes", Message.yes),
            no: reader.optionalText(&fields, "no", Message.no), label: label,
            requiredAlert: reader.optionalText(&fields, "required_alert", Message.choiceRequired),
            goto: goto, runDefault: runDefault)
    }
}

extension FlowReader {
    /// A confirm's `goto`: an object naming the step each answer continues at, by `yes`
    /// and `no`, either or both.
    fileprivate mutating func readConfirmGoto(_ node: JSONNode, path: JSONPath) -> [Bool: String] {
        guard var fields = JSONFields(node, path: path, problems: &problems) else { return [:] }
        defer { fields.reportLeftovers(into: &problems) }
        var goto: [Bool: String] = [:]
        for (name, answer) in [("yes", true), ("no", false)] {
            if let target = fields.take(name).flatMap({ readGoto($0, path: fields.path(name)) }) {
                goto[answer] = target
            }
        }
        return goto
    }
}
