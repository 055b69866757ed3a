import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// What a flow reads when a run starts, as `flow check` and `flow questions` list it: every
/// environment variable, file and command of its `vars`, none of them read or run.
enum VariableListing {
    /// A heading, then one line per variable with its source; nothing for a flow without
    /// variables.
    static func lines(of flow: Flow, language: Language) -> [String] {
        guard !flow.variables.isEmpty else { return [] }
        return [Message.Variables.listingHeading(language)]
            + flow.variables.map { variable in
                let line = Message.Variables.listingLine(
                    variable.name, source: VariableWords.source(of: variable))(language)
                guard variable.dependsOnAnswers else { return line }
                return line
                    + Message.Variables.withAnswers(
                        variable.argumentKeys.joined(separator: ", "))(language)
            }
    }

    /// `flow check`'s lines when the owner rule would not let the flow's commands run, nor
    /// its files and environment variables be read, from where it was read; none when they
    /// would, or it has no such source.
    static func refusal(of flow: Flow, origin: FlowOrigin, language: Language) -> [String] {
        let hasCommand = flow.variables.contains {
            if case .command = $0.source { true } else { false }
        }
        let readsSystem = flow.variables.contains {
            if case .command = $0.source { false } else { true }
        }
        guard hasCommand || readsSystem, let refusal = origin.commandRefusal() else { return [] }
        let (reason, remedy) = VariableWords.refusal(refusal.reason, path: refusal.path)
        var lines: [String] = []
        if hasCommand {
            lines.append(
                Message.Variables.commandsRefused(reason: reason, remedy: remedy)(language))
        }
        if readsSystem {
            lines.append(Message.Variables.sourcesRefused(reason: reason, remedy: remedy)(language))
        }
        return lines
    }

    /// The variables as the flow writes them (`{"name": {"command": [...]}}`), for
    /// `flow questions --json`.
    static func json(of flow: Flow) -> JSONValue {
        var variables: [String: JSONValue] = [:]
        for variable in flow.variables {
            var object: [String: JSONValue] = [:]
            switch variable.source {
            case .environment(let name): object["env"] = .string(name)
            case .file(let path): object["file"] = .string(path)
            case .command(let words): object["command"] = .array(words.map(JSONValue.string))
            }
            if let text = variable.defaultText { object["default"] = .string(text) }
            if variable.isList { object["lines"] = .bool(true) }
            variables[variable.name] = .object(object)
        }
        return .object(variables)
    }
}
