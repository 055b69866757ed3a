/// A slider as Swift source, for the generated default flow (``FlowSource``).
extension SliderQuestion {
    var swiftSource: SwiftExpression {
        .call(
            "SliderQuestion",
            [
                ("range", .verbatim("\(range.lowerBound)...\(range.upperBound)")),
                ("step", .integer(step)), ("defaultValue", .integer(defaultValue)),
                ("label", label.swiftSource), ("unit", unit.swiftSource),
            ] + (fullwidthDigits ? [("fullwidthDigits", .verbatim("true"))] : []))
    }
}
