import WizardCore

/// Turns `CommandLine.arguments` into an ``Invocation`` (README's Usage, `man/wizard.1`).
///
/// Options may come before or after the command, as `--opt value` or `--opt=value`; `--`
/// ends options. Anything it cannot act on is a ``UsageError`` naming the culprit.
enum CommandLineParser {
    private static let commands = ["setup", "profile", "flow", "help"]
    /// Options that answer a step of the flow, by the step id they answer.
    private static let answerOptions = ["--name": "name", "--age": "age", "--gender": "gender"]

    /// - Parameter arguments: the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        do {
            return try parseArguments(arguments)
        } catch {
            var error = error
            // Point to the help of the command being used: `wizard setup --help`.
            error.command =
                error.command ?? arguments.first { ["setup", "profile", "flow"].contains($0) }
            throw error
        }
    }

    private static func parseArguments(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var positionals: [String] = []
        var helpRequested = false
        var versionRequested = false
        var profileOptions: [String] = []
        var remaining = arguments[...]

        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                positionals += remaining
                break
            }
            let (option, inlineValue) = split(argument)
            /// The option's value, which may not be empty: `--age ""` is a mistake, not 30.
            func value() throws(UsageError) -> String {
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    throw UsageError(.missingValue(option: option))
                }
                return value
            }
            func flag() throws(UsageError) {
                if inlineValue != nil { throw UsageError(.unexpectedValue(option: option)) }
            }
            switch option {
            case "-h", "--help": try flag(); helpRequested = true
            case "-V", "--version": try flag(); versionRequested = true
            case "--store": invocation.storePath = try value()
            case "--flow": invocation.flowPath = try value()
            case "--answers": invocation.answersPath = try value()
            case "--lang":
                let code = try value()
                guard let language = Language(option: code) else {
                    throw UsageError(.unknownLanguage(code))
                }
                invocation.language = language
            case "--plain": try flag(); invocation.plain = true
            case "--no-color": try flag(); invocation.noColour = true
            case "--no-animation": try flag(); invocation.noAnimation = true
            case "--json":
                try flag(); invocation.profileAction = .json; profileOptions.append(option)
            case "--logout":
                try flag()
                invocation.profileAction = .logout
                profileOptions.append(option)
            default:
                guard let stepID = answerOptions[option] else {
                    throw UsageError(.unknownOption(argument))
                }
                invocation.presetAnswers.append(
                    .init(option: option, stepID: stepID, value: try value()))
            }
        }

        let commandName = positionals.first
        if let commandName, !commands.contains(commandName) {
            throw UsageError(.unknownCommand(commandName))
        }
        let helpTopic = commandName == "help" ? positionals.dropFirst().first : nil
        let argumentCount =
            switch commandName {
            case "help": 2
            case "flow": positionals.dropFirst().first == "show" ? 2 : 3
            default: 1
            }
        if let extra = positionals.dropFirst(argumentCount).first {
            throw UsageError(.unexpectedArgument(extra), command: commandName)
        }

        switch commandName {
        case nil: invocation.command = .automatic
        case "setup": invocation.command = .setup
        case "profile": invocation.command = .profile
        case "flow":
            if helpRequested { break }
            invocation.command = .flow(try flowAction(Array(positionals.dropFirst())))
        default: invocation.command = .help(topic: helpTopic)
        }
        if helpRequested {
            invocation.command = .help(topic: commandName == "help" ? helpTopic : commandName)
            return invocation
        }
        if versionRequested {
            invocation.command = .version
            return invocation
        }
        try checkOptionsBelong(invocation, profileOptions: profileOptions)
        return invocation
    }

    /// `check FILE`, `show` or `questions [FILE]`, the arguments after `wizard flow`.
    private static func flowAction(_ arguments: [String]) throws(UsageError)
        -> Invocation.FlowAction
    {
        guard let action = arguments.first else {
            throw UsageError(.missingFlowAction, command: "flow")
        }
        switch action {
        case "check":
            guard let path = arguments.dropFirst().first else {
                throw UsageError(.missingFlowFile, command: "flow")
            }
            return .check(path: path)
        case "show":
            return .show
        case "questions":
            return .questions(path: arguments.dropFirst().first)
        default:
            throw UsageError(.unknownFlowAction(action), command: "flow")
        }
    }

    /// Rejects answer options outside `setup`, profile options outside `profile`, and
    /// `--flow` where no flow is run or shown.
    private static func checkOptionsBelong(_ invocation: Invocation, profileOptions: [String])
        throws(UsageError)
    {
        if let preset = invocation.presetAnswers.first, invocation.command != .setup {
            throw UsageError(.optionNeedsCommand(option: preset.option, command: "setup"))
        }
        if invocation.answersPath != nil, invocation.command != .setup {
            throw UsageError(.optionNeedsCommand(option: "--answers", command: "setup"))
        }
        if invocation.flowPath != nil {
            switch invocation.command {
            case .setup, .profile, .automatic: break
            case .flow: throw UsageError(.flowOptionWithFlowCommand, command: "flow")
            default: throw UsageError(.optionNeedsCommand(option: "--flow", command: "setup"))
            }
        }
        if let option = profileOptions.first, invocation.command != .profile {
            throw UsageError(.optionNeedsCommand(option: option, command: "profile"))
        }
        if Set(profileOptions).count > 1 {
            throw UsageError(.conflictingOptions("--json", "--logout"), command: "profile")
        }
    }

    /// `--opt=value` into its parts; other arguments have no inline value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (
            String(argument[..<equals]), String(argument[argument.index(after: equals)...])
        )
    }
}
