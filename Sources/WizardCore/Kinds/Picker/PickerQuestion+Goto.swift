/// A picker's options may send the run to another step (`"goto"`, `docs/flow-format.md`,
/// "Going round again").
extension PickerQuestion {
    /// The chosen option's `goto`.
    public func gotoTarget(after answer: Answer?) -> String? {
        guard leadsElsewhere else { return nil }
        return answer?.string.flatMap(option(forValue:))?.goto
    }

    /// Every option's `goto`; the run may go on where an option has none, or where the
    /// options are known only at run time.
    public var gotoChoices: [(line: String, target: String)] {
        guard leadsElsewhere else { return [] }
        return options.compactMap { option in option.goto.map { (option.value, $0) } }
    }

    public var gotoTargets: (targets: [String], goesOn: Bool) {
        guard leadsElsewhere else { return ([], true) }
        return (
            options.compactMap(\.goto), optionSource != nil || options.contains { $0.goto == nil }
        )
    }
}

extension PickerQuestion {
    /// Whether its source gave no option this run.
    public var offersNothing: Bool { optionSource != nil && options.isEmpty }
}
