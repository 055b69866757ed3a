import WizardMessages

/// The `"exit"` of an option or a page: the status a run ends with on purpose.
extension FlowReader {
    /// The statuses a flow may end a run with: 1 to 125; a shell keeps 126 and above for a
    /// command that could not run or died of a signal.
    public static let exitStatuses = 1...125

    /// An `"exit"`: a whole number in ``exitStatuses``.
    mutating func readExitStatus(_ node: JSONNode, path: JSONPath) -> Int? {
        guard case .integer(let status) = node.value, Self.exitStatuses.contains(status) else {
            problem(
                path, node,
                Message.FlowCheck.exitStatus(
                    lower: Self.exitStatuses.lowerBound, upper: Self.exitStatuses.upperBound))
            return nil
        }
        return status
    }
}
