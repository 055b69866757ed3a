/// How a flow ended a run on purpose (`"exit"`, `docs/flow-format.md`, "Leaving a flow"):
/// an option chosen, or a page reached, that says so. Nothing is saved.
public struct FlowExit: Sendable {
    /// The status the run ends with, from ``FlowReader/exitStatuses``.
    public let status: Int
    /// The step that ended it.
    public let step: Step
    /// Where it was: that step's number and how many were to be shown.
    public let progress: (step: Int, of: Int)
}
