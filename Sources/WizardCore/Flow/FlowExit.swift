/// How a flow ended a run on purpose (`"exit"`, `docs/flow-format.md`, "Leaving a flow"):
/// an option chosen, or a page reached, that says so. Nothing is saved.
public struct FlowExit: Sendable {
    /// The status the run ends with, from ``FlowReader/exitStatuses``.
    public let status: Int
    /// The step that ended it.
    public let step: Step
}
