import WizardMessages

/// A step's `when` in a flow file (`docs/flow-format.md`, "Conditions"): read with the
/// step, checked once every step is read, against the questions before it and the flow's
/// variables. A test names its subject with `key` (an earlier answer) or `var` (a variable,
/// read by ``readVariableTest(_:_:path:)``), never both.
extension FlowReader {
    /// The most tests one condition may make.
    static let conditionTestLimit = 64
    /// How deep `all`, `any` and `not` may nest in one condition: with the `when` at depth
    /// 4 of the file and each level two containers deep at most, this fits
    /// ``schemaDepth``.
    static let conditionNestingLimit = 9

    /// A condition as written: each part with the node its problems are reported at.
    struct WrittenCondition {
        /// A node of a condition and its path, where its problems are reported.
        struct Placed {
            let node: JSONNode
            let path: JSONPath
        }

        indirect enum Part {
            /// A test, where its key is, and where its values are (one, or each of `in`'s).
            case test(key: String, at: Placed, AnswerTest, values: [Placed])
            /// A test of a variable, where its name is, and where its values are.
            case variable(name: String, at: Placed, VariableTest, values: [Placed])
            case all([Part])
            case any([Part])
            case not(Part)
        }

        let part: Part
        /// The `when` object, where a condition that can never hold is reported.
        let node: JSONNode
        let path: JSONPath

        var condition: Condition { Self.condition(of: part) }

        private static func condition(of part: Part) -> Condition {
            switch part {
            case .test(let key, _, let test, _): .test(key: key, test)
            case .variable(let name, _, let test, _): .variable(name: name, test)
            case .all(let parts): .all(parts.map(condition))
            case .any(let parts): .any(parts.map(condition))
            case .not(let part): .not(condition(of: part))
            }
        }
    }

    /// Reads the `when` of a step; `nil` after reporting a problem.
    mutating func readCondition(_ node: JSONNode, path: JSONPath) -> WrittenCondition? {
        var tests = 0
        guard let part = readConditionPart(node, path: path, tests: &tests, nesting: 0) else {
            return nil
        }
        if tests > Self.conditionTestLimit {
            problem(path, node, Message.FlowCheck.conditionTooLarge(Self.conditionTestLimit))
            return nil
        }
        return WrittenCondition(part: part, node: node, path: path)
    }

