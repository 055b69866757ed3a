/// A picker's options may end a run on purpose (`"exit"`, `docs/flow-format.md`, "Leaving a
/// flow").
extension PickerQuestion {
    /// The chosen option's `exit`.
    public func exitStatus(after answer: Answer?) -> Int? {
        answer?.string.flatMap(option(forValue:))?.exit
    }
}

extension PickerQuestion {
    /// The options with an `exit`.
    public var exitOptions: [PickerOption] { options.filter { $0.exit != nil } }
}
