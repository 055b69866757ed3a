import WizardMessages

/// The work a flow asks of a run as a whole, bounded whatever its steps: the options its
/// steps hold and the bytes its texts fill in (`docs/flow-format.md`, "Substitutions").
///
/// Each bound is on the flow, not on a step, because the fan-out is across steps: twelve
/// thousand pickers that each take the options of one 999-option multi-select build twelve
/// million options from a 1 MiB file, and five hundred texts that each name a 1 MiB file's
/// value fill in half a gigabyte. `flow check` counts what the file decides (options listed
/// or taken from an earlier answer; texts naming answers, at the most each answer can show);
/// a run counts again once its variables are read, with their values, before it fills
/// anything in.
public struct FlowWork: Sendable, Equatable {
    /// The most options a flow's steps may hold together, each list counted at every step
    /// that takes it.
    public static let optionBudget = 200_000
    /// The most bytes a flow's texts may fill in, each `${name}` counted at the most its value
    /// can hold, in every language a run draws.
    public static let substitutionBudget = 16 << 20

    /// The options the steps hold together.
    public var options = 0
    /// The bytes the texts fill in, at most.
    public var substitutedBytes = 0

    /// Whether the work is within both budgets.
    public var isWithinBudget: Bool {
        options <= Self.optionBudget && substitutedBytes <= Self.substitutionBudget
    }
}

extension Flow {
    /// The work this flow asks of a run whose variables hold `values`; with none, what the
    /// file alone decides (a variable counted as giving nothing). Linear in the steps and
    /// the values; it builds no option and fills in no text.
    public func work(variables values: [String: VariableValue] = [:]) -> FlowWork {
        var work = FlowWork()
        // Per key: the options a step holds, and the bytes its answer can show, sources
        // counted; earlier steps are done before the later ones that name them.
        var optionCounts: [String: Int] = [:]
        var shownBytes: [String: Int] = [:]
        for step in steps {
            var options = step.kind.listedOptionCount
            var bytes = step.question?.shownAnswerByteLimit ?? 0
            for source in step.kind.optionSources {
                switch source {
                case .variable(let name):
                    let items = values[name]?.items ?? []
                    options = options.addingSaturated(items.count)
                    for item in items {
                        bytes = bytes.addingSaturated(
                            max(item.label.utf8.count, item.value.utf8.count) + 2)
                    }
                case .answer(let key):
                    options = options.addingSaturated(optionCounts[key] ?? 0)
                    bytes = bytes.addingSaturated(shownBytes[key] ?? 0)
                }
            }
            optionCounts[step.id] = options
            shownBytes[step.id] = bytes
            work.options = work.options.addingSaturated(options)
        }
        let languages = max(1, Message.renderedLanguages.count)
        for (name, sites) in substitutionSites {
            let bytes: Int
            switch values[name] {
            case .single(let text): bytes = text.utf8.count
            case .list(let items):
                bytes = items.reduce(0) { $0.addingSaturated($1.label.utf8.count + 2) }
            case nil: bytes = shownBytes[name] ?? 0
            }
            work.substitutedBytes = work.substitutedBytes.addingSaturated(
                bytes.multipliedSaturated(by: sites).multipliedSaturated(by: languages))
        }
        return work
    }
}

extension Int {
    /// The sum, or `Int.max` where it would overflow.
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    /// The product, or `Int.max` where it would overflow.
    func multipliedSaturated(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
