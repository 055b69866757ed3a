/// A text question as Swift source, for the generated default flow (``FlowSource``).
extension TextQuestion {
    var swiftSource: SwiftExpression {
        .call(
            "TextQuestion",
            [
                ("placeholder", placeholder.swiftSource),
                ("minimumLength", .integer(minimumLength)),
                ("tooShortAlert", .optional(tooShortAlert)),
                ("maximumLength", .integer(maximumLength)),
                ("tooLongAlert", .optional(tooLongAlert)), ("pattern", .optional(pattern)),
                ("label", .optional(label)),
            ])
    }
}

extension TextPattern: SwiftSourceConvertible {
    /// The pattern compiled again from its source, which the flow reader already compiled.
    var swiftSource: SwiftExpression {
        .call(
            "try! TextPattern", [("source", .string(source)), ("alert", alert.swiftSource)])
    }
}
