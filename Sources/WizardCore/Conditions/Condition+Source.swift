/// A condition as Swift source, for a generated flow (``FlowSource``).
extension Condition: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        switch self {
        case .test(let key, let test):
            .call(".test", [("key", .string(key)), ("", test.swiftSource)])
        case .variable(let name, let test, let outcome):
            .call(
                ".variable",
                [
                    ("name", .string(name)), ("", test.swiftSource),
                    ("outcome", outcome.map(SwiftExpression.boolean) ?? .verbatim("nil")),
                ])
        case .all(let parts): .call(".all", [("", .array(parts))])
        case .any(let parts): .call(".any", [("", .array(parts))])
        case .not(let part): .call(".not", [("", part.swiftSource)])
        }
    }
}

extension AnswerTest: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        switch self {
        case .equals(let value): .call(".equals", [("", value.swiftSource)])
        case .isOneOf(let values): .call(".isOneOf", [("", .array(values))])
        case .atLeast(let bound): .call(".atLeast", [("", .integer(bound))])
        case .atMost(let bound): .call(".atMost", [("", .integer(bound))])
        case .contains(let value): .call(".contains", [("", .string(value))])
        }
    }
}

extension VariableTest: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        switch self {
        case .equals(let value): .call(".equals", [("", value.swiftSource)])
        case .isOneOf(let values): .call(".isOneOf", [("", .array(values))])
        case .contains(let value): .call(".contains", [("", .string(value))])
        case .isEmpty(let flag): .call(".isEmpty", [("", .boolean(flag))])
        }
    }
}

extension JSONValue: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        switch self {
        case .null: .verbatim(".null")
        case .bool(let flag): .call(".bool", [("", .boolean(flag))])
        case .integer(let number): .call(".integer", [("", .integer(number))])
        case .double(let number): .call(".double", [("", .double(number))])
        case .string(let text): .call(".string", [("", .string(text))])
        case .array(let elements): .call(".array", [("", .array(elements))])
        case .object(let members):
            .call(
                ".object",
                [
                    (
                        "",
                        .verbatim(
                            "["
                                + members.sorted { $0.key < $1.key }.map {
                                    "\(SwiftExpression.string($0.key).singleLine): "
                                        + $0.value.swiftSource.singleLine
                                }.joined(separator: ", ") + (members.isEmpty ? ":]" : "]"))
                    )
                ])
        }
    }
}
