/// The options a step's answer offers a later step that takes its options from it
/// (`"options": {"from": KEY}`), as ``StepKind/offeredOptions`` gives them.
public struct OfferedOptions: Sendable {
    /// Every option an answer may choose among, in their order.
    public let all: [PickerOption]
    /// Whether every answer chooses at least one: a source that may give none cannot
    /// supply a list, which the flow reader refuses.
    public let alwaysChoosesOne: Bool

    public init(all: [PickerOption], alwaysChoosesOne: Bool) {
        self.all = all
        self.alwaysChoosesOne = alwaysChoosesOne
    }

    /// The options `answer` offers: those it chose, in the options' order; all of them
    /// while the step has no answer (or chose none of them); `nil` when there are none.
    /// Linear in the options.
    public func offered(by answer: Answer?) -> [PickerOption]? {
        guard let chosen = answer?.strings, !chosen.isEmpty else {
            return all.isEmpty ? nil : all
        }
        let chosenValues = Set(chosen)
        let options = all.filter { chosenValues.contains($0.value) }
        return options.isEmpty ? all : options
    }
}
