/// A multi-select's options may end a run on purpose (`"exit"`), as a picker's do.
extension MultiSelectQuestion {
    /// The `exit` of the first chosen option that has one, in the options' order.
    public func exitStatus(after answer: Answer?) -> Int? {
        let chosen = answer?.strings ?? []
        return options.lazy.filter { chosen.contains($0.value) }.compactMap(\.exit).first
    }
}

extension MultiSelectQuestion {
    /// The options with an `exit`.
    public var exitOptions: [PickerOption] { options.filter { $0.exit != nil } }
}

extension MultiSelectQuestion {
    /// Whether its source gave no option this run.
    public var offersNothing: Bool { optionSource != nil && options.isEmpty }
}
