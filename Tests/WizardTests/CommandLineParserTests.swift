import Testing
import WizardCore
import WizardText

@testable import wizard

/// The command line of docs/usage.md, parsed in-process: every command and option, and every usage
/// error with the command whose `--help` it points to.
@Suite("Command-line parser", .timeLimit(.minutes(5)))
struct CommandLineParserTests {
    private func parse(_ arguments: String...) throws(UsageError) -> Invocation {
        try CommandLineParser.parse(arguments)
    }

    /// The usage error `arguments` give, or `nil` when they parse.
    private func usageError(_ arguments: String...) -> UsageError? {
        do {
            _ = try CommandLineParser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Commands

    @Test("no command: setup or the profile, decided when run")
    func automatic() throws {
        #expect(try parse() == Invocation())
        #expect(try parse().command == .automatic)
    }

    @Test("--defaults, --missing and --timeout SECONDS, with setup or no command")
    func unattended() throws {
        let setup = try parse("setup", "--defaults", "--missing", "--timeout", "45")
        #expect(setup.takesDefaults && setup.asksOnlyMissing && setup.timeout == 45)
        let automatic = try parse("--timeout=0", "--defaults")
        #expect(
            automatic.command == .automatic && automatic.timeout == 0 && automatic.takesDefaults)
        #expect(try parse("setup", "--timeout", "86400").timeout == 86400)
        for value in ["86401", "-5", "1e3", "٣", " 5", "000009999999"] {
            #expect(
                usageError("setup", "--timeout=\(value)")
                    == UsageError(.timeoutValue(value), command: "setup"), "\(value)")
        }
        for option in ["--defaults", "--missing"] {
            #expect(
                usageError("profile", option)
                    == UsageError(
                        .optionNeedsCommand(option: option, command: "setup"), command: "profile"))
        }
    }

    @Test("--var NAME=VALUE, repeatable, with setup or no command; the last for a name wins")
    func variables() throws {
        let setup = try parse("setup", "--var", "mail=a=b", "--var=zone=", "--var", "mail=c")
        #expect(setup.variables == ["mail": "c", "zone": ""])
        #expect(try parse("--var", "x.y-z_1=\n").variables == ["x.y-z_1": "\n"])
        for value in [
            "mail", "=x", "1a=b", "app=x", "a b=c", "\(String(repeating: "a", count: 65))=x",
        ] {
            #expect(
                usageError("setup", "--var", value)
                    == UsageError(.malformedVariable(value), command: "setup"), "\(value)")
        }
        #expect(
            usageError("profile", "--var", "a=b")
                == UsageError(
                    .optionNeedsCommand(option: "--var", command: "setup"), command: "profile"))
    }

    @Test("setup and profile parse as their commands; profile alone shows the card")
    func setupAndProfile() throws {
        #expect(try parse("setup").command == .setup)
        #expect(try parse("profile").command == .profile)
        #expect(try parse("profile").profileAction == .show)
    }

    @Test(
        "flow check FILE, flow show, flow questions [--json] [FILE] and flow schema parse as their actions"
    )
    func flowActions() throws {
        #expect(try parse("flow", "check", "f.json").command == .flow(.check(path: "f.json")))
        #expect(try parse("flow", "show").command == .flow(.show))
        #expect(try parse("flow", "schema").command == .flow(.schema))
        #expect(
            try parse("flow", "questions").command == .flow(.questions(path: nil, json: false)))
        #expect(
            try parse("flow", "questions", "f.json").command
                == .flow(.questions(path: "f.json", json: false)))
        #expect(
            try parse("flow", "questions", "--json", "f.json").command
                == .flow(.questions(path: "f.json", json: true)))
        #expect(
            try parse("--json", "flow", "questions").command
                == .flow(.questions(path: nil, json: true)))
        for action in [["check", "f.json"], ["show"], ["schema"]] {
            #expect(throws: UsageError(.jsonNeedsQuestions, command: "flow")) {
                try CommandLineParser.parse(["flow"] + action + ["--json"])
            }
        }
    }

    @Test("help, help TOPIC, --help and -h anywhere, COMMAND --help")
    func help() throws {
        #expect(try parse("help").command == .help(topic: nil))
        #expect(try parse("help", "setup").command == .help(topic: "setup"))
        #expect(try parse("help", "flow").command == .help(topic: "flow"))
        #expect(try parse("--help").command == .help(topic: nil))
        #expect(try parse("-h").command == .help(topic: nil))
        #expect(try parse("setup", "--help").command == .help(topic: "setup"))
        #expect(try parse("--help", "profile").command == .help(topic: "profile"))
        #expect(try parse("flow", "--help").command == .help(topic: "flow"))
        #expect(try parse("flow", "frob", "--help").command == .help(topic: "flow"))
        #expect(try parse("help", "setup", "--help").command == .help(topic: "setup"))
        // `wizard help flow check` is `wizard flow check --help`.
        for action in CommandLineSyntax.FlowActionName.allCases {
            #expect(try parse("help", "flow", action.rawValue).command == .help(topic: "flow"))
            #expect(try parse("flow", action.rawValue, "--help").command == .help(topic: "flow"))
        }
        // Help wins over options that belong elsewhere and over --version.
        #expect(try parse("--json", "--help").command == .help(topic: nil))
        #expect(try parse("--version", "--help").command == .help(topic: nil))
    }

    @Test("--version and -V, with or without a command")
    func version() throws {
        #expect(try parse("--version").command == .version)
        #expect(try parse("-V").command == .version)
        #expect(try parse("setup", "-V").command == .version)
    }

    // MARK: Options

    @Test("options with values, as --opt value or --opt=value, before or after the command")
    func valuedOptions() throws {
        let spaced = try parse(
            "--store", "s.json", "setup", "--flow", "f.json", "--answers", "a.json")
        #expect(spaced.command == .setup)
        #expect(spaced.storePath == "s.json")
        #expect(spaced.flowPath == "f.json")
        #expect(spaced.answersPath == "a.json")
        let inline = try parse("setup", "--store=s.json", "--flow=f.json", "--answers=a.json")
        #expect(inline == spaced)
        // The value after `=` is taken whole, `=` and all.
        #expect(try parse("--store=a=b").storePath == "a=b")
    }

    @Test("--lang en and --lang=ko choose the language; without --lang none is chosen")
    func language() throws {
        #expect(try parse("--lang", "en").language == Language(option: "en"))
        #expect(try parse("--lang=ko").language == Language(option: "ko"))
        #expect(try parse().language == nil)
    }

    @Test(
        "--plain, --no-color and --no-animation each turn their setting on; all are off by default")
    func flags() throws {
        let plain = try parse("setup", "--plain", "--no-color", "--no-animation")
        #expect(plain.plain && plain.noColour && plain.noAnimation)
        let none = try parse("setup")
        #expect(!none.plain && !none.noColour && !none.noAnimation)
    }

    @Test("--json and --logout choose the profile action")
    func profileActions() throws {
        #expect(try parse("profile", "--json").profileAction == .json)
        #expect(try parse("--logout", "profile").profileAction == .logout)
        // The same option twice is not a conflict.
        #expect(try parse("profile", "--json", "--json").profileAction == .json)
    }

    @Test("--name, --age and --gender answer steps of setup, in the order given")
    func presetAnswers() throws {
        let invocation = try parse("setup", "--name", "Alice", "--age=30", "--gender", "2")
        #expect(
            invocation.presetAnswers == [
                .init(option: "--name", stepID: "name", value: "Alice"),
                .init(option: "--age", stepID: "age", value: "30"),
                .init(option: "--gender", stepID: "gender", value: "2"),
            ])
        // A value may start with a dash: it is the option's value, not an option.
        #expect(try parse("setup", "--name", "-x").presetAnswers.first?.value == "-x")
    }

    @Test("-- ends the options; - is an argument")
    func endOfOptions() throws {
        #expect(try parse("flow", "check", "--", "--help").command == .flow(.check(path: "--help")))
        #expect(try parse("flow", "check", "-").command == .flow(.check(path: "-")))
        #expect(try parse("--", "setup").command == .setup)
    }

    // MARK: Usage errors

    @Test("an unknown option is named as typed, value and all")
    func unknownOption() {
        #expect(usageError("--bogus") == UsageError(.unknownOption("--bogus")))
        #expect(usageError("-x") == UsageError(.unknownOption("-x")))
        #expect(usageError("--bogus=1") == UsageError(.unknownOption("--bogus=1")))
        #expect(
            usageError("setup", "--bogus")
                == UsageError(.unknownOption("--bogus"), command: "setup"))
    }

    @Test("an option's value may not be missing, nor empty unless it is an answer")
    func missingValue() {
        for option in ["--store", "--flow", "--answers", "--lang", "--name", "--age", "--gender"] {
            #expect(usageError(option) == UsageError(.missingValue(option: option)), "\(option)")
        }
        for option in ["--store", "--flow", "--answers", "--lang"] {
            #expect(
                usageError(option + "=") == UsageError(.missingValue(option: option)), "\(option)")
            #expect(
                usageError("setup", option, "")
                    == UsageError(.missingValue(option: option), command: "setup"), "\(option)")
        }
    }

    @Test("an answer's option may be given empty: a blank answer, for its step to judge")
    func blankAnswerOption() throws {
        for option in ["--name", "--age", "--gender"] {
            let spelled = try CommandLineParser.parse(["setup", option + "="]).presetAnswers
            let separate = try CommandLineParser.parse(["setup", option, ""]).presetAnswers
            #expect(spelled.map(\.value) == [""], "\(option)")
            #expect(separate.map(\.value) == [""], "\(option)")
        }
    }

    @Test("an option in the place of a value means the value is missing, not a stray argument")
    func optionInPlaceOfValue() throws {
        #expect(
            usageError("setup", "--name", "--age", "30")
                == UsageError(.missingValue(option: "--name"), command: "setup"))
        #expect(
            usageError("setup", "--store", "-h")
                == UsageError(.missingValue(option: "--store"), command: "setup"))
        #expect(
            usageError("--flow", "--lang=ko") == UsageError(.missingValue(option: "--flow")))
        #expect(
            usageError("setup", "--name", "--")
                == UsageError(.missingValue(option: "--name"), command: "setup"))
        // Every option that takes a value, followed by every other option.
        for option in CommandLineSyntax.options where option.value != nil {
            for next in CommandLineSyntax.options.flatMap(\.spellings) {
                #expect(
                    usageError(option.name, next) == UsageError(.missingValue(option: option.name)),
                    "\(option.name) \(next)")
            }
        }
        // `=` always takes what follows it, even a dash.
        #expect(try parse("setup", "--name=--age").presetAnswers.first?.value == "--age")
    }

    @Test("a flag takes no value")
    func unexpectedValue() {
        for flag in ["--help", "--version", "--plain", "--no-color", "--no-animation", "--json"] {
            #expect(
                usageError(flag + "=1") == UsageError(.unexpectedValue(option: flag)), "\(flag)")
        }
        #expect(
            usageError("profile", "--logout=yes")
                == UsageError(.unexpectedValue(option: "--logout"), command: "profile"))
    }

    @Test("an unknown command, or an argument too many, is a usage error of the command in use")
    func commandsAndArguments() {
        #expect(usageError("frob") == UsageError(.unknownCommand("frob")))
        #expect(
            usageError("setup", "extra")
                == UsageError(.unexpectedArgument("extra"), command: "setup"))
        #expect(
            usageError("profile", "extra")
                == UsageError(.unexpectedArgument("extra"), command: "profile"))
        #expect(
            usageError("help", "setup", "more")
                == UsageError(.unexpectedArgument("more"), command: "help"))
        #expect(
            usageError("flow", "show", "f.json")
                == UsageError(.unexpectedArgument("f.json"), command: "flow"))
        #expect(
            usageError("flow", "check", "a", "b")
                == UsageError(.unexpectedArgument("b"), command: "flow"))
        #expect(
            usageError("help", "flow", "frob")
                == UsageError(.unexpectedArgument("frob"), command: "help"))
        #expect(
            usageError("help", "setup", "check")
                == UsageError(.unexpectedArgument("check"), command: "help"))
        #expect(
            usageError("help", "flow", "check", "f.json")
                == UsageError(.unexpectedArgument("f.json"), command: "help"))
    }

    @Test("an unknown language is a usage error naming it")
    func unknownLanguage() {
        #expect(usageError("--lang", "french") == UsageError(.unknownLanguage("french")))
    }

    @Test("wizard flow needs a known action, and check needs a file")
    func flowActionErrors() {
        #expect(usageError("flow") == UsageError(.missingFlowAction, command: "flow"))
        #expect(
            usageError("flow", "frob") == UsageError(.unknownFlowAction("frob"), command: "flow"))
        #expect(usageError("flow", "check") == UsageError(.missingFlowFile, command: "flow"))
        #expect(
            usageError("flow", "check", "f.json", "--flow", "g.json")
                == UsageError(.flowOptionWithFlowCommand, command: "flow"))
    }

    @Test("an option outside the command it belongs to is a usage error naming that command")
    func optionsBelong() {
        #expect(
            usageError("profile", "--name", "Al")
                == UsageError(
                    .optionNeedsCommand(option: "--name", command: "setup"), command: "profile"))
        #expect(
            usageError("--age", "30")
                == UsageError(.optionNeedsCommand(option: "--age", command: "setup")))
        #expect(
            usageError("--answers", "a.json")
                == UsageError(.optionNeedsCommand(option: "--answers", command: "setup")))
        #expect(
            usageError("help", "--flow", "f.json")
                == UsageError(.optionNeedsCommand(option: "--flow", command: "setup"), command: nil)
        )
        #expect(
            usageError("--version", "--flow", "f.json") == nil,
            "--version answers before any option is checked")
        #expect(usageError("setup", "--json") == nil, "setup --json prints the saved profile")
        #expect(
            usageError("flow", "show", "--json")
                == UsageError(.jsonNeedsQuestions, command: "flow"),
            "flow's --json is flow questions --json")
        #expect(
            usageError("setup", "--flow", "-", "--answers", "-")
                == UsageError(.standardInputTwice("--flow", "--answers"), command: "setup"))
        #expect(
            usageError("completion")
                == UsageError(.missingShell, command: "completion"))
        #expect(
            usageError("completion", "csh")
                == UsageError(.unknownShell("csh"), command: "completion"))
        #expect(
            usageError("--logout")
                == UsageError(.optionNeedsCommand(option: "--logout", command: "profile")))
        #expect(
            usageError("profile", "--json", "--logout")
                == UsageError(.conflictingOptions("--json", "--logout"), command: "profile"))
    }

    @Test("--flow goes with setup, profile or no command")
    func flowOption() throws {
        #expect(try parse("--flow", "f.json").flowPath == "f.json")
        #expect(try parse("profile", "--flow", "f.json").flowPath == "f.json")
        #expect(try parse("setup", "--flow", "f.json").flowPath == "f.json")
    }

    @Test("the first error wins, pointing to the help of the command in use")
    func firstErrorWins() {
        #expect(
            usageError("setup", "--bogus", "--lang", "french")
                == UsageError(.unknownOption("--bogus"), command: "setup"))
        #expect(
            usageError("--lang", "french", "frob") == UsageError(.unknownLanguage("french")))
    }

    @Test("--progress takes bar, dash or percent, anywhere on the line")
    func progress() throws {
        #expect(try parse("setup", "--progress", "dash").progressStyle == .dash)
        #expect(try parse("--progress=percent").progressStyle == .percent)
        #expect(try parse("profile", "--progress", "bar").progressStyle == .bar)
        #expect(try parse("setup").progressStyle == nil)
        #expect(usageError("--progress", "pie")?.reason == .unknownProgressStyle("pie"))
        #expect(usageError("--progress")?.reason == .missingValue(option: "--progress"))
    }
}
