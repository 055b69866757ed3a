import WizardMessages
import WizardText

/// A flow filled in for one run from the values of its variables.
extension Flow {
    /// The most options a list variable may give a step, as a flow may list.
    public static let optionLimit = 999

    /// This flow for a run whose variables hold `values` (every variable the flow names has
    /// one): each step that names only variables filled in for good; each step that names an
    /// earlier answer given every option its source could offer, and filled in as it becomes
    /// current (``Session/currentStep``); each condition's tests of variables decided
    /// (``decidingVariableTests(in:values:)``). Itself when it names nothing.
    ///
    /// - Throws: ``VariableProblem`` for a list that gives a step more than ``optionLimit``
    ///   options, or values that make the flow's work exceed a budget of ``FlowWork``,
    ///   counted before anything is filled in.
    public func substituted(variables values: [String: VariableValue]) throws(VariableProblem)
        -> Flow
    {
        guard isSubstituted else { return self }
        let work = work(variables: values)
        guard work.isWithinBudget else { throw .overBudget(work) }
        var steps = self.steps
        for index in steps.indices where !steps[index].references.isEmpty {
            let substitutions = Substitutions(
                steps: steps, appName: appName, variables: values, answers: nil,
                language: .english)
            for source in steps[index].kind.optionSources {
                if case .variable(let name) = source,
                    let count = substitutions.options(from: source)?.count,
                    count > Self.optionLimit
                {
                    throw .tooManyOptions(variable: name, limit: Self.optionLimit)
                }
            }
            steps[index] = steps[index].substituted(substitutions)
        }
        return Flow(
            id: id, storeName: storeName, accent: accent, progressStyle: progressStyle,
            steps: Self.decidingVariableTests(
                in: steps, values: values,
                readLater: Set(variables.lazy.filter(\.dependsOnAnswers).map(\.name))),
            timeout: timeout, variables: variables, appName: appName, values: values,
            isFilledIn: true, reviews: reviews, substitutionSites: substitutionSites, title: title,
            backButton: backButton, dependentSources: dependentSources)
    }
}

/// Why a flow cannot run with the values its variables gave.
public enum VariableProblem: Error, Sendable, Equatable {
    /// A list variable gave a step more options than a flow may list.
    case tooManyOptions(variable: String, limit: Int)
    /// The values make the flow's work exceed a budget of ``FlowWork``.
    case overBudget(FlowWork)

    /// What to say.
    public var message: LocalizedText {
        switch self {
        case .tooManyOptions(let variable, let limit):
            Message.Variables.tooManyOptions(variable, limit: limit)
        case .overBudget(let work) where work.options > FlowWork.optionBudget:
            Message.Variables.optionBudget(count: work.options, limit: FlowWork.optionBudget)
        case .overBudget(let work):
            Message.Variables.substitutionBudget(
                count: work.substitutedBytes, limit: FlowWork.substitutionBudget)
        }
    }
}
