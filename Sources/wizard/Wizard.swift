import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// Runs a command line: parses it, dispatches to its command, reports its error.
enum Wizard {
    /// Runs wizard with `arguments` (those after the program name) to its end: the
    /// command's output, or its error reported on `standardError` by ``ErrorReport``.
    ///
    /// Standard output is checked once at the end, as GNU's `close_stdout` does: if a write
    /// to it failed, the output was lost, which is reported (saying so when the profile was
    /// saved all the same) and exits 74.
    ///
    /// `readers` are the languages asked for, when the caller has read them already
    /// (``readers(arguments:environment:)``, which `main.swift` reads first).
    ///
    /// - Returns: the status to exit with; the caller (`main.swift`) is the one place that
    ///   exits.
    static func main(
        arguments: [String], environment: [String: String], standardOutput: any TextSink,
        standardError: any TextSink, readers: [Language]? = nil
    ) -> ExitStatus {
        main(
            ProcessText(arguments: arguments, environment: environment),
            standardOutput: standardOutput, standardError: standardError, readers: readers)
    }

    /// Runs wizard as ``main(arguments:environment:standardOutput:standardError:readers:)`` does,
    /// with the process's text: an argument that is not UTF-8 is refused before the line is
    /// parsed, and a path's variable that is not UTF-8 before a command that may use it
    /// (``ProcessText/check(for:)``).
    static func main(
        _ process: ProcessText, standardOutput: any TextSink, standardError: any TextSink,
        readers: [Language]? = nil
    ) -> ExitStatus {
        let (arguments, environment) = (process.arguments, process.environment)
        // A line that cannot be parsed is still reported in the language it asks for.
        let preferences =
            readers ?? Self.readers(arguments: arguments, environment: environment)
        var language = Language.first(of: preferences) { Message.uiLanguages.contains($0) }
        var saved = false
        var status: ExitStatus
        do throws(WizardError) {
            try process.check()
            let invocation = try WizardError.usage { () throws(UsageError) in
                try CommandLineParser.parse(arguments)
            }
            language = invocation.language ?? language
            try process.check(for: invocation)
            let context = Context(
                environment: environment, language: language, standardOutput: standardOutput,
                standardError: standardError,
                preferences: invocation.language.map { [$0] } ?? preferences)
            let result = try run(invocation, context: context)
            (status, saved) = (result.status, result.saved)
        } catch {
            let report = ErrorReport(error, language: language)
            standardError.write(report.text)
            status = report.status
        }
        if let failure = standardOutput.writeFailure {
            let report = ErrorReport(.outputLost(failure, saved: saved), language: language)
            standardError.write(report.text)
            status = report.status
        }
        return status
    }

    /// The languages a reader of `arguments` and `environment` asks for, in order: the last
    /// `--lang`'s alone, else the locale variables' (``Language/preferences(environment:)``).
    static func readers(arguments: [String], environment: [String: String]) -> [Language] {
        CommandLineParser.language(in: arguments).map { [$0] }
            ?? Language.preferences(environment: environment)
    }

    /// Dispatches an invocation to its command.
    static func run(_ invocation: Invocation, context: Context) throws(WizardError)
        -> CommandResult
    {
        switch invocation.command {
        case .setup:
            let (flow, origin) = try FlowLoader.load(path: invocation.flowPath)
            let context = LanguageNote.check(invocation, flow: flow, context: context)
            return try SetupCommand.run(invocation, flow: flow, origin: origin, context: context)
        case .profile:
            let flow = try FlowLoader.flow(path: invocation.flowPath)
            let context = LanguageNote.check(invocation, flow: flow, context: context)
            return try ProfileCommand.run(invocation, flow: flow, context: context)
        case .automatic:
            // The seed's IntroView: the profile once signed in, else onboarding; someone
            // signed in is first asked what the flow gained since (as `setup --missing`).
            let (flow, origin) = try FlowLoader.load(path: invocation.flowPath)
            let context = LanguageNote.check(invocation, flow: flow, context: context)
            let store = try context.store(for: invocation, flow: flow)
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            guard document.isSignedIn else {
                return try SetupCommand.run(
                    invocation, flow: flow, origin: origin, context: context)
            }
            let missing = Session(
                flow: flow, stored: document.answers,
                answering: Session.Answering(asksOnlyMissing: true, showsPages: false))
            guard missing.needsInput else {
                return try ProfileCommand.run(invocation, flow: flow, context: context)
            }
            var setup = invocation
            setup.asksOnlyMissing = true
            return try SetupCommand.run(setup, flow: flow, origin: origin, context: context)
        case .flow(let action):
            return CommandResult(try FlowCommand.run(action, context: context))
        case .help(let topic):
            LanguageNote.check(invocation, flow: nil, context: context)
            guard let help = CommandHelp.text(topic: topic) else {
                throw .usage(UsageError(.unknownHelpTopic(topic ?? "")))
            }
            context.standardOutput.write(help(context.language) + "\n")
            return CommandResult(.success)
        case .completion(let shell):
            return CommandResult(CompletionCommand.run(shell, context: context))
        case .ask(let question):
            LanguageNote.check(invocation, flow: nil, context: context)
            return try AskCommand.run(question, invocation: invocation, context: context)
        case .version:
            context.standardOutput.write(Message.version + "\n")
            return CommandResult(.success)
        }
    }
}
