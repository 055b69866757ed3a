/// The steps of the flow format, and the info and text kinds.
extension FlowReader {
    static let noText = LocalizedText(en: "", ko: "")

    mutating func readSteps(_ node: JSONNode, path: String) -> [Step]? {
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            problem(path, node, Catalogue.FlowCheck.stepsExpected)
            return nil
        }
        var steps: [Step] = []
        var idPaths: [String: String] = [:]
        let start = blockingCount
        for (index, element) in elements.enumerated() {
            let stepPath = "\(path)[\(index)]"
            // Keys are compared as written, so that a step with other problems still
            // claims its key.
            if case .string(let id)? = (element["key"] ?? element["id"])?.value {
                if let earlier = idPaths[id] {
                    problem(stepPath, element, Catalogue.FlowCheck.keyUsed(id, by: earlier))
                }
                idPaths[id] = idPaths[id] ?? stepPath
            }
            let isLast = index == elements.count - 1
            if let step = readStep(element, path: stepPath, index: index, isLast: isLast) {
                steps.append(step)
            }
        }
        return blockingCount == start ? steps : nil
    }

    private mutating func readStep(_ node: JSONNode, path: String, index: Int, isLast: Bool)
        -> Step?
    {
        guard var fields = JSONFields(node, path: path, problems: &problems) else { return nil }
        let start = blockingCount
        guard let kindNode = required(&fields, "kind") else { return nil }
        let kinds = ["info", "text", "slider", "picker", "confirm"]
        // Without a known kind there is no knowing which other fields are right.
        guard case .string(let kindName) = kindNode.value, kinds.contains(kindName) else {
            problem(
                fields.path("kind"), kindNode,
                Catalogue.FlowCheck.unknownKind(kinds.joined(separator: ", ")))
            return nil
        }
        defer { fields.reportLeftovers(into: &problems) }
        let title = requiredText(&fields, "title")
        let button = optionalText(
            &fields, "button", isLast ? Catalogue.getStarted : Catalogue.next)
        var id = "#\(index)"
        if kindName == "info" {
            if let node = fields.take("id") { id = readKey(node, path: fields.path("id")) ?? id }
        } else if let node = required(&fields, "key") {
            id = readStoreKey(node, path: fields.path("key")) ?? id
        }
        let kind: StepKind? =
            switch kindName {
            case "info": .info(readInfo(&fields))
            case "text": .text(readText(&fields))
            case "slider": readSlider(&fields, key: id).map { .slider($0) }
            case "picker": readPicker(&fields, key: id).map { .picker($0) }
            default: .confirm(readConfirm(&fields, key: id))
            }
        guard let title, let kind, blockingCount == start else { return nil }
        return Step(id: id, title: title, button: button, kind: kind)
    }

    private mutating func readStoreKey(_ node: JSONNode, path: String) -> String? {
        guard let key = readKey(node, path: path) else { return nil }
        if key == ProfileDocument.signedInKey {
            problem(path, node, Catalogue.FlowCheck.reservedKey(key))
            return nil
        }
        return key
    }

    private mutating func readInfo(_ fields: inout JSONFields) -> InfoPage {
        let text = optionalText(&fields, "text", Self.noText)
        var features: [Feature] = []
        if let node = fields.take("features") {
            if case .array(let elements) = node.value, !elements.isEmpty {
                for (index, element) in elements.enumerated() {
                    let path = fields.path("features") + "[\(index)]"
                    if let feature = readFeature(element, path: path) { features.append(feature) }
                }
            } else {
                problem(fields.path("features"), node, Catalogue.FlowCheck.featuresExpected)
            }
        }
        let secondsNode = fields.take("seconds")
        var tour = TourStyle.basic
        var advancesByItself = false
        if let node = fields.take("tour") {
            switch node.value {
            case .string("basic"): tour = .basic
            case .string("slide"): tour = .slide
            case .string("progress"):
                tour = .progress(seconds: readSeconds(secondsNode, fields))
                advancesByItself = true
            default:
                problem(fields.path("tour"), node, Catalogue.FlowCheck.tourStyle)
            }
            if features.isEmpty {
                problem(fields.path("tour"), node, Catalogue.FlowCheck.tourWithoutFeatures)
            }
        }
        if let secondsNode, !advancesByItself {
            problem(fields.path("seconds"), secondsNode, Catalogue.FlowCheck.secondsWithoutProgress)
        }
        return InfoPage(text: text, features: features, tour: tour)
    }

    /// A progress tour's seconds per page: 1 to 60, 4 when not given.
    private mutating func readSeconds(_ node: JSONNode?, _ fields: JSONFields) -> Double {
        guard let node else { return 4 }
        let seconds: Double? =
            switch node.value {
            case .integer(let value): Double(value)
            case .fraction(let value): value
            default: nil
            }
        guard let seconds, (1...60).contains(seconds) else {
            problem(fields.path("seconds"), node, Catalogue.FlowCheck.secondsRange)
            return 4
        }
        return seconds
    }

    private mutating func readFeature(_ node: JSONNode, path: String) -> Feature? {
        guard var fields = JSONFields(node, path: path, problems: &problems) else { return nil }
        defer { fields.reportLeftovers(into: &problems) }
        var icon = ""
        if let node = fields.take("icon") {
            if case .string(let name) = node.value,
                !name.unicodeScalars.contains(where: \.isTerminalUnsafe)
            {
                icon = name
            } else {
                problem(fields.path("icon"), node, Catalogue.FlowCheck.iconExpected)
            }
        }
        let title = requiredText(&fields, "title")
        let body = optionalText(&fields, "text", Self.noText)
        guard let title else { return nil }
        return Feature(icon: icon, title: title, text: body)
    }

    private mutating func readText(_ fields: inout JSONFields) -> TextQuestion {
        let placeholder = optionalText(&fields, "placeholder", Self.noText)
        var label: LocalizedText?
        if let node = fields.take("label") { label = text(node, path: fields.path("label")) }
        var minimum = (length: 1, alert: LocalizedText?.none)
        var maximum = (length: 256, alert: LocalizedText?.none)
        var pattern: TextPattern?
        let validators = fields.take("validators")
        if let node = validators {
            guard case .array(let rules) = node.value else {
                problem(fields.path("validators"), node, Catalogue.FlowCheck.validatorsExpected)
                return TextQuestion(placeholder: placeholder)
            }
            for (index, rule) in rules.enumerated() {
                let rulePath = fields.path("validators") + "[\(index)]"
                guard var ruleFields = JSONFields(rule, path: rulePath, problems: &problems)
                else { continue }
                var alert: LocalizedText?
                if let node = ruleFields.take("alert") {
                    alert = text(node, path: ruleFields.path("alert"))
                }
                let ruleNames = ["min_length", "max_length", "pattern"]
                if ruleNames.count(where: { rule[$0] != nil }) > 1 {
                    problem(
                        rulePath, rule,
                        Catalogue.FlowCheck.oneRule)
                    continue
                }
                if let node = ruleFields.take("min_length") {
                    minimum = (lengthValue(node, path: ruleFields.path("min_length")), alert)
                } else if let node = ruleFields.take("max_length") {
                    maximum = (lengthValue(node, path: ruleFields.path("max_length")), alert)
                } else if let node = ruleFields.take("pattern") {
                    pattern = readPattern(node, alert: alert, fields: ruleFields)
                } else {
                    problem(
                        rulePath, rule,
                        Catalogue.FlowCheck.ruleExpected)
                }
                ruleFields.reportLeftovers(into: &problems)
            }
        }
        if minimum.length > maximum.length {
            problem(
                fields.path("validators"), validators ?? fields.node,
                Catalogue.FlowCheck.lengths(
                    minimum: minimum.length, maximum: maximum.length,
                    minimumIsDefault: minimum.length == 1))
        }
        return TextQuestion(
            placeholder: placeholder, minimumLength: minimum.length, tooShortAlert: minimum.alert,
            maximumLength: maximum.length, tooLongAlert: maximum.alert, pattern: pattern,
            label: label)
    }

    private mutating func lengthValue(_ node: JSONNode, path: String) -> Int {
        guard let length = integer(node, path: path) else { return 0 }
        guard (0...TextQuestion.lengthLimit).contains(length) else {
            problem(path, node, Catalogue.FlowCheck.lengthRange(TextQuestion.lengthLimit))
            return 0
        }
        return length
    }

    /// A pattern validator; its alert is required, since no generic text can say what the
    /// pattern wants.
    private mutating func readPattern(_ node: JSONNode, alert: LocalizedText?, fields: JSONFields)
        -> TextPattern?
    {
        guard case .string(let source) = node.value else {
            problem(fields.path("pattern"), node, Catalogue.FlowCheck.patternString)
            return nil
        }
        guard let alert else {
            problem(fields.path, fields.node, Catalogue.FlowCheck.patternAlert)
            return nil
        }
        do {
            return try TextPattern(source: source, alert: alert)
        } catch {
            let reason =
                switch error {
                case .invalid: Catalogue.FlowCheck.patternInvalid
                case .nestedRepetition: Catalogue.FlowCheck.patternNested
                case .backreference: Catalogue.FlowCheck.patternBackreference
                }
            problem(fields.path("pattern"), node, reason)
            return nil
        }
    }
}
