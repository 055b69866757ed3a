import WizardCore
import WizardIO

/// A flow's variables read when a run starts, and the flow filled in with them
/// (`docs/flow-format.md`, "Variables").
enum RunVariables {
    /// `flow` for this run: each of its variables given its value (`--var`, else its
    /// source, else its default; ``VariableReader``), then filled in
    /// (``Flow/substituted(variables:)``). A flow with neither variables nor substitutions,
    /// or already filled in for this run (``Flow/isFilledIn``), is returned as it is, at no
    /// cost: each variable is read once per run.
    static func flow(
        _ flow: Flow, origin: FlowOrigin, invocation: Invocation, context: Context
    ) throws(WizardError) -> Flow {
        guard flow.isSubstituted, !flow.isFilledIn else { return flow }
        let reader = VariableReader(origin: origin, environment: context.flowEnvironment)
        let values: [String: VariableValue]
        do {
            values = try reader.values(of: flow.variables, given: invocation.variables)
        } catch {
            throw .variables(error)
        }
        do {
            return try flow.substituted(variables: values)
        } catch {
            throw .variableProblem(error)
        }
    }
}
