import WizardMessages
import WizardText

/// A flow filled in for one run from the values of its variables.
extension Flow {
    /// The most options a list may give a step where a list can be long: a `lines`
    /// variable's (from a file or a command), `wizard ask`'s `--options-from`.
    public static let optionLimit = 100_000

    /// The most options a flow may write out in a step's `options`: a list written in the
    /// flow is read whole by every run and by `flow check`, each option an object with its
    /// label in every language, written and translated by hand; a longer list is data, and
    /// comes one option a line from a file or a command (`{"from": NAME}`).
    public static let listedOptionLimit = 999

    /// The most bytes a list of options may be read from: a `lines` variable's file or
    /// command output, `--options-from`'s file; 100,000 options of 160 bytes.
    public static let optionSourceByteLimit = 16 << 20

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
                // Options are counted only for a list of more items than the limit: values
                // equal ignoring case give one option.
                if case .variable(let name) = source,
                    values[name]?.items?.count ?? 0 > Self.optionLimit,
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
