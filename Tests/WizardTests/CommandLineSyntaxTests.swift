import Testing
import WizardCore
import WizardMessages

@testable import wizard

/// The command line's one description against what reads it: the parser accepts every
/// option where the syntax says it belongs, and the help of each command names them all.
@Suite("Command-line syntax", .timeLimit(.minutes(5)))
struct CommandLineSyntaxTests {
    /// An argument list giving `option` to `command`, with a value when it takes one.
    private func arguments(_ option: CommandLineSyntax.Option, command: String?) -> [String] {
        let value: [String] =
            switch option.value {
            case nil: []
            case .language: ["ko"]
            case .number, .seconds: ["30"]
            case .jsonFile, .path, .text: ["x.json"]
            case .choice(let words): [words[0]]
            case .assignment: ["x=1"]
            case .shellName: ["APP_"]
            case .descriptors: ["5,6"]
            }
        let words = command?.split(separator: " ").map(String.init) ?? []
        // `--prefix` names the variables of `--shell`, and is refused without it.
        let companion = option.id == .prefix ? ["--shell"] : []
        return words + companion + [option.name] + value
    }

    @Test("the table lists every flag of `ask`, once, in the order of its fields, last")
    func askOptions() {
        let fields = CommandLineSyntax.options.compactMap { option -> AskQuestion.Field? in
            if case .ask(let field) = option.id { field } else { nil }
        }
        #expect(fields == AskQuestion.Field.allCases)
        let count = CommandLineSyntax.options.count
        #expect(
            CommandLineSyntax.options.suffix(fields.count).map(\.name) == fields.map(\.spelling))
        #expect(count > fields.count)
        // The parser takes a value that does not start with `-` as no option.
        #expect(
            CommandLineSyntax.options.allSatisfy { $0.spellings.allSatisfy { $0.hasPrefix("-") } })
    }

    @Test("the written-out names read back every command and program, and nothing else")
    func rawValues() {
        for command in CommandLineSyntax.CommandName.allCases {
            #expect(CommandLineSyntax.CommandName(rawValue: command.rawValue) == command)
        }
        for program in BoxProgram.allCases {
            #expect(BoxProgram(rawValue: program.rawValue) == program)
        }
        for kind in AskQuestion.Kind.allCases {
            #expect(AskQuestion.Kind(rawValue: kind.rawValue) == kind)
        }
        for other in ["", "Setup", "setup ", "dialogs", "whip"] {
            #expect(CommandLineSyntax.CommandName(rawValue: other) == nil, "\(other)")
            #expect(BoxProgram(rawValue: other) == nil, "\(other)")
            #expect(AskQuestion.Kind(rawValue: other) == nil, "\(other)")
        }
    }

    @Test("every option parses where it belongs and is refused where it does not")
    func optionsWhereTheyBelong() {
        let commands: [String?] = [nil, "setup", "profile", "help", "completion bash"]
        for option in CommandLineSyntax.options where ![.help, .version].contains(option.id) {
            for command in commands {
                let name = command?.split(separator: " ").first.map(String.init)
                let belongs = option.belongs(to: name.flatMap(CommandLineSyntax.CommandName.init))
                var parsed = true
                do { _ = try CommandLineParser.parse(arguments(option, command: command)) } catch {
                    parsed = false
                }
                #expect(parsed == belongs, "\(option.name) with \(command ?? "no command")")
            }
        }
    }

    @Test("every spelling of every option is known to the parser")
    func everySpelling() throws {
        for option in CommandLineSyntax.options {
            for spelling in option.spellings {
                #expect(CommandLineSyntax.option(spelled: spelling)?.id == option.id)
            }
        }
    }

    @Test("each command's help, in every UI language, names every option it accepts")
    func helpNamesEveryOption() throws {
        for language in Message.uiLanguages {
            for command in CommandLineSyntax.CommandName.allCases where command != .help {
                let text = try #require(CommandHelp.text(topic: command.rawValue))
                let help = text(language)
                for option in CommandLineSyntax.options where option.belongs(to: command) {
                    #expect(
                        help.contains(option.name),
                        "\(command) help (\(language)) lacks \(option.name)")
                }
            }
            let overviewText = try #require(Message.help(topic: nil))
            let overview = overviewText(language)
            for option in CommandLineSyntax.options where option.belongs(to: nil) {
                #expect(
                    overview.contains(option.name), "overview (\(language)) lacks \(option.name)")
            }
        }
    }

    @Test("every help text, in every UI language, fits 80 columns")
    func helpFitsEightyColumns() throws {
        let topics = [nil] + CommandLineSyntax.CommandName.allCases.map(\.rawValue)
        for language in Message.uiLanguages {
            for topic in topics {
                let text = try #require(CommandHelp.text(topic: topic))
                for line in text(language).split(separator: "\n") {
                    #expect(
                        String(line).displayWidth <= 80,
                        "\(topic ?? "overview") (\(language)): \(line)")
                }
            }
        }
    }

    @Test("help has a topic for every command")
    func helpTopics() {
        for topic in CommandLineSyntax.helpTopics {
            #expect(CommandHelp.text(topic: topic) != nil, "\(topic)")
        }
    }
}
