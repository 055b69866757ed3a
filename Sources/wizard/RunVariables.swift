import WizardCore
import WizardIO
import WizardMessages

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
        var filled: Flow
        do {
            filled = try flow.substituted(variables: values)
        } catch {
            throw .variableProblem(error)
        }
        // Commands that name earlier answers run as the steps that need them are reached.
        if filled.variables.contains(where: { $0.dependsOnAnswers && values[$0.name] == nil }) {
            filled = filled.reading(
                DependentSources { variable, words in
                    // A command reads no environment variable of the flow's.
                    let (value, failure) = VariableReader(origin: origin, environment: { _ in nil })
                        .value(of: variable, command: words)
                    let said = failure.map {
                        Message.Variables.dependentFailed(
                            variable.name, reason: ErrorReport.reason($0, of: variable))
                    }
                    return (value, said)
                })
        }
        warnOfRefusedDefaults(in: filled, context: context)
        return filled
    }

    /// Tells, on standard error, why each command that names earlier answers failed this
    /// run (its step was passed over): once the run is over, since a line written while
    /// the screens are up would break them.
    static func warnOfFailedCommands(in flow: Flow, context: Context) {
        for failure in flow.dependentSources?.failuresSoFar ?? [] {
            context.standardError.write("wizard: " + failure(context.language) + "\n")
        }
    }

    /// Warns, on standard error, of each default the run read that its question cannot take
    /// (a confirm's `"${auto}"` that is no yes or no): the flow's own default stands.
    private static func warnOfRefusedDefaults(in flow: Flow, context: Context) {
        for step in flow.steps {
            guard let value = step.kind.refusedDefault else { continue }
            context.standardError.write(
                "wizard: "
                    + Message.refusedDefault(key: step.id, value: value.terminalSafe)(
                        context.language) + "\n")
        }
    }
}
