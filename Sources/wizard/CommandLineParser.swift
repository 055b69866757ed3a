import WizardCore
import WizardIO
import WizardText

/// Turns `CommandLine.arguments` into an ``Invocation``, as ``CommandLineSyntax`` describes
/// them (`docs/usage.md`, `man/wizard.1`).
///
/// Options may come before or after the command, as `--opt value` or `--opt=value`; `--`
/// ends options. Anything it cannot act on is a ``UsageError`` naming the culprit.
enum CommandLineParser {
    typealias Syntax = CommandLineSyntax

    /// - Parameter arguments: the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        do {
            return try parseArguments(arguments)
        } catch {
            var error = error
            // Point to the help of the command being used: `wizard setup --help`.
            error.command =
                error.command
                ?? arguments.first {
                    ["setup", "profile", "flow", "completion", "ask", "debconf"].contains($0)
                }
            throw error
        }
    }

    private static func parseArguments(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var positionals: [String] = []
        var helpRequested = false
        var versionRequested = false
        var optionsGiven: [Syntax.Option] = []
        var askFields: [(field: AskQuestion.Field, value: String)] = []
        var remaining = arguments[...]

        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                // `wizard debconf dpkg-reconfigure -p low tzdata`: from the command's name on,
                // every word is the command's, as `env` and `sudo` read theirs.
                if positionals.count == 2, positionals[0] == Syntax.CommandName.debconf.rawValue {
                    positionals += remaining
                    break
                }
                continue
            }
            if argument == "--" {
                positionals += remaining
                break
            }
            let (spelling, inlineValue) = split(argument)
            guard let option = Syntax.option(spelled: spelling) else {
                throw UsageError(.unknownOption(argument))
            }
            optionsGiven.append(option)
            let value: String?
            if option.value == nil {
                if inlineValue != nil { throw UsageError(.unexpectedValue(option: option.name)) }
                value = nil
            } else {
                value = try optionValue(of: option, inline: inlineValue, remaining: &remaining)
            }
            switch option.id {
            case .help: helpRequested = true
            case .version: versionRequested = true
            case .ask(let field): askFields.append((field, value ?? ""))
            default: try apply(option, value: value, to: &invocation)
            }
        }

        let commandName = positionals.first
        let command = try commandName.map { name throws(UsageError) in
            guard let command = Syntax.CommandName(rawValue: name) else {
                throw UsageError(.unknownCommand(name))
            }
            return command
        }
        try checkArgumentCount(positionals, command: command)

        switch command {
        case nil: invocation.command = .automatic
        case .setup: invocation.command = .setup
        case .profile: invocation.command = .profile
        case .flow:
            if !helpRequested {
                let json = optionsGiven.contains { $0.id == .json }
                invocation.command = .flow(
                    try flowAction(Array(positionals.dropFirst()), json: json))
            }
        case .help: invocation.command = .help(topic: positionals.dropFirst().first)
        case .completion:
            if !helpRequested {
                invocation.command = .completion(try shell(positionals.dropFirst().first))
            }
        case .ask:
            if !helpRequested {
                var question = AskQuestion(kind: try askKind(positionals.dropFirst().first))
                question.fields = askFields
                try checkFields(of: question)
                invocation.command = .ask(question)
            }
        case .debconf:
            if !helpRequested {
                invocation.command = .debconf(
                    try debconfRequest(Array(positionals.dropFirst()), invocation))
            }
        }
        if helpRequested {
            let topic = command == .help ? positionals.dropFirst().first : commandName
            invocation.command = .help(topic: topic)
            return invocation
        }
        if versionRequested {
            invocation.command = .version
            return invocation
        }
        try checkOptionsBelong(optionsGiven, command: command)
        if invocation.flowPath == InputFile.standardInput,
            invocation.answersPath == InputFile.standardInput
        {
            throw UsageError(.standardInputTwice("--flow", "--answers"), command: "setup")
        }
        return invocation
    }

    /// The value of an option that takes one: after `=`, else the next argument.
    ///
    /// The value may not be empty (`--store ""` is a mistake), except an answer's:
    /// `--name ""` answers blank, which the step's rules judge as any answer (`--age ""` is
    /// refused as no number, exit 65), and `--prefix ''`, which asks for the keys' names
    /// alone (still never a name special to a shell). An argument that is itself an option
    /// (`--name --age 30`) means the value was left out.
    private static func optionValue(
        of option: Syntax.Option, inline: String?, remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        let mayBeEmpty =
            switch option.id {
            case .answer, .prefix: true
            default: false
            }
        if let inline {
            guard !inline.isEmpty || mayBeEmpty else {
                throw UsageError(.missingValue(option: option.name))
            }
            return inline
        }
        // Every spelling starts with `-`: a value that does not is looked up in no table.
        guard let next = remaining.first, !next.isEmpty || mayBeEmpty, next != "--",
            !next.hasPrefix("-") || Syntax.option(spelled: split(next).0) == nil
        else { throw UsageError(.missingValue(option: option.name)) }
        remaining.removeFirst()
        return next
    }

    /// An option's effect on the invocation (help and version are decided after parsing).
    private static func apply(
        _ option: Syntax.Option, value: String?, to invocation: inout Invocation
    ) throws(UsageError) {
        let text = value ?? ""
        switch option.id {
        case .help, .version, .ask: break
        case .store: invocation.storePath = text
        case .flow: invocation.flowPath = text
        case .answers: invocation.answersPath = text
        case .lang:
            guard let language = Language(option: text) else {
                throw UsageError(.unknownLanguage(text))
            }
            invocation.language = language
        case .plain: invocation.plain = true
        case .noColour: invocation.noColour = true
        case .noAnimation: invocation.noAnimation = true
        case .progress:
            guard let style = ProgressStyle(rawValue: text) else {
                throw UsageError(.unknownProgressStyle(text))
            }
            invocation.progressStyle = style
        case .json: invocation.profileAction = .json
        case .logout: invocation.profileAction = .logout
        case .shell: invocation.profileAction = .shell
        case .get: invocation.profileAction = .get(key: text)
        case .prefix:
            guard ShellName.isValidPrefix(text) else {
                throw UsageError(.malformedPrefix(text))
            }
            invocation.chosenShellPrefix = text
        case .wait:
            guard let wait = LockWait(seconds: text) else {
                throw UsageError(.invalidSeconds(option: option.name, value: text))
            }
            invocation.lockWait = wait
        case .defaults: invocation.takesDefaults = true
        case .missing: invocation.asksOnlyMissing = true
        case .review: invocation.reviews = true
        case .verbose: invocation.verbose = true
        case .timeout:
            guard text.utf8.count <= 5, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let seconds = Int(text), seconds <= FlowReader.timeoutLimit
            else { throw UsageError(.timeoutValue(text)) }
            invocation.timeout = seconds
        case .priority:
            guard let priority = StepPriority(rawValue: text) else {
                throw UsageError(.priorityValue(text))
            }
            invocation.priority = priority
        case .listen: invocation.listenPath = text
        case .fds:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let read = descriptor(parts[0]),
                let write = descriptor(parts[1])
            else { throw UsageError(.descriptorsValue(text), command: "debconf") }
            invocation.inheritedDescriptors = .init(read: read, write: write)
        case .variable:
            guard let equals = text.firstIndex(of: "="),
                FlowVariable.isValidName(String(text[..<equals]))
            else { throw UsageError(.malformedVariable(text)) }
            invocation.variables[String(text[..<equals])] = String(
                text[text.index(after: equals)...])
        case .answer(let stepID):
            invocation.presetAnswers.append(
                .init(option: option.name, stepID: stepID, value: text))
        }
    }

    /// Rejects an argument after those the command takes: `help` takes a topic (and, for
    /// `flow`, one of its actions: `wizard help flow check`), `flow` an action and perhaps
    /// a file, the others none.
    private static func checkArgumentCount(
        _ positionals: [String], command: Syntax.CommandName?
    ) throws(UsageError) {
        let arguments = positionals.dropFirst()
        let allowed: Int
        switch command {
        case .help:
            let topicIsFlow = arguments.first == Syntax.CommandName.flow.rawValue
            let action = arguments.dropFirst().first.flatMap(Syntax.FlowActionName.init)
            allowed = topicIsFlow && action != nil ? 2 : 1
        case .flow:
            let action = arguments.first.flatMap(Syntax.FlowActionName.init)
            switch action {
            // `po merge FLOW LANG.po…` takes any number of PO files.
            case .po: allowed = arguments.dropFirst().first == "merge" ? .max : 3
            default: allowed = action?.file.takesFile == false ? 1 : 2
            }
        case .completion, .ask:
            allowed = 1
        case .debconf:
            allowed = .max
        case .setup, .profile, nil:
            allowed = 0
        }
        if let extra = arguments.dropFirst(allowed).first {
            throw UsageError(.unexpectedArgument(extra), command: command?.rawValue)
        }
    }

    /// Whom `wizard debconf` serves: the command after it, `--listen`'s socket or `--fds`'
    /// descriptors, exactly one of them.
    private static func debconfRequest(_ command: [String], _ invocation: Invocation)
        throws(UsageError) -> DebconfRequest
    {
        var peers: [DebconfRequest.Peer] = []
        if !command.isEmpty { peers.append(.command(command)) }
        if let path = invocation.listenPath { peers.append(.socket(path: path)) }
        if let descriptors = invocation.inheritedDescriptors {
            peers.append(.descriptors(descriptors))
        }
        guard peers.count == 1, let peer = peers.first else {
            throw UsageError(
                peers.isEmpty ? .debconfNeedsPeer : .debconfPeersConflict, command: "debconf")
        }
        return DebconfRequest(peer: peer)
    }

    /// A descriptor number written in decimal, at most 9 digits.
    private static func descriptor(_ text: Substring) -> Int32? {
        guard !text.isEmpty, text.utf8.count <= 9,
            text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        return Int32(text)
    }

    /// `check FILE`, `show`, `questions [FILE]`, `schema`, `po extract FILE` or
    /// `po merge FILE PO…`, the arguments after
    /// `wizard flow`; `json` (`--json`) only with `questions`.
    private static func flowAction(_ arguments: [String], json: Bool) throws(UsageError)
        -> Invocation.FlowAction
    {
        guard let name = arguments.first else {
            throw UsageError(.missingFlowAction, command: "flow")
        }
        guard let action = Syntax.FlowActionName(rawValue: name) else {
            throw UsageError(.unknownFlowAction(name), command: "flow")
        }
        let path = arguments.dropFirst().first
        if json, action != .questions { throw UsageError(.jsonNeedsQuestions, command: "flow") }
        switch action {
        case .check:
            guard let path else { throw UsageError(.missingFlowFile, command: "flow") }
            return .check(path: path)
        case .show:
            return .show
        case .questions:
            return .questions(path: path, json: json)
        case .schema:
            return .schema
        case .po:
            let rest = arguments.dropFirst()
            guard let name = rest.first, let poAction = Syntax.POActionName(rawValue: name),
                let flow = rest.dropFirst().first
            else { throw UsageError(.missingPOAction, command: "flow") }
            switch poAction {
            case .extract:
                return .poExtract(path: flow)
            case .merge:
                let files = Array(rest.dropFirst(2))
                guard !files.isEmpty else { throw UsageError(.missingPOAction, command: "flow") }
                return .poMerge(path: flow, translations: files)
            }
        }
    }

    /// The shell named after `wizard completion`.
    private static func shell(_ name: String?) throws(UsageError) -> Syntax.Shell {
        guard let name else { throw UsageError(.missingShell, command: "completion") }
        guard let shell = Syntax.Shell(rawValue: name) else {
            throw UsageError(.unknownShell(name), command: "completion")
        }
        return shell
    }

    /// The kind of question named after `wizard ask`.
    private static func askKind(_ name: String?) throws(UsageError) -> AskQuestion.Kind {
        guard let name else { throw UsageError(.missingAskKind, command: "ask") }
        guard let kind = AskQuestion.Kind(rawValue: name) else {
            throw UsageError(.unknownAskKind(name), command: "ask")
        }
        return kind
    }

    /// Rejects a flag of `wizard ask` that does not describe its kind of question
    /// (`--pattern` for a number).
    private static func checkFields(of question: AskQuestion) throws(UsageError) {
        for (field, _) in question.fields where !field.belongs(to: question.kind) {
            throw UsageError(
                .askFlagNotForKind(option: field.spelling, kind: question.kind.rawValue),
                command: "ask")
        }
    }

    /// Rejects an option given to a command it does not belong to (the first such, in the
    /// order typed), two of `--json`, `--shell`, `--get` and `--logout`, and `--prefix`
    /// without `--shell`.
    private static func checkOptionsBelong(
        _ options: [Syntax.Option], command: Syntax.CommandName?
    ) throws(UsageError) {
        if let stray = options.first(where: { !$0.belongs(to: command) }) {
            if stray.id == .flow, command == .flow {
                throw UsageError(.flowOptionWithFlowCommand, command: "flow")
            }
            guard case .only(let commands, _) = stray.scope else { return }
            let home = commands.first
            throw UsageError(.optionNeedsCommand(option: stray.name, command: home.rawValue))
        }
        var actions: [String] = []
        for option in options where option.id.isProfileAction {
            if !actions.contains(option.name) { actions.append(option.name) }
        }
        if actions.count > 1 {
            throw UsageError(
                .conflictingOptions(actions[0], actions[1]), command: command?.rawValue)
        }
        if options.contains(where: { $0.id == .prefix }), actions != ["--shell"] {
            throw UsageError(.prefixNeedsShell, command: command?.rawValue)
        }
    }

    /// The language the last `--lang` in `arguments` names, read on its own, so that a
    /// command line that cannot be parsed is still reported in the language it asked for.
    static func language(in arguments: [String]) -> Language? {
        var remaining = arguments[...]
        var language: Language?
        while let argument = remaining.popFirst(), argument != "--" {
            let (spelling, inline) = split(argument)
            // `--lang` is the option's one spelling: compared as it is, without the table of
            // every option, which a run whose arguments parse builds later anyway.
            guard spelling == Syntax.languageSpelling,
                let value = inline ?? remaining.first
            else { continue }
            language = Language(option: value) ?? language
        }
        return language
    }

    /// `--opt=value` into its parts; other arguments have no inline value.
    private static func split(_ argument: String) -> (String, String?) {
        // The `=` found among the bytes, where it stands as a character of its own (not
        // under a combining mark): a walk over the characters cost every run more.
        guard argument.hasPrefix("--"),
            let equals = argument.utf8.firstIndex(of: UInt8(ascii: "=")),
            argument[equals] == "="
        else {
            return (argument, nil)
        }
        return (
            String(argument[..<equals]), String(argument[argument.index(after: equals)...])
        )
    }
}
