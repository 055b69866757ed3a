import WizardMessages
import WizardText

/// The secret kind in a flow file: text's `placeholder` and `validators` (`min_length`,
/// `max_length`, `pattern`), and `label`, `confirm`, `keep` and `echo`; no `default`
/// (`docs/flow-format.md`).
extension SecretQuestion: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> SecretQuestion?
    {
        // A default would be the secret, written in the flow for anyone to read.
        if let node = fields.take("default") {
            reader.problem(fields.path("default"), node, Message.FlowCheck.secretDefault)
        }
        var confirm = false
        if let node = fields.take("confirm") {
            if case .bool(let value) = node.value {
                confirm = value
            } else {
                reader.problem(fields.path("confirm"), node, Message.FlowCheck.booleanExpected)
            }
        }
        var keep = Keep.hash
        if let node = fields.take("keep") {
            if case .string(let name) = node.value, let value = Keep(rawValue: name) {
                keep = value
            } else {
                reader.problem(fields.path("keep"), node, Message.FlowCheck.secretKeep)
            }
        }
        var echo = AnswerExposure.Echo.masked
        if let node = fields.take("echo") {
            switch node.value {
            case .string("bullets"): echo = .masked
            case .string("none"): echo = .hidden
            default: reader.problem(fields.path("echo"), node, Message.FlowCheck.secretEcho)
            }
        }
        // The placeholder, the label and the rules are a text question's, read as it reads
        // them, once: read here too, the label would be reported and extracted twice.
        guard let text = TextQuestion.read(&fields, key: key, reader: &reader) else {
            return nil
        }
        return SecretQuestion(
            placeholder: text.placeholder, rules: text.rules,
            label: text.label ?? LocalizedText(en: key, ko: key), confirm: confirm, keep: keep,
            echo: echo)
    }
}