    /// - Parameter nesting: how many `all`, `any` and `not` enclose the part.
    private mutating func readConditionPart(
        _ node: JSONNode, path: JSONPath, tests: inout Int, nesting: Int
    ) -> WrittenCondition.Part? {
        guard var fields = JSONFields(node, path: path, problems: &problems) else { return nil }
        defer { fields.reportLeftovers(into: &problems) }
        let combinators = ["all", "any", "not"]
        let given = combinators.filter { node[$0] != nil }
        let subjects = ["key", "var"].filter { node[$0] != nil }
        if given.count > 1 || (!given.isEmpty && !subjects.isEmpty) {
            for name in given + subjects + Self.conditionTestNames { _ = fields.take(name) }
            problem(path, node, Message.FlowCheck.conditionExpected)
            return nil
        }
        if let name = given.first, let partsNode = fields.take(name) {
            let partsPath = fields.path(name)
            guard nesting < Self.conditionNestingLimit else {
                problem(
                    partsPath, partsNode,
                    Message.FlowCheck.conditionTooDeep(Self.conditionNestingLimit))
                return nil
            }
            if name == "not" {
                return readConditionPart(
                    partsNode, path: partsPath, tests: &tests, nesting: nesting + 1
                ).map {
                    .not($0)
                }
            }
            guard case .array(let elements) = partsNode.value, !elements.isEmpty else {
                problem(partsPath, partsNode, Message.FlowCheck.conditionParts)
                return nil
            }
            var parts: [WrittenCondition.Part] = []
            for (index, element) in elements.enumerated() {
                if let part = readConditionPart(
                    element, path: partsPath.element(index), tests: &tests, nesting: nesting + 1)
                {
                    parts.append(part)
                }
            }
            guard parts.count == elements.count else { return nil }
            return name == "all" ? .all(parts) : .any(parts)
        }
        let named = Self.conditionTestNames.filter { node[$0] != nil }
        if subjects.count > 1 {
            for name in subjects + named { _ = fields.take(name) }
            problem(path, node, Message.FlowCheck.conditionKeyAndVar)
            return nil
        }
        let subject = subjects.first
        let subjectNode = subject.flatMap { fields.take($0) }
        guard let subject, let subjectNode, named.count == 1, let valueNode = fields.take(named[0])
        else {
            for name in named { _ = fields.take(name) }
            let message =
                named.count > 1
                ? Message.FlowCheck.conditionOneTest : Message.FlowCheck.conditionExpected
            problem(path, node, message)
            return nil
        }
        let subjectPlace = WrittenCondition.Placed(node: subjectNode, path: fields.path(subject))
        let name = readKey(subjectNode, path: subjectPlace.path)
        tests += 1
        let testPath = fields.path(named[0])
        if subject == "var" {
            guard let (test, values) = readVariableTest(named[0], valueNode, path: testPath),
                let name
            else { return nil }
            return .variable(name: name, at: subjectPlace, test, values: values)
        }
        if named[0] == "empty" {
            problem(testPath, valueNode, Message.FlowCheck.conditionEmptyOfKey)
            return nil
        }
        guard let (test, values) = readTest(named[0], valueNode, path: testPath), let name
        else { return nil }
        return .test(key: name, at: subjectPlace, test, values: values)
    }

    /// Every test a condition may name: an answer's (``AnswerTest/names``) and `empty`, which
    /// only a variable takes.
    static let conditionTestNames = AnswerTest.names + ["empty"]

    /// One test and the nodes of its values.
    mutating func readTest(_ name: String, _ node: JSONNode, path: JSONPath) -> (
        AnswerTest, [WrittenCondition.Placed]
    )? {
        let placed = [WrittenCondition.Placed(node: node, path: path)]
        switch name {
        case "equals":
            guard let value = conditionValue(node, allowsArray: true) else {
                problem(path, node, Message.FlowCheck.conditionValue)
                return nil
            }
            return (.equals(value), placed)
        case "in":
            guard case .array(let elements) = node.value, !elements.isEmpty else {
                problem(path, node, Message.FlowCheck.conditionValues)
                return nil
            }
            var values: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                guard let value = conditionValue(element, allowsArray: false) else {
                    problem(path.element(index), element, Message.FlowCheck.conditionValue)
                    continue
                }
                values.append(value)
            }
            guard values.count == elements.count else { return nil }
            let placedElements = elements.enumerated().map { index, element in
                WrittenCondition.Placed(node: element, path: path.element(index))
            }
            return (.isOneOf(values), placedElements)
        case "atLeast", "atMost":
            guard let bound = integer(node, path: path) else { return nil }
            return (name == "atLeast" ? .atLeast(bound) : .atMost(bound), placed)
        default:
            guard case .string(let value) = node.value else {
                problem(path, node, Message.FlowCheck.stringExpected)
                return nil
            }
            return (.contains(value), placed)
        }
    }

    /// A value a condition compares an answer with: a string, a whole number, true or
    /// false, or (for `equals`) an array of strings, a list of choices.
    private func conditionValue(_ node: JSONNode, allowsArray: Bool) -> JSONValue? {
        switch node.value {
        case .string(let string): return .string(string)
        case .integer(let number): return .integer(number)
        case .bool(let flag): return .bool(flag)
        case .array(let elements) where allowsArray:
            var strings: [JSONValue] = []
            for element in elements {
                guard case .string(let string) = element.value else { return nil }
                strings.append(.string(string))
            }
            return .array(strings)
        case .array, .object, .fraction, .null:
            return nil
        }
    }
}
