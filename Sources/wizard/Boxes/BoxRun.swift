import Glibc
import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// `wizard whiptail ARGS…` and `wizard dialog ARGS…` (or wizard run by the name `whiptail` or
/// `dialog`): one box of a shell script, read from the program's own command line
/// (``BoxCommandLine``), asked in the mode the environment allows, its result written and
/// its status returned as the program would (`docs/boxes.md`).
///
/// The mode comes from the environment, since a script passes no wizard option:
/// - piped, when `WIZARD_ANSWERS` names a file of lines or standard input is no terminal:
///   the box takes the next line (``BoxPipedAnswer``);
/// - plain, under `WIZARD_PLAIN`, `ACCESSIBLE` or `TERM=dumb`, and the screens otherwise,
///   drawn on the terminal even when standard output and error are captured
///   (`x=$(whiptail … 3>&1 1>&2 2>&3)`), as ``FrontendRun`` runs every session.
///
/// Every failure is one line on standard error, `wizard whiptail: …`, and the program's
/// error status (255 for both, 1 for what whiptail's option parser refuses); nothing is
/// written to the result's destination then.
enum BoxRun {
    /// Runs `process`'s arguments after its first, `whiptail` or `dialog` (`program`), in the
    /// language of the environment. An argument that is not UTF-8 is refused, as every
    /// command refuses it, with the program's error status.
    static func run(
        _ program: BoxProgram, process: ProcessText, standardOutput: any TextSink,
        standardError: any TextSink
    ) -> ExitStatus {
        let language = RunLanguage(arguments: [], environment: process.environment).ofMessages
        let errorStatus = ExitStatus(
            rawValue: Int32(truncatingIfNeeded: statuses(of: program, process.environment).error))
        let context = Context(
            environment: process.environment, language: language,
            standardOutput: standardOutput, standardError: standardError)
        var process = process
        process.arguments.removeFirst()
        process.undecodedArguments = process.undecodedArguments.filter { $0 > 0 }.map { $0 - 1 }
        do throws(WizardError) {
            try process.check()
        } catch {
            let report = ErrorReport(error, language: language)
            let line = report.lines.first.map {
                $0.hasPrefix("wizard: ") ? String($0.dropFirst(8)) : $0
            }
            Self.report(line ?? "", program: program, context: context)
            return errorStatus
        }
        let status = run(program, arguments: process.arguments, context: context)
        if let failure = standardOutput.writeFailure {
            let report = ErrorReport(.outputLost(failure, saved: false), language: language)
            standardError.write(report.text)
            return errorStatus
        }
        return status
    }

    /// Runs `arguments` (those after `whiptail` or `dialog`) as `program` reads them.
    static func run(_ program: BoxProgram, arguments: [String], context: Context) -> ExitStatus {
        let statuses = statuses(of: program, context.environment)
        let invocation = BoxCommandLine.read(
            arguments, as: program, environment: context.environment)
        switch invocation {
        case .help:
            context.standardOutput.write(Message.Help.boxes(context.language) + "\n")
            return .success
        case .version:
            context.standardOutput.write(Message.version + "\n")
            return .success
        case .nothing:
            return .success
        case .refused(let problem, let status):
            report(problem.message, program: program, context: context)
            return ExitStatus(rawValue: Int32(truncatingIfNeeded: status))
        case .box(let command):
            do throws(BoxFailure) {
                let result = try run(command, context: context)
                return ExitStatus(rawValue: Int32(truncatingIfNeeded: result.status))
            } catch {
                report(error.message(context.language), program: program, context: context)
                return ExitStatus(rawValue: Int32(truncatingIfNeeded: statuses.error))
            }
        }
    }

    /// Asks `command`'s box and writes its result: what it wrote and its status.
    private static func run(_ command: BoxCommand, context: Context) throws(BoxFailure)
        -> BoxResult
    {
        let output = try BoxDestination(command)
        let fileText = try command.fileToRead.map { path throws(BoxFailure) in
            try BoxDestination.readFile(path, command: command)
        }
        let outcome = try ask(command, fileText: fileText, context: context)
        let result = command.result(of: outcome)
        output.write(result.output, context: context)
        return result
    }

    /// How the box ended, in the mode the environment allows.
    private static func ask(_ command: BoxCommand, fileText: String?, context: Context)
        throws(BoxFailure) -> BoxOutcome
    {
        let environment = context.environment
        if case .gauge = command.widget {
            BoxGaugeRun(command: command, context: context).run()
            return command.defaultOutcome
        }
        let answers = environment["WIZARD_ANSWERS"].flatMap { $0.isEmpty ? nil : $0 }
        var piped = answers != nil || isatty(STDIN_FILENO) != 1
        // `curl … | bash`: standard input is the script; the box asks at the terminal, as
        // whiptail and dialog do, and never eats the script's next line.
        if piped, answers == nil, command.waitsForAnswer, ScriptOnInput.isParentScript() {
            guard ScriptOnInput.readTerminalInstead() else {
                throw .scriptOnInput(box: command.boxName)
            }
            piped = false
        }
        guard command.waitsForAnswer else {
            if !piped { BoxShownText(command: command, context: context).show() }
            return command.defaultOutcome
        }
        let batch = command.batch(fileText: fileText)
        if piped {
            return try BoxPipedAnswer(
                command: command, batch: batch, answersFile: answers, context: context
            ).outcome()
        }
        var session = batch.session(answering: Session.Answering(), language: context.language)
        // A password is held from the first key typed: never in a core dump.
        if session.flow.asksSecrets { SecretProcess.protect() }
        // dialog's `--timeout`: no key for that long ends the box as Esc does.
        var invocation = Invocation()
        invocation.timeout = command.options.timeoutSeconds
        do throws(FrontendError) {
            // Plain mode talks on the terminal: the script captures standard output or error.
            _ = try FrontendRun.run(
                &session, invocation: invocation, context: context, historyPath: nil,
                readsAhead: false, conversation: AnswerMode.screenDescriptor)
        } catch {
            switch error {
            case .quit, .timedOut: return .escaped
            default: throw .frontend(error)
            }
        }
        if session.leftBackward {
            return BoxOutcome(
                .pressed(.cancel), values: command.startingValues,
                currentIndex: command.startingIndex)
        }
        return command.outcome(after: session)
    }

    /// The statuses `program` exits with: dialog's as its environment sets them.
    private static func statuses(of program: BoxProgram, _ environment: [String: String])
        -> BoxStatuses
    {
        program == .whiptail ? .whiptail : .dialog(environment: environment)
    }

    /// Writes `message` as the run's one line of failure.
    static func report(_ message: String, program: BoxProgram, context: Context) {
        context.standardError.write("wizard \(program.rawValue): \(message)\n")
    }
}

extension ProcessText {
    /// The same process text with the program's name first when wizard was run as
    /// `whiptail` or `dialog` (`path`'s last component, a link's name), so that it runs as
    /// `wizard whiptail …`; unchanged under any other name.
    func invoked(as path: UnsafeMutablePointer<CChar>?) -> ProcessText {
        guard let path else { return self }
        // The last component, found in place: every run asks.
        let base = strrchr(path, Int32(UInt8(ascii: "/"))).map { $0 + 1 } ?? path
        guard let program = BoxProgram(rawValue: String(cString: base)) else { return self }
        var invoked = self
        invoked.arguments.insert(program.rawValue, at: 0)
        invoked.undecodedArguments = undecodedArguments.map { $0 + 1 }
        return invoked
    }
}
