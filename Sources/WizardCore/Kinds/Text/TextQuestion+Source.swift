/// A text question as Swift source, for the generated default flow (``FlowSource``).
extension TextQuestion {
    var swiftSource: SwiftExpression {
        .call(
            "TextQuestion",
            [
                ("placeholder", placeholder.swiftSource), ("rules", rules.swiftSource),
                ("label", .optional(label)),
            ])
    }
}

extension TextRules: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        .call(
            "TextRules",
            [
                ("minimumLength", .integer(minimumLength)),
                ("tooShortAlert", .optional(tooShortAlert)),
                ("maximumLength", .integer(maximumLength)),
                ("tooLongAlert", .optional(tooLongAlert)), ("pattern", .optional(pattern)),
            ] + (softRules.isEmpty ? [] : [("softRules", .array(softRules))]))
    }
}

extension SoftTextRule: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        let test: SwiftExpression =
            switch self.test {
            case .minimumLength(let minimum): .call(".minimumLength", [("", .integer(minimum))])
            case .maximumLength(let maximum): .call(".maximumLength", [("", .integer(maximum))])
            case .pattern(let pattern): .call(".pattern", [("", pattern.swiftSource)])
            }
        return .call("SoftTextRule", [("", test), ("alert", alert.swiftSource)])
    }
}

extension TextPattern: SwiftSourceConvertible {
    /// The pattern compiled again from its source, which the flow reader already compiled.
    var swiftSource: SwiftExpression {
        .call(
            "try! TextPattern", [("source", .string(source)), ("alert", alert.swiftSource)])
    }
}
