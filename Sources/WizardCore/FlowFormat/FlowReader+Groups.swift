import WizardMessages

/// Groups of steps in a flow file (`docs/flow-format.md`, "Groups"): `{"kind": "group",
/// "when": …, "steps": [ … ]}` gives one condition to the steps inside it. A group is no
/// step: reading lays its steps out in the flow's order, each with the group's condition
/// joined to its own (``Condition/all(_:)``), so a session, the progress count, `flow show`
/// and `flow questions` see steps only. Groups nest up to ``groupNestingLimit`` deep.
extension FlowReader {
    /// How deep groups may nest: a step inside this many groups is as deep as the format
    /// allows (``schemaDepth``).
    static let groupNestingLimit = 3

    /// The name of a group's `kind`.
    static let groupKind = "group"

    /// A step object of the file, laid out in the flow's order with where it is and the
    /// conditions of the groups around it, outermost first.
    struct LaidOutStep {
        let node: JSONNode
        let path: JSONPath
        let groupConditions: [Condition]
    }

    /// Whether `node` is a group object (`"kind": "group"`).
    static func isGroup(_ node: JSONNode) -> Bool {
        if case .string(Self.groupKind)? = node["kind"]?.value { return true }
        return false
    }

    /// The step objects of `elements`, groups opened in place, in the flow's order. Each
    /// group's `when` is read and queued on `pending` at the position of its first step,
    /// where it is checked as that step's would be; a group's problems are reported.
    mutating func layOutSteps(
        _ elements: [JSONNode], path: JSONPath, nesting: Int = 0,
        groupConditions: [Condition] = [], into laidOut: inout [LaidOutStep],
        pending: inout [PendingCondition]
    ) {
        for (index, element) in elements.enumerated() {
            let elementPath = path.element(index)
            guard Self.isGroup(element) else {
                laidOut.append(
                    LaidOutStep(node: element, path: elementPath, groupConditions: groupConditions))
                continue
            }
            guard var fields = JSONFields(element, path: elementPath, problems: &problems) else {
                continue
            }
            defer { fields.reportLeftovers(into: &problems) }
            _ = fields.take("kind")
            guard nesting < Self.groupNestingLimit else {
                problem(
                    elementPath, element, Message.FlowCheck.groupTooDeep(Self.groupNestingLimit))
                _ = fields.take("when")
                _ = fields.take("steps")
                continue
            }
            let written = fields.take("when").flatMap {
                readCondition($0, path: fields.path("when"))
            }
            guard let stepsNode = required(&fields, "steps") else { continue }
            guard case .array(let steps) = stepsNode.value, !steps.isEmpty else {
                problem(fields.path("steps"), stepsNode, Message.FlowCheck.stepsExpected)
                continue
            }
            var conditions = groupConditions
            if let written {
                pending.append(PendingCondition(index: laidOut.count, written: written))
                conditions.append(written.condition)
            }
            layOutSteps(
                steps, path: fields.path("steps"), nesting: nesting + 1,
                groupConditions: conditions, into: &laidOut, pending: &pending)
        }
    }
}
