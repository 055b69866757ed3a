import WizardCore
import WizardIO
import WizardMessages

/// Runs a command line: parses it, dispatches to its command, reports its error.
enum Wizard {
    /// Runs wizard with `arguments` (those after the program name) to its end: the
    /// command's output, or its error reported on `standardError` by ``ErrorReport``.
    ///
    /// Standard output is checked once at the end, as GNU's `close_stdout` does: if a write
    /// to it failed, the output was lost, which is reported (saying so when the profile was
    /// saved all the same) and exits 74.
    ///
    /// `reader` is what the reader asks for, when the caller has read it already
    /// (``RunLanguage/init(arguments:environment:)``, which `main.swift` reads first).
    ///
    /// - Returns: the status to exit with; the caller (`main.swift`) is the one place that
    ///   exits.
    static func main(
        arguments: [String], environment: [String: String], standardOutput: any TextSink,
        standardError: any TextSink, reader: RunLanguage? = nil
    ) -> ExitStatus {
        main(
            ProcessText(arguments: arguments, environment: environment),
            standardOutput: standardOutput, standardError: standardError, reader: reader)
    }

    /// Runs wizard as ``main(arguments:environment:standardOutput:standardError:reader:)`` does,
    /// with the process's text: an argument that is not UTF-8 is refused before the line is
    /// parsed, and a path's variable that is not UTF-8 before a command that may use it
    /// (``ProcessText/check(for:)``).
    static func main(
        _ process: ProcessText, standardOutput: any TextSink, standardError: any TextSink,
        reader: RunLanguage? = nil
    ) -> ExitStatus {
        let (arguments, environment) = (process.arguments, process.environment)
        // `wizard whiptail …`, `wizard dialog …` (and wizard run by either name): every word
        // after the program's name is the program's, read as it reads them.
        if let name = arguments.first, let program = BoxProgram(rawValue: name) {
            return BoxRun.run(
                program, process: process, standardOutput: standardOutput,
                standardError: standardError)
        }
        // A line that cannot be parsed is still reported in the language it asks for.
        var reader = reader ?? RunLanguage(arguments: arguments, environment: environment)
        var saved = false
        var status: ExitStatus
        do throws(WizardError) {
            try process.check()
            let invocation = try WizardError.usage { () throws(UsageError) in
                try CommandLineParser.parse(arguments)
            }
            reader = reader.parsed(invocation)
            try process.check(for: invocation)
            let context = Context(
                environment: environment, language: reader.ofMessages,
                standardOutput: standardOutput, standardError: standardError)
            let result = try run(invocation, reader: reader, context: context)
            (status, saved) = (result.status, result.saved)
        } catch {
            let report = ErrorReport(error, language: reader.ofMessages)
            standardError.write(report.text)
            status = report.status
        }
        if let failure = standardOutput.writeFailure {
            let report = ErrorReport(
                .outputLost(failure, saved: saved), language: reader.ofMessages)
            standardError.write(report.text)
            status = report.status
        }
        return status
    }

    /// Dispatches an invocation to its command, in the run's language: chosen here, once,
    /// when the flow the command shows is read (``RunLanguage/chosen(showing:)``), its note
    /// written before anything the command writes.
    static func run(_ invocation: Invocation, reader: RunLanguage, context: Context)
        throws(WizardError) -> CommandResult
    {
        let command = try LoadedCommand(invocation)
        let choice = reader.chosen(showing: command.shownTexts)
        if let note = choice.note { context.standardError.write(note) }
        var context = context
        context.language = choice.language
        switch command {
        case .setup(let flow, let origin):
            return try SetupCommand.run(invocation, flow: flow, origin: origin, context: context)
        case .profile(let flow):
            return try ProfileCommand.run(invocation, flow: flow, context: context)
        case .automatic(let flow, let origin):
            // The seed's IntroView: the profile once signed in, else onboarding; someone
            // signed in is first asked what the flow gained since (as `setup --missing`).
            let store = try context.store(for: invocation, flow: flow)
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            guard document.isSignedIn else {
                return try SetupCommand.run(
                    invocation, flow: flow, origin: origin, context: context)
            }
            // Which questions a condition on a variable asks is known once the variables are
            // read: read them now, once, for the profile or the setup that follows.
            let flow =
                flow.testsVariables
                ? try RunVariables.flow(
                    flow, origin: origin, invocation: invocation, context: context) : flow
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
            guard let help = CommandHelp.text(topic: topic) else {
                throw .usage(UsageError(.unknownHelpTopic(topic ?? "")))
            }
            context.standardOutput.write(help(context.language) + "\n")
            return CommandResult(.success)
        case .completion(let shell):
            return CommandResult(CompletionCommand.run(shell, context: context))
        case .ask(let question):
            return try AskCommand.run(question, invocation: invocation, context: context)
        case .debconf(let request):
            return try DebconfCommandRun.run(request, invocation: invocation, context: context)
        case .version:
            context.standardOutput.write(Message.version + "\n")
            return CommandResult(.success)
        }
    }
}
