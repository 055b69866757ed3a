/// A picker as Swift source, for the generated default flow (``FlowSource``).
extension PickerQuestion {
    var swiftSource: SwiftExpression {
        let follows =
            titleFollowsChoice ? [("titleFollowsChoice", SwiftExpression.verbatim("true"))] : []
        return .call(
            "PickerQuestion",
            [
                ("options", .array(options)), ("requiredAlert", requiredAlert.swiftSource),
                ("label", label.swiftSource),
            ] + follows)
    }
}

extension PickerOption: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        let exit = exit.map { [("exit", SwiftExpression.verbatim(String($0)))] } ?? []
        return .call(
            "PickerOption", [("value", .string(value)), ("label", label.swiftSource)] + exit)
    }
}
