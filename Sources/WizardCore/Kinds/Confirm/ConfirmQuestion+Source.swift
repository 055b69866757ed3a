/// A yes/no question as Swift source, for the generated default flow (``FlowSource``).
extension ConfirmQuestion {
    var swiftSource: SwiftExpression {
        .call(
            "ConfirmQuestion",
            [
                ("defaultValue", defaultValue.map(SwiftExpression.boolean) ?? .verbatim("nil")),
                ("yes", yes.swiftSource), ("no", no.swiftSource), ("label", label.swiftSource),
                ("requiredAlert", requiredAlert.swiftSource),
            ])
    }
}
