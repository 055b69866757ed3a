import WizardCore
import WizardMessages

/// wizard's command line as data: its commands and their arguments, its options, what each
/// option takes and which commands accept it.
///
/// This is the one description of the command line. ``CommandLineParser`` reads it, the
/// shell completions are made from it, and tests check the help texts against it; a new
/// option is a row in ``options`` plus its effect in ``CommandLineParser``.
enum CommandLineSyntax {
    /// A command's name as typed.
    enum CommandName: String, CaseIterable, Sendable {
        case setup, profile, flow, help, completion, ask, debconf

        /// The command named `rawValue`. Written out because every run asks it of its first
        /// word, and the one Swift makes compares through an array of the names, which the
        /// runtime gives its metadata first (docs/performance.md).
        init?(rawValue: String) {
            switch rawValue {
            case "setup": self = .setup
            case "profile": self = .profile
            case "flow": self = .flow
            case "help": self = .help
            case "completion": self = .completion
            case "ask": self = .ask
            case "debconf": self = .debconf
            default: return nil
            }
        }
    }

    /// The shells `wizard completion` writes a script for: its one argument.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// What `wizard flow` does: its first argument.
    enum FlowActionName: String, CaseIterable, Sendable {
        case check, show, questions, schema, po

        /// Whether the action takes a flow file, and whether it may be left out (`po` takes
        /// its own action first, then the file: ``POActionName``).
        var file: (takesFile: Bool, optional: Bool) {
            switch self {
            case .check: (true, false)
            case .show, .schema, .po: (false, false)
            case .questions: (true, true)
            }
        }
    }

    /// What `wizard flow po` does: `extract FLOW` or `merge FLOW LANG.po…`.
    enum POActionName: String, CaseIterable, Sendable {
        case extract, merge
    }

    /// An option's identity, whatever its spellings; ``CommandLineParser`` gives each its
    /// effect on the ``Invocation``.
    enum OptionID: Sendable, Equatable {
        case help, version, store, flow, answers, lang, plain, noColour, noAnimation, progress
        case json, logout, wait
        /// `--shell`, `--prefix P`, `--get KEY`: the answers handed back to a shell script.
        case shell, prefix, get
        /// `--defaults`, `--missing`, `--timeout`, `--priority`: how `setup` answers without
        /// asking.
        case defaults, missing, timeout, priority
        /// `--review`: a look back at the answers before saving, for any flow.
        case review
        /// `--verbose`: the details of a flow's exit (the step, the status).
        case verbose
        /// `--var NAME=VALUE`: a flow's variable set for one run.
        case variable
        /// `--listen PATH`, `--fds READ,WRITE`: where `wizard debconf` meets a conversation
        /// it did not start.
        case listen, fds
        /// `--name`, `--age`, `--gender`: the answer to the step with this id.
        case answer(stepID: String)
        /// A flag of `wizard ask` that describes its question (`--title`, `--min`).
        case ask(AskQuestion.Field)

        /// Whether the option chooses what `profile` (or `setup`) prints instead of the
        /// card: `--json`, `--shell`, `--get`, `--logout`, of which one may be given.
        var isProfileAction: Bool {
            switch self {
            case .json, .shell, .get, .logout: true
            default: false
            }
        }
    }

    /// What an option's value is, for the parser's checks and the shells' completions.
    enum OptionValueKind: Sendable, Equatable {
        /// A file wizard reads, usually named `*.json`; `-` is standard input.
        case jsonFile
        /// A path wizard writes (the store).
        case path
        /// A language code: the completions offer the UI languages.
        case language
        /// Free text, such as a name.
        case text
        /// A whole number.
        case number
        /// A number of seconds, whole or decimal (`10`, `0.5`).
        case seconds
        /// One of these words, as `--progress bar|dash|percent` takes.
        case choice([String])
        /// `NAME=VALUE`, as `--var` takes it.
        case assignment
        /// The start of a shell variable's name, as `--prefix` takes it.
        case shellName
        /// Two descriptors, `READ,WRITE`, as `--fds` takes them.
        case descriptors

        /// What a shell offers for the value.
        var completion: Completion {
            switch self {
            case .jsonFile: .files(extension: "json")
            case .path: .files(extension: nil)
            case .language: .words(Message.uiLanguages.map(\.code))
            case .choice(let words): .words(words)
            case .text, .number, .seconds, .assignment, .shellName, .descriptors: .nothing
            }
        }
    }

    /// What a shell completes a word with.
    enum Completion: Sendable, Equatable {
        /// File names ending in `.extension` (any file for `nil`), and directories to reach
        /// them.
        case files(extension: String?)
        /// One of these words.
        case words([String])
        /// Nothing to offer: the value is the person's own (a name, a number).
        case nothing
    }

