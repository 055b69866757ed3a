import WizardMessages

/// A flow's `timeout` (`docs/flow-format.md`, "The file"): how long a run at a terminal
/// waits for a key.
extension FlowReader {
    /// The most seconds a flow's `timeout` may give: a day.
    public static let timeoutLimit = 86_400

    /// A flow's `timeout`: whole seconds from 1 to ``timeoutLimit``.
    mutating func readTimeout(_ node: JSONNode, path: JSONPath) -> Int? {
        guard let seconds = integer(node, path: path) else { return nil }
        guard (1...Self.timeoutLimit).contains(seconds) else {
            problem(path, node, Message.FlowCheck.timeoutRange(Self.timeoutLimit))
            return nil
        }
        return seconds
    }
}
