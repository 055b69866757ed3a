import WizardCore

/// A command line wizard cannot act on. Reported with a pointer to `--help`; exit 64.
struct UsageError: Error, Equatable {
    enum Reason: Equatable {
        case unknownOption(String)
        case missingValue(option: String)
        case unexpectedValue(option: String)
        case unknownCommand(String)
        case unexpectedArgument(String)
        case unknownLanguage(String)
        case unknownProgressStyle(String)
        case optionNeedsCommand(option: String, command: String)
        case conflictingOptions(String, String)
        case unknownHelpTopic(String)
        case noHomeDirectory
        case missingFlowAction
        case unknownFlowAction(String)
        case missingFlowFile
        case flowOptionWithFlowCommand
        /// `--age` and its like for a flow with no step of that key.
        case noStepForOption(option: String, key: String)
        /// `--wait` with a value that is not a number of seconds.
        case invalidSeconds(option: String, value: String)
        /// `wizard completion` without a shell.
        case missingShell
        case unknownShell(String)
        /// Two options given `-`, which cannot both read standard input.
        case standardInputTwice(String, String)
    }

    let reason: Reason
    /// The command whose `--help` the message points to; `nil` for `wizard --help`.
    var command: String?

    init(_ reason: Reason, command: String? = nil) {
        self.reason = reason
        self.command = command
    }

    /// The one-line reason, without the `wizard: ` prefix.
    var message: LocalizedText {
        switch reason {
        case .unknownOption(let option): Catalogue.unknownOption(option)
        case .missingValue(let option): Catalogue.missingValue(option: option)
        case .unexpectedValue(let option): Catalogue.unexpectedValue(option: option)
        case .unknownCommand(let command): Catalogue.unknownCommand(command)
        case .unexpectedArgument(let argument): Catalogue.unexpectedArgument(argument)
        case .unknownLanguage(let value): Catalogue.unknownLanguage(value)
        case .unknownProgressStyle(let value): Catalogue.unknownProgressStyle(value)
        case .optionNeedsCommand(let option, let command):
            Catalogue.optionNeedsCommand(option: option, command: command)
        case .conflictingOptions(let first, let second):
            Catalogue.conflictingOptions(first, second)
        case .unknownHelpTopic(let topic): Catalogue.unknownHelpTopic(topic)
        case .noHomeDirectory: Catalogue.noHomeDirectory
        case .missingFlowAction: Catalogue.missingFlowAction
        case .unknownFlowAction(let action): Catalogue.unknownFlowAction(action)
        case .missingFlowFile: Catalogue.missingFlowFile
        case .flowOptionWithFlowCommand: Catalogue.flowOptionWithFlowCommand
        case .noStepForOption(let option, let key): Catalogue.noStepForOption(option, key: key)
        case .invalidSeconds(let option, let value):
            Catalogue.invalidSeconds(option: option, value: value)
        case .missingShell: Catalogue.missingShell(CommandLineSyntax.Shell.allCases.map(\.rawValue))
        case .unknownShell(let name):
            Catalogue.unknownShell(name, known: CommandLineSyntax.Shell.allCases.map(\.rawValue))
        case .standardInputTwice(let first, let second):
            Catalogue.standardInputTwice(first, second)
        }
    }
}
