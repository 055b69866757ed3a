extension Catalogue {
    // MARK: Usage errors (printed after `wizard: `, followed by a pointer to --help)

    public static func unknownOption(_ option: String) -> LocalizedText {
        localized { $0.unknownOption(option) }
    }

    public static func missingValue(option: String) -> LocalizedText {
        localized { $0.missingValue(option: option) }
    }

    public static func unexpectedValue(option: String) -> LocalizedText {
        localized { $0.unexpectedValue(option: option) }
    }

    public static func unknownCommand(_ command: String) -> LocalizedText {
        localized { $0.unknownCommand(command) }
    }

    public static func unexpectedArgument(_ argument: String) -> LocalizedText {
        localized { $0.unexpectedArgument(argument) }
    }

    public static func unknownLanguage(_ value: String) -> LocalizedText {
        localized { $0.unknownLanguage(value) }
    }

    public static func unknownProgressStyle(_ value: String) -> LocalizedText {
        localized { $0.unknownProgressStyle(value, styles: ProgressStyle.allCases.map(\.rawValue)) }
    }

    public static func optionNeedsCommand(option: String, command: String) -> LocalizedText {
        localized { $0.optionNeedsCommand(option: option, command: command) }
    }

    public static func conflictingOptions(_ first: String, _ second: String) -> LocalizedText {
        localized { $0.conflictingOptions(first, second) }
    }

    public static func unknownHelpTopic(_ topic: String) -> LocalizedText {
        localized { $0.unknownHelpTopic(topic) }
    }

    public static let noHomeDirectory = localized { $0.noHomeDirectory }

    /// The line after a usage error: where to read how it is used.
    public static func seeHelp(command: String?) -> LocalizedText {
        let invocation = command.map { "wizard \($0) --help" } ?? "wizard --help"
        return localized { $0.seeHelp(invocation: invocation) }
    }

    // MARK: Usage errors of `wizard flow` and `--flow`

    public static let missingFlowAction = localized { $0.missingFlowAction }

    public static func unknownFlowAction(_ action: String) -> LocalizedText {
        localized { $0.unknownFlowAction(action) }
    }

    public static let missingFlowFile = localized { $0.missingFlowFile }
    public static let flowOptionWithFlowCommand = localized { $0.flowOptionWithFlowCommand }

    public static func noStepForOption(_ option: String, key: String) -> LocalizedText {
        localized { $0.noStepForOption(option, key: key) }
    }

    public static func invalidSeconds(option: String, value: String) -> LocalizedText {
        localized { $0.invalidSeconds(option: option, value: value) }
    }

    // MARK: `wizard completion`

    public static func missingShell(_ shells: [String]) -> LocalizedText {
        localized { $0.missingShell(shells) }
    }

    public static func unknownShell(_ name: String, known shells: [String]) -> LocalizedText {
        localized { $0.unknownShell(name, known: shells) }
    }

    public static func standardInputTwice(_ first: String, _ second: String) -> LocalizedText {
        localized { $0.standardInputTwice(first, second) }
    }

    /// What `word` (a command, a flow action, an option's long spelling) does, in
    /// `language`, for a shell's completion menu; `nil` when it has no summary.
    public static func summary(of word: String, in language: Language) -> String? {
        messages(for: language).summary(of: word)
    }
}
