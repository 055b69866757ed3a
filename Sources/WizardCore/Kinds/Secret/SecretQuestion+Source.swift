/// A secret question as Swift source, for a generated flow (``FlowSource``).
extension SecretQuestion {
    var swiftSource: SwiftExpression {
        let echoName =
            switch echo {
            case .asTyped: ".asTyped"
            case .masked: ".masked"
            case .hidden: ".hidden"
            }
        return .call(
            "SecretQuestion",
            [
                ("placeholder", placeholder.swiftSource), ("rules", rules.swiftSource),
                ("label", label.swiftSource), ("confirm", .boolean(confirm)),
                ("keep", .verbatim("." + keep.rawValue)), ("echo", .verbatim(echoName)),
            ])
    }
}
