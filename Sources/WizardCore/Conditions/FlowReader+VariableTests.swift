import WizardMessages

/// A condition's tests of the flow's variables in a flow file (`{"var": NAME, …}`,
/// `docs/flow-format.md`, "Conditions"): read with the step, then checked once every step is
/// read, each problem at its line and column.
///
/// A variable holds text, so it takes `equals`, `in`, `contains` (a list variable only) and
/// `empty`, never `atLeast` or `atMost`. Its value is known only when a run reads it: beyond
/// its type, no check can say that a test never holds, and a condition that tests a variable
/// may always hold (``FlowReader/checkConditions(_:in:)``).
extension FlowReader {
    /// One test of a variable and the nodes of its values; `nil` after reporting a problem:
    /// `atLeast` or `atMost`, `empty` that is not `true` or `false`, or a value that is no
    /// condition's (``readTest(_:_:path:)``).
    mutating func readVariableTest(_ name: String, _ node: JSONNode, path: JSONPath) -> (
        VariableTest, [WrittenCondition.Placed]
    )? {
        switch name {
        case "atLeast", "atMost":
            problem(path, node, Message.FlowCheck.conditionVarBound(name))
            return nil
        case "empty":
            guard case .bool(let flag) = node.value else {
                problem(path, node, Message.FlowCheck.booleanExpected)
                return nil
            }
            return (.isEmpty(flag), [WrittenCondition.Placed(node: node, path: path)])
        default:
            guard let (test, values) = readTest(name, node, path: path) else { return nil }
            switch test {
            case .equals(let value): return (.equals(value), values)
            case .isOneOf(let choices): return (.isOneOf(choices), values)
            case .contains(let value): return (.contains(value), values)
            // Refused above: a variable holds no number.
            case .atLeast, .atMost: return nil
            }
        }
    }

    /// Reports a test of a variable the flow does not declare in `vars` (at its name), or
    /// that does not fit it: `contains` of a single variable, a value of another type than
    /// the variable holds (a string for a single variable; for a list, an array of strings,
    /// which only `equals` takes).
    mutating func checkVariableTest(
        _ test: VariableTest, name: String, at place: WrittenCondition.Placed,
        values: [WrittenCondition.Placed]
    ) {
        guard let variable = variablesByName[name] else {
            // A variable declared with a problem of its own is reported already.
            if !declaredVariableNames.contains(name) {
                problem(place.path, place.node, Message.FlowCheck.conditionVarUnknown(name))
            }
            return
        }
        guard !variable.dependsOnAnswers else {
            problem(place.path, place.node, Message.FlowCheck.dependentVariableUse(name))
            return
        }
        let holds: JSONValueKind = variable.isList ? .stringArray : .string
        func checkType(_ value: JSONValue, at place: WrittenCondition.Placed) {
            let fits =
                switch value {
                case .string: !variable.isList
                case .array: variable.isList
                default: false
                }
            guard !fits else { return }
            problem(
                place.path, place.node,
                Message.FlowCheck.conditionVarValueType(
                    name: name, holds: holds, found: Message.FlowCheck.typeName(place.node)))
        }
        switch test {
        case .isEmpty:
            return
        case .contains:
            if !variable.isList {
                problem(
                    values[0].path, values[0].node, Message.FlowCheck.conditionVarContains(name))
            }
        case .equals(let value):
            checkType(value, at: values[0])
        case .isOneOf(let choices):
            for (value, place) in zip(choices, values) { checkType(value, at: place) }
        }
    }
}
