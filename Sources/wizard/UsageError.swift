import WizardCore
import WizardMessages
import WizardText

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
        /// `wizard flow po` without `extract FLOW` or `merge FLOW LANG.po…`.
        case missingPOAction
        case flowOptionWithFlowCommand
        /// `--age` and its like for a flow with no step of that key.
        case noStepForOption(option: String, key: String)
        /// An option that answers a secret (`--password`), which `ps` would show.
        case secretOption(option: String, key: String)
        /// `--wait` with a value that is not a number of seconds.
        case invalidSeconds(option: String, value: String)
        /// `wizard completion` without a shell.
        case missingShell
        case unknownShell(String)
        /// Two options given `-`, which cannot both read standard input.
        case standardInputTwice(String, String)
        /// `--flow -` in a run that would read its answers from standard input too
        /// (``SetupCommand``).
        case flowOnStandardInput
        /// `--timeout` with a value that is not whole seconds in range.
        case timeoutValue(String)
        /// `WIZARD_DEFAULTS` set to something other than 1 or 0.
        case defaultsVariable(String)
        /// `--priority` with a value that is not a priority's name.
        case priorityValue(String)
        /// `WIZARD_PRIORITY` set to something other than a priority's name.
        case priorityVariable(String)
        /// `--json` with a `wizard flow` action other than `questions`.
        case jsonNeedsQuestions
        /// `--var` with a value that is not `NAME=VALUE` with a valid name.
        case malformedVariable(String)
        /// `--prefix` with a value no shell name may begin with.
        case malformedPrefix(String)
        /// `--prefix` without `--shell`.
        case prefixNeedsShell
        /// A key of the flow that `--shell` would write as a name a shell reads for itself.
        case shellNameSpecial(key: String, name: String)
        /// Two of the flow's keys that `--shell` writes as one shell name.
        case shellNameTwice(first: String, second: String, name: String)
        /// `profile --get` with a key that is not one of the flow's questions.
        case unknownProfileKey(String)
        /// `profile --get` with the key of an answer the store never keeps (a secret whose
        /// keep is none).
        case unkeptProfileKey(String)
        /// `wizard ask` without a kind of question.
        case missingAskKind
        /// `wizard ask` with a word that is not a kind of question.
        case unknownAskKind(String)
        /// A flag of `wizard ask` that does not describe its kind (`--pattern` for a number).
        case askFlagNotForKind(option: String, kind: String)
        /// A flag of `wizard ask` whose value its question refuses, as `flow check` would the
        /// flow field it sets; `option` is `nil` for a problem of the question as a whole.
        case askFlagRefused(option: String?, problem: LocalizedText)
        /// `wizard ask --options-from -` without a terminal to type the answer at.
        case optionsNeedTerminal
        /// `wizard debconf` without a command, `--listen` or `--fds`.
        case debconfNeedsPeer
        /// `wizard debconf` with two of a command, `--listen` and `--fds`.
        case debconfPeersConflict
        /// `--fds` with a value that is not `READ,WRITE`.
        case descriptorsValue(String)
    }

    let reason: Reason
    /// The command whose `--help` the message points to; `nil` for `wizard --help`.
    var command: String?

    init(_ reason: Reason, command: String? = nil) {
        self.reason = reason
        self.command = command
    }

    /// A word of the command line as the message quotes it: where a name is expected, only
    /// its first ``MessageValue/wordLimit`` bytes (a path, quoted elsewhere, shows whole).
    private func word(_ text: String) -> String { MessageValue.word(text) }

    /// The one-line reason, without the `wizard: ` prefix.
    var message: LocalizedText {
        switch reason {
        case .unknownOption(let option): Message.unknownOption(word(option))
        case .missingValue(let option): Message.missingValue(option: word(option))
        case .unexpectedValue(let option): Message.unexpectedValue(option: word(option))
        case .unknownCommand(let command): Message.unknownCommand(word(command))
        case .unexpectedArgument(let argument): Message.unexpectedArgument(argument)
        case .unknownLanguage(let value): Message.unknownLanguage(word(value))
        case .unknownProgressStyle(let value): Message.unknownProgressStyle(word(value))
        case .optionNeedsCommand(let option, let command):
            Message.optionNeedsCommand(option: option, command: command)
        case .conflictingOptions(let first, let second):
            Message.conflictingOptions(first, second)
        case .unknownHelpTopic(let topic): Message.unknownHelpTopic(word(topic))
        case .noHomeDirectory: Message.noHomeDirectory
        case .missingFlowAction: Message.missingFlowAction
        case .unknownFlowAction(let action): Message.unknownFlowAction(word(action))
        case .missingFlowFile: Message.missingFlowFile
        case .missingPOAction: Message.missingPoAction
        case .flowOptionWithFlowCommand: Message.flowOptionWithFlowCommand
        case .noStepForOption(let option, let key):
            Message.noStepForOption(word(option), key: word(key))
        case .secretOption(let option, let key): Message.secretOption(option, key: key)
        case .invalidSeconds(let option, let value):
            Message.invalidSeconds(option: option, value: word(value))
        case .missingShell: Message.missingShell(CommandLineSyntax.Shell.allCases.map(\.rawValue))
        case .unknownShell(let name):
            Message.unknownShell(
                word(name), known: CommandLineSyntax.Shell.allCases.map(\.rawValue))
        case .standardInputTwice(let first, let second):
            Message.standardInputTwice(first, second)
        case .flowOnStandardInput: Message.flowOnStandardInput
        case .timeoutValue(let value):
            Message.timeoutValue(word(value), limit: FlowReader.timeoutLimit)
        case .defaultsVariable(let value): Message.defaultsVariable(word(value))
        case .priorityValue(let value):
            Message.priorityValue(word(value), names: StepPriority.names.joined(separator: ", "))
        case .priorityVariable(let value):
            Message.priorityVariable(word(value), names: StepPriority.names.joined(separator: ", "))
        case .jsonNeedsQuestions: Message.jsonNeedsQuestions
        case .malformedVariable(let value): Message.malformedVariable(word(value))
        case .malformedPrefix(let value): Message.malformedPrefix(word(value))
        case .prefixNeedsShell: Message.prefixNeedsShell
        case .shellNameSpecial(let key, let name): Message.shellNameSpecial(key, name: name)
        case .shellNameTwice(let first, let second, let name):
            Message.shellNameTwice(first, second, name: name)
        case .unknownProfileKey(let key): Message.unknownProfileKey(word(key))
        case .unkeptProfileKey(let key): Message.unkeptProfileKey(word(key))
        case .missingAskKind: Message.Ask.missingKind(kinds: askKinds)
        case .unknownAskKind(let name): Message.Ask.unknownKind(word(name), kinds: askKinds)
        case .askFlagNotForKind(let option, let kind):
            Message.Ask.flagNotForKind(option: option, kind: kind)
        case .askFlagRefused(let option?, let problem):
            Message.Ask.flagRefused(option: option, problem: problem)
        case .askFlagRefused(nil, let problem): problem
        case .optionsNeedTerminal: Message.Ask.optionsNeedTerminal
        case .debconfNeedsPeer: Message.Debconf.needsPeer
        case .debconfPeersConflict: Message.Debconf.peersConflict
        case .descriptorsValue(let value): Message.Debconf.descriptorsValue(word(value))
        }
    }

    /// The kinds `wizard ask` takes, as its messages list them.
    private var askKinds: [String] {
        AskQuestion.Kind.allCases.map(\.rawValue)
    }
}