    /// Which commands an option belongs to.
    enum Scope: Sendable, Equatable {
        /// Every command, and no command.
        case everywhere
        /// Only these commands; no command counts as ``CommandName/setup`` when
        /// `withoutCommand` says so (`wizard --flow tour.json` runs the flow).
        case only(CommandList, withoutCommand: Bool)

        /// Only these commands, the first the one a stray option is sent to.
        static func commands(
            _ first: CommandName, _ second: CommandName? = nil, _ third: CommandName? = nil,
            withoutCommand: Bool
        ) -> Scope {
            .only(
                CommandList(first: first, second: second, third: third),
                withoutCommand: withoutCommand)
        }
    }

    /// Up to three commands, in the order the table gives them: an option's scope, held
    /// without an array (the table is built in every run that has an option, and an array
    /// of commands is a type the runtime builds first).
    struct CommandList: Sendable, Equatable {
        let first: CommandName
        let second: CommandName?
        let third: CommandName?

        func contains(_ command: CommandName) -> Bool {
            first == command || second == command || third == command
        }

        /// The commands, in order.
        var members: [CommandName] { [first] + [second, third].compactMap { $0 } }
    }

    /// One option: its spellings (the long one first), its value (`nil` for a flag) and
    /// where it belongs.
    struct Option: Sendable {
        let id: OptionID
        let spellings: [String]
        let value: OptionValueKind?
        let scope: Scope

        /// The long spelling, as messages name the option.
        var name: String { spellings[0] }

        /// Whether the option is accepted by `command` (`nil`: no command).
        func belongs(to command: CommandName?) -> Bool {
            switch scope {
            case .everywhere: true
            case .only(let commands, let withoutCommand):
                command.map(commands.contains) ?? withoutCommand
            }
        }
    }

    /// The one spelling of ``OptionID/lang``, which ``CommandLineParser/language(in:)`` looks
    /// for before the arguments are parsed.
    static let languageSpelling = "--lang"

    /// Every option, in the order `--help` lists them: every command's, then `ask`'s flags in
    /// the order of ``AskQuestion/Field`` (a test holds it). One literal: a run that parses an
    /// option builds this table, and the concatenation and list of fields it was built from
    /// before cost each such run a few thousand instructions.
    static let options: [Option] = [
        Option(id: .help, spellings: ["--help", "-h"], value: nil, scope: .everywhere),
        Option(id: .version, spellings: ["--version", "-V"], value: nil, scope: .everywhere),
        Option(id: .store, spellings: ["--store"], value: .path, scope: .everywhere),
        Option(
            id: .flow, spellings: ["--flow"], value: .jsonFile,
            scope: .commands(.setup, .profile, withoutCommand: true)),
        Option(id: .lang, spellings: [languageSpelling], value: .language, scope: .everywhere),
        Option(id: .plain, spellings: ["--plain"], value: nil, scope: .everywhere),
        Option(id: .noColour, spellings: ["--no-color"], value: nil, scope: .everywhere),
        Option(id: .noAnimation, spellings: ["--no-animation"], value: nil, scope: .everywhere),
        Option(
            id: .progress, spellings: ["--progress"],
            value: .choice(ProgressStyle.allCases.map(\.rawValue)), scope: .everywhere),
        Option(
            id: .wait, spellings: ["--wait"], value: .seconds,
            scope: .commands(.setup, .profile, withoutCommand: true)),
        Option(
            id: .answers, spellings: ["--answers"], value: .jsonFile,
            scope: .commands(.setup, withoutCommand: false)),
        Option(
            id: .answer(stepID: "name"), spellings: ["--name"], value: .text,
            scope: .commands(.setup, withoutCommand: false)),
        Option(
            id: .answer(stepID: "age"), spellings: ["--age"], value: .number,
            scope: .commands(.setup, withoutCommand: false)),
        Option(
            id: .answer(stepID: "gender"), spellings: ["--gender"], value: .text,
            scope: .commands(.setup, withoutCommand: false)),
        Option(
            id: .defaults, spellings: ["--defaults"], value: nil,
            scope: .commands(.setup, withoutCommand: true)),
        Option(
            id: .missing, spellings: ["--missing"], value: nil,
            scope: .commands(.setup, withoutCommand: true)),
        Option(
            id: .priority, spellings: ["--priority"], value: .choice(StepPriority.names),
            scope: .commands(.setup, withoutCommand: true)),
        Option(
            id: .timeout, spellings: ["--timeout"], value: .number,
            scope: .commands(.setup, .ask, .debconf, withoutCommand: true)),
        Option(
            id: .variable, spellings: ["--var"], value: .assignment,
            scope: .commands(.setup, withoutCommand: true)),
        Option(
            id: .review, spellings: ["--review"], value: nil,
            scope: .commands(.setup, withoutCommand: false)),
        Option(
            id: .verbose, spellings: ["--verbose"], value: nil,
            scope: .commands(.setup, withoutCommand: false)),
        Option(
            id: .json, spellings: ["--json"], value: nil,
            scope: .commands(.profile, .setup, .flow, withoutCommand: true)),
        Option(
            id: .shell, spellings: ["--shell"], value: nil,
            scope: .commands(.profile, .setup, withoutCommand: true)),
        Option(
            id: .prefix, spellings: ["--prefix"], value: .shellName,
            scope: .commands(.profile, .setup, withoutCommand: true)),
        Option(
            id: .get, spellings: ["--get"], value: .text,
            scope: .commands(.profile, withoutCommand: false)),
        Option(
            id: .logout, spellings: ["--logout"], value: nil,
            scope: .commands(.profile, withoutCommand: false)),
        Option(
            id: .listen, spellings: ["--listen"], value: .path,
            scope: .commands(.debconf, withoutCommand: false)),
        Option(
            id: .fds, spellings: ["--fds"], value: .descriptors,
            scope: .commands(.debconf, withoutCommand: false)),
        askOption(.title),
        askOption(.text),
        askOption(.placeholder),
        askOption(.minLength),
        askOption(.maxLength),
        askOption(.pattern),
        askOption(.alert),
        askOption(.minimum),
        askOption(.maximum),
        askOption(.step),
        askOption(.unit),
        askOption(.option),
        askOption(.optionsFrom),
        askOption(.minChoices),
        askOption(.maxChoices),
        askOption(.defaultValue),
        askOption(.defaultOnTimeout),
        askOption(.filter),
    ]

