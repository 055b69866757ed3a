import WizardMessages
import WizardText

/// The steps of the flow format: the fields every step has (a condition among them,
/// checked once all are read, and the description, `text`); each kind reads the rest
/// (``FlowFileKind``).
extension FlowReader {
    static let noText = LocalizedText(en: "", ko: "")

    mutating func readSteps(_ node: JSONNode, path: JSONPath) -> [Step]? {
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            problem(path, node, Message.FlowCheck.stepsExpected)
            return nil
        }
        var conditions: [PendingCondition] = []
        var laidOut: [LaidOutStep] = []
        let start = blockingCount
        layOutSteps(elements, path: path, into: &laidOut, pending: &conditions)
        var steps: [Step] = []
        var positions: [Int] = []
        var idPaths: [String: JSONPath] = [:]
        for element in laidOut {
            if case .string(let name)? = Self.claimedName(element.node) {
                claimedKeys.insert(name)
            }
        }
        for (index, laid) in laidOut.enumerated() {
            let (element, stepPath) = (laid.node, laid.path)
            if case .string(let id)? = Self.claimedName(element), variablesByName[id] != nil,
                let keyNode = element["key"] ?? element["id"]
            {
                problem(
                    stepPath, keyNode,
                    Message.FlowCheck.varIsStep(id, by: stepPath.description))
            }
            // Keys are compared as written, so that a step with other problems still
            // claims its key.
            if case .string(let id)? = Self.claimedName(element) {
                if let earlier = idPaths[id] {
                    problem(
                        stepPath, element, Message.FlowCheck.keyUsed(id, by: earlier.description))
                }
                idPaths[id] = idPaths[id] ?? stepPath
            }
            let isLast = index == laidOut.count - 1
            readingStep = index
            var condition: WrittenCondition?
            if let step = readStep(
                element, path: stepPath, index: index, isLast: isLast, condition: &condition,
                groupConditions: laid.groupConditions)
            {
                steps.append(step)
                positions.append(index)
                earlierSteps[step.id] = step
            }
            if let condition {
                conditions.append(PendingCondition(index: index, written: condition))
            }
            if case .string(let name)? = Self.claimedName(element) {
                earlierClaimedKeys.insert(name)
            }
        }
        checkGotos(steps, laidOut: laidOut)
        // Only a flow with conditions pays for checking them.
        if !conditions.isEmpty {
            checkConditions(
                conditions, in: ReadSteps(steps: steps, positions: positions, laidOut: laidOut))
        }
        return blockingCount == start ? steps : nil
    }

    /// The key (or, for an info page, the id) a step object names, as written.
    static func claimedName(_ element: JSONNode) -> JSONNode.Value? {
        (element["key"] ?? element["id"])?.value
    }

    private mutating func readStep(
        _ node: JSONNode, path: JSONPath, index: Int, isLast: Bool,
        condition: inout WrittenCondition?, groupConditions: [Condition]
    ) -> Step? {
        guard var fields = JSONFields(node, path: path, problems: &problems) else { return nil }
        let start = blockingCount
        guard let kindNode = required(&fields, "kind") else { return nil }
        // Without a known kind there is no knowing which other fields are right.
        guard case .string(let kindName) = kindNode.value,
            let kindType = KindRegistry.kind(named: kindName)
        else {
            problem(
                fields.path("kind"), kindNode,
                Message.FlowCheck.unknownKind(
                    (KindRegistry.names + [Self.groupKind]).joined(separator: ", ")))
            return nil
        }
        defer { fields.reportLeftovers(into: &problems) }
        stepReferences = []
        stepConditions = []
        readingSecret = kindName == "secret"
        let title = requiredText(&fields, "title")
        let text = fields.take("text").flatMap {
            self.text($0, path: fields.path("text"), allowingLineFeeds: true)
        }
        let button = optionalText(
            &fields, "button", isLast ? Message.getStarted : Message.next)
        var id = "#\(index)"
        if !kindType.isQuestion {
            if let node = fields.take("id") { id = readKey(node, path: fields.path("id")) ?? id }
        } else if let node = required(&fields, "key") {
            id = readStoreKey(node, path: fields.path("key")) ?? id
        }
        let estimate = fields.take("estimate").flatMap { readEstimate($0, fields) }
        let priority = readPriority(&fields)
        if let node = fields.take("when") {
            condition = readCondition(node, path: fields.path("when"))
        }
        let kind = kindType.read(&fields, key: id, reader: &self)
        guard let title, let kind, blockingCount == start else { return nil }
        let conditions =
            groupConditions + stepConditions + (condition.map { [$0.condition] } ?? [])
        return Step(
            id: id, title: title, text: text, button: button, kind: kind, estimate: estimate,
            condition: conditions.count > 1 ? .all(conditions) : conditions.first,
            references: stepReferences, priority: priority)
    }

    /// The most seconds a step's `estimate` may say: an hour.
    static let estimateLimit = 3600

    /// A step's `estimate`: seconds from 1 to ``estimateLimit``, a fraction allowed.
    private mutating func readEstimate(_ node: JSONNode, _ fields: JSONFields) -> Double? {
        let seconds: Double? =
            switch node.value {
            case .integer(let value): Double(value)
            case .fraction(let value): value
            default: nil
            }
        guard let seconds, (1...Double(Self.estimateLimit)).contains(seconds) else {
            problem(
                fields.path("estimate"), node, Message.FlowCheck.estimateRange(Self.estimateLimit)
            )
            return nil
        }
        return seconds
    }

    private mutating func readStoreKey(_ node: JSONNode, path: JSONPath) -> String? {
        guard let key = readKey(node, path: path) else { return nil }
        if key == ProfileDocument.signedInKey {
            problem(path, node, Message.FlowCheck.reservedKey(key))
            return nil
        }
        storeKeys.append((key, node, path))
        return key
    }

    /// A label for the profile card; the store key when the flow gives none.
    mutating func label(_ fields: inout JSONFields, key: String) -> LocalizedText {
        optionalText(&fields, "label", LocalizedText(en: key, ko: key))
    }
}
