/// A multi-select as Swift source, for the generated default flow (``FlowSource``).
extension MultiSelectQuestion {
    var swiftSource: SwiftExpression {
        .call(
            "MultiSelectQuestion",
            [
                ("options", .array(options)), ("label", label.swiftSource),
                ("minimum", .integer(minimum)), ("tooFewAlert", .optional(tooFewAlert)),
                ("maximum", .integer(maximum)), ("tooManyAlert", .optional(tooManyAlert)),
                (
                    "defaultValues",
                    defaultValues.map { .array($0.map(SwiftExpression.string)) } ?? .verbatim("nil")
                ),
            ])
    }
}
