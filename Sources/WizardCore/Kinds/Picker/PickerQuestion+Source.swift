/// A picker as Swift source, for the generated default flow (``FlowSource``).
extension PickerQuestion {
    var swiftSource: SwiftExpression {
        .call(
            "PickerQuestion",
            [
                ("options", .array(options)), ("requiredAlert", requiredAlert.swiftSource),
                ("label", label.swiftSource),
            ])
    }
}

extension PickerOption: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        .call("PickerOption", [("value", .string(value)), ("label", label.swiftSource)])
    }
}
