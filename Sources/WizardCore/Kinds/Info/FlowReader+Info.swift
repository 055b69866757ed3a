import WizardMessages
import WizardText

/// The info kind in a flow file: `icon`, `features`, `tour` and `seconds`
/// (`docs/flow-format.md`); its `text` is every step's (``FlowReader``'s `readStep`).
extension InfoPage: FlowFileKind {
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader)
        -> InfoPage?
    {
        let icon = reader.readIcon(&fields)
        var features: [Feature] = []
        if let node = fields.take("features") {
            if case .array(let elements) = node.value, !elements.isEmpty {
                for (index, element) in elements.enumerated() {
                    let path = fields.path("features").element(index)
                    if let feature = reader.readFeature(element, path: path) {
                        features.append(feature)
                    }
                }
            } else {
                reader.problem(fields.path("features"), node, Message.FlowCheck.featuresExpected)
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
                tour = .progress(seconds: reader.readSeconds(secondsNode, fields))
                advancesByItself = true
            default:
                reader.problem(fields.path("tour"), node, Message.FlowCheck.tourStyle)
            }
            if features.isEmpty {
                reader.problem(fields.path("tour"), node, Message.FlowCheck.tourWithoutFeatures)
            }
        }
        if let secondsNode, !advancesByItself {
            reader.problem(
                fields.path("seconds"), secondsNode, Message.FlowCheck.secondsWithoutProgress)
        }
        let exit = fields.take("exit").flatMap {
            reader.readExitStatus($0, path: fields.path("exit"))
        }
        let goto = fields.take("goto").flatMap {
            reader.readGoto($0, path: fields.path("goto"))
        }
        return InfoPage(icon: icon, features: features, tour: tour, exit: exit, goto: goto)
    }
}

extension FlowReader {

    /// An `icon`: an SF Symbol name or a glyph, without terminal-unsafe characters; empty
    /// when absent.
    fileprivate mutating func readIcon(_ fields: inout JSONFields) -> String {
        guard let node = fields.take("icon") else { return "" }
        guard case .string(let name) = node.value,
            !name.unicodeScalars.contains(where: \.isTerminalUnsafe)
        else {
            problem(fields.path("icon"), node, Message.FlowCheck.iconExpected)
            return ""
        }
        return name
    }

    /// A progress tour's seconds per page: 1 to 60, 4 when not given.
    fileprivate mutating func readSeconds(_ node: JSONNode?, _ fields: JSONFields) -> Double {
        guard let node else { return 4 }
        let seconds: Double? =
            switch node.value {
            case .integer(let value): Double(value)
            case .fraction(let value): value
            default: nil
            }
        guard let seconds, (1...60).contains(seconds) else {
            problem(fields.path("seconds"), node, Message.FlowCheck.secondsRange)
            return 4
        }
        return seconds
    }

    fileprivate mutating func readFeature(_ node: JSONNode, path: JSONPath) -> Feature? {
        guard var fields = JSONFields(node, path: path, problems: &problems) else { return nil }
        defer { fields.reportLeftovers(into: &problems) }
        let icon = readIcon(&fields)
        let title = requiredText(&fields, "title")
        let body = optionalText(&fields, "text", Self.noText)
        guard let title else { return nil }
        return Feature(icon: icon, title: title, text: body)
    }
}
