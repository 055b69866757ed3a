import WizardMessages
import WizardText

/// A flow's `vars`: the values it reads when a run starts (``FlowVariable``).
extension FlowReader {
    /// The most variables a flow may declare.
    static let variableLimit = 64

    /// The object of variables by name: each one source (`env`, `file` or `command`),
    /// optionally `default` and `lines`. A name is a key (``isValidKey(_:)``) that no step
    /// uses and that is not `app`, the flow's app name.
    mutating func readVariables(_ node: JSONNode, path: JSONPath) -> [FlowVariable] {
        guard case .object(let members) = node.value else {
            problem(
                path, node, Message.FlowCheck.varsExpected(found: Message.FlowCheck.typeName(node)))
            return []
        }
        if members.count > Self.variableLimit {
            problem(path, node, Message.FlowCheck.tooManyVars(Self.variableLimit))
            return []
        }
        var variables: [FlowVariable] = []
        for member in members {
            declaredVariableNames.insert(member.key)
            let memberPath = path.member(member.key)
            guard Self.isValidKey(member.key), member.key != Self.appVariable else {
                problems.report(at: member.keyLocation) {
                    FlowProblem(
                        path: memberPath, location: member.keyLocation,
                        message: member.key == Self.appVariable
                            ? Message.FlowCheck.appIsNoVar : Message.FlowCheck.badName)
                }
                continue
            }
            if let variable = readVariable(member.key, member.value, path: memberPath) {
                variables.append(variable)
            }
        }
        return variables
    }

    /// The name `${app}` has: the flow's `app` text, which is no variable.
    static let appVariable = "app"

    private mutating func readVariable(_ name: String, _ node: JSONNode, path: JSONPath)
        -> FlowVariable?
    {
        guard var fields = JSONFields(node, path: path, problems: &problems) else { return nil }
        defer { fields.reportLeftovers(into: &problems) }
        let start = blockingCount
        var sources: [FlowVariable.Source] = []
        if let node = fields.take("env") {
            if case .string(let variable) = node.value, Self.isEnvironmentName(variable) {
                sources.append(.environment(variable))
            } else {
                problem(fields.path("env"), node, Message.FlowCheck.envName)
            }
        }
        if let node = fields.take("file") {
            if case .string(let file) = node.value, !file.isEmpty, !file.utf8.contains(0) {
                sources.append(.file(file))
            } else {
                problem(fields.path("file"), node, Message.FlowCheck.filePath)
            }
        }
        if let node = fields.take("command") {
            if let command = readCommand(node, path: fields.path("command")) {
                sources.append(.command(command))
            }
        }
        var defaultText: String?
        if let node = fields.take("default") {
            if case .string(let text) = node.value,
                !text.unicodeScalars.contains(where: { $0.isTerminalUnsafe && $0 != "\n" })
            {
                defaultText = text
            } else {
                problem(fields.path("default"), node, Message.FlowCheck.stringExpected)
            }
        }
        var isList = false
        if let node = fields.take("lines") {
            if case .bool(let flag) = node.value {
                isList = flag
            } else {
                problem(fields.path("lines"), node, Message.FlowCheck.booleanExpected)
            }
        }
        guard blockingCount == start else { return nil }
        guard sources.count == 1, let source = sources.first else {
            problem(path, node, Message.FlowCheck.oneSource)
            return nil
        }
        return FlowVariable(name: name, source: source, defaultText: defaultText, isList: isList)
    }

    /// A command: a program and its arguments, strings without NUL, the program not empty.
    private mutating func readCommand(_ node: JSONNode, path: JSONPath) -> [String]? {
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            problem(path, node, Message.FlowCheck.commandExpected)
            return nil
        }
        var words: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let word) = element.value, !word.utf8.contains(0),
                index > 0 || !word.isEmpty
            else {
                problem(path.element(index), element, Message.FlowCheck.commandWord)
                return nil
            }
            // An answer is one whole argument (`${key}`), never the program; a `${` inside a
            // word is the word's own (a shell script's `${1}`).
            if index == 0, FlowVariable.argumentKey(word) != nil {
                problem(path.element(index), element, Message.FlowCheck.commandArgument)
                return nil
            }
            words.append(word)
        }
        return words
    }

    /// Whether `name` can name an environment variable: not empty, no `=` and no NUL.
    private static func isEnvironmentName(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.contains(0x3D) && !name.utf8.contains(0)
    }
}