    /// The option of `wizard ask`'s flag `field`.
    private static func askOption(_ field: AskQuestion.Field) -> Option {
        let value: OptionValueKind? =
            switch field {
            case .defaultOnTimeout: nil
            case .optionsFrom: .path
            case .minLength, .maxLength, .minimum, .maximum, .step, .minChoices, .maxChoices:
                .number
            case .title, .text, .placeholder, .pattern, .alert, .unit, .option, .defaultValue,
                .filter:
                .text
            }
        return Option(
            id: .ask(field), spellings: [field.spelling], value: value,
            scope: .commands(.ask, withoutCommand: false))
    }

    /// The option spelled `spelling` (`--store`, `-h`), if there is one.
    static func option(spelled spelling: String) -> Option? {
        options.first { $0.spellings.contains(spelling) }
    }

    /// The topics `wizard help` takes: every command, and `whiptail` and `dialog`.
    static var helpTopics: [String] {
        CommandName.allCases.map(\.rawValue) + BoxProgram.allCases.map(\.rawValue)
    }

    /// A place after `wizard` where a word that is not an option goes: the words typed before
    /// it (options and their values left out) and what it takes. `wizard flow check FILE`
    /// is the place after `["flow", "check"]`, which takes a `*.json` file.
    struct ArgumentPlace: Sendable, Equatable {
        let after: [String]
        let completion: Completion
    }

    /// Every place an argument goes, for the shells' completions: the command, `flow`'s
    /// action and file, `help`'s topic (and the action after `help flow`), the shell
    /// after `completion` and the kind after `ask`.
    static var argumentPlaces: [ArgumentPlace] {
        let actions = FlowActionName.allCases
        var places = [
            ArgumentPlace(after: [], completion: .words(CommandName.allCases.map(\.rawValue))),
            ArgumentPlace(after: ["flow"], completion: .words(actions.map(\.rawValue))),
        ]
        for action in actions where action.file.takesFile {
            places.append(
                ArgumentPlace(
                    after: ["flow", action.rawValue],
                    completion: OptionValueKind.jsonFile.completion))
        }
        places.append(
            ArgumentPlace(
                after: ["flow", "po"], completion: .words(POActionName.allCases.map(\.rawValue))))
        for action in POActionName.allCases {
            places.append(
                ArgumentPlace(
                    after: ["flow", "po", action.rawValue],
                    completion: OptionValueKind.jsonFile.completion))
        }
        places += [
            ArgumentPlace(after: ["help"], completion: .words(helpTopics)),
            ArgumentPlace(after: ["help", "flow"], completion: .words(actions.map(\.rawValue))),
            ArgumentPlace(
                after: ["completion"], completion: .words(Shell.allCases.map(\.rawValue))),
            ArgumentPlace(
                after: ["ask"], completion: .words(AskQuestion.Kind.allCases.map(\.rawValue))),
        ]
        return places
    }

    /// The options `command` accepts (`nil`: no command), in the order `--help` lists them.
    static func options(of command: CommandName?) -> [Option] {
        options.filter { $0.belongs(to: command) }
    }

    /// Every spelling of the options that take a value, for a shell to skip the value that
    /// follows one.
    static var spellingsTakingValues: [String] {
        options.filter { $0.value != nil }.flatMap(\.spellings)
    }
}
