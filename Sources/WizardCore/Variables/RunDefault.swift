/// A default a run reads (`"default": "${auto}"`, `docs/flow-format.md`, "Defaults from a
/// run"): for a confirm, a slider or a multi-select, whose own defaults are not strings.
/// Filled in, the text becomes the kind's default when the kind can take it (yes/no words
/// or `true`/`false`; a number on the slider; a list variable's items or comma-separated
/// options); otherwise it is refused, the flow's own default stands, and the run warns.
public enum RunDefault: Sendable, Equatable {
    /// The default as the flow writes it, before the run fills it in.
    case template(String)
    /// What the run filled in, which the kind cannot take.
    case refused(String)

    /// The text the run could not take, `nil` while unread or once taken.
    public var refusedValue: String? {
        if case .refused(let value) = self { value } else { nil }
    }

    /// Fills `template` in when `substitutions` fill defaults: `read` gives the kind's
    /// default for the text, `nil` when it cannot take it. Returns the default read (`nil`
    /// for none) and what stays of the run's default: `nil` once taken, the template while
    /// not filled in, the refused text otherwise.
    static func fill<Value>(
        _ runDefault: RunDefault?, _ substitutions: Substitutions,
        read: (String) -> Value?
    ) -> (value: Value?, left: RunDefault?) {
        guard case .template(let template) = runDefault, substitutions.fillsTexts else {
            return (nil, runDefault)
        }
        let text = substitutions.string(template)
        if let value = read(text) { return (value, nil) }
        return (nil, .refused(text))
    }
}

extension FlowReader {
    /// How a default that may name a run's value reads.
    enum RunDefaultReading {
        /// Not a string naming a run's value: the kind reads the default itself.
        case none
        /// A string naming a run's value (`"${auto}"`).
        case template(String)
        /// A string whose `${…}` is malformed or names nothing known: reported.
        case reported
    }

    /// The default at `node`, when it is a string that names a run's value; the problems of
    /// one that tries to and fails are reported here, once.
    mutating func readRunDefault(_ node: JSONNode, path: JSONPath) -> RunDefaultReading {
        guard case .string(let value) = node.value, FlowTextTemplate.mayHoldSubstitutions(value)
        else { return .none }
        let before = problems.count
        if checkSubstitutions(value, node: node, path: path) { return .template(value) }
        return problems.count > before ? .reported : .none
    }
}
