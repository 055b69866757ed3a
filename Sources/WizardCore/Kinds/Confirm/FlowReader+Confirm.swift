import WizardMessages

/// The confirm kind in a flow file: `default`, `yes`, `no`, `label` and `required_alert`
/// (`docs/flow-format.md`).
extension ConfirmQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> ConfirmQuestion?
    {
        let label = reader.label(&fields, key: key)
        var defaultValue: Bool?
        if let node = fields.take("default") {
            if case .bool(let value) = node.value {
                defaultValue = value
            } else {
                reader.problem(fields.path("default"), node, Message.FlowCheck.booleanExpected)
            }
        }
        return ConfirmQuestion(
            defaultValue: defaultValue, yes: reader.optionalText(&fields, "yes", Message.yes),
            no: reader.optionalText(&fields, "no", Message.no), label: label,
            requiredAlert: reader.optionalText(&fields, "required_alert", Message.choiceRequired))
    }
}
