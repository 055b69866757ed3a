import Glibc
import WizardCore
import WizardIO

/// `wizard setup`: runs the flow through the frontend the terminal allows, then signs in,
/// removing the stored answers of the questions its conditions skipped.
enum SetupCommand {
    /// - Parameters:
    ///   - flow: the flow to run, already read (``FlowLoader``).
    ///   - origin: where it was read from, for its variables.
    static func run(
        _ invocation: Invocation, flow: Flow, origin: FlowOrigin, context: Context
    ) throws(WizardError) -> CommandResult {
        try refuseSecretOptions(of: invocation, for: flow)
        // Before any answer is read: a secret typed, piped or in an answers file never
        // reaches a core dump.
        if flow.asksSecrets { SecretProcess.protect() }
        // `--shell`: the keys are checked before anyone answers a question.
        let shellKeys =
            invocation.profileAction == .shell
            ? try ProfileCommand.shellKeys(
                of: flow, prefix: invocation.shellPrefix(for: flow), command: "setup") : nil
        // Its variables first, each read once: the store, the answers given in advance and
        // the session all see this run's flow.
        var flow = try RunVariables.flow(
            flow, origin: origin, invocation: invocation, context: context)
        // However the run ends: the commands that named answers and failed are told of.
        defer { RunVariables.warnOfFailedCommands(in: flow, context: context) }
        if invocation.reviews { flow = flow.reviewing(true) }
        let store = try context.store(for: invocation, flow: flow)
        // Read first: a corrupt store, or a named one whose directory is missing, is
        // reported before anyone answers a question.
        let stored = try WizardError.store { () throws(StoreError) in
            try store.loadCheckingDirectory()
        }
        let storedAnswers = stored.document.answers
        // Flags win over the answers file; piped lines answer whatever is left.
        let answers = try FlowLoader.answers(for: invocation, flow: flow, context: context).merging(
            try presetAnswers(of: invocation, for: flow, context: context)
        ) { _, flag in flag }
        let missingOnly = invocation.asksOnlyMissing
        let defaultsRequested = try context.defaultsRequested()
        let requestedPriority = try context.priorityRequested()
        let priority = invocation.priority ?? requestedPriority ?? .low
        let answering = Session.Answering(
            takesDefaults: invocation.takesDefaults || defaultsRequested,
            asksOnlyMissing: missingOnly,
            // Someone who has seen the flow is asked what is missing without its pages.
            showsPages: !(missingOnly && stored.document.isSignedIn), priority: priority)
        // The flow is a question source of one batch, asked as every source's batches are.
        var source = FlowFileSource<WizardError>(
            QuestionBatch(flow: flow, answeredInAdvance: answers, stored: storedAnswers))
        var frontend = FrontendRun.Frontend.none
        let asked = try QuestionRun.asking(&source, answering: answering, context: context) {
            session throws(WizardError) in
            try checkStandardInput(for: session, invocation: invocation)
            frontend = try FrontendRun.asking(
                &session, invocation: invocation, context: context,
                historyPath: StoreLocation.historyPath(environment: context.environment))
        }
        // Its one batch has nothing before it to go back to: it was answered.
        guard let session = asked else { throw .frontend(.quit) }
        // The flow ended the run on purpose: nothing is saved, not even the history.
        if let exit = session.exit { throw .flowEnded(exit, verbose: invocation.verbose) }
        if session.overran { throw .flowOverran }
        // Secrets kept hashed are hashed once, before the lock is taken.
        let kept = try WizardError.store { () throws(StoreError) in
            try session.keptAnswers(asStored: storedAnswers.merging(answers) { $1 }) {
                secret throws(StoreError) in
                do throws(SystemError) {
                    return try SecretHash.yescrypt(secret)
                } catch {
                    throw .unwritable(path: store.path, error)
                }
            }
        }
        let saved = try WizardError.store { () throws(StoreError) in
            try store.update(
                from: stored, wait: invocation.lockWait, onWait: context.announceWaiting
            ) { document in
                document.signIn(with: kept, removing: session.skippedKeys)
                return true
            }
        }
        // `--json`, `--shell`: the saved profile as `profile` prints it, instead of the card.
        let printsProfile = invocation.profileAction == .json || invocation.profileAction == .shell
        let card =
            printsProfile ? nil : ProfileCard(document: saved.document, language: context.language)
        switch frontend {
        case .screens(let screens):
            // The card stays in the scrollback, boxed, when the screens were drawn on
            // standard output; captured, standard output gets its plain lines.
            let boxed = AnswerMode.screenDescriptor == STDOUT_FILENO
            screens.finish(
                showing: boxed ? card : nil, logoutCommand: HintCommand.logout(for: invocation))
            if boxed, card != nil { return CommandResult(.success, saved: saved.wrote) }
        case .lines(let editor):
            session.historyEntries.forEach(editor.remember)
        case .none:
            break
        }
        if let shellKeys {
            context.standardOutput.write(
                try ProfileCommand.shellLines(
                    of: saved.document, keys: shellKeys, prefix: invocation.shellPrefix(for: flow),
                    adding: session.unkeptAnswers))
        } else {
            context.standardOutput.write(
                card?.text
                    ?? ProfileCommand.jsonLine(of: saved.document, adding: session.unkeptAnswers))
        }
        return CommandResult(.success, saved: saved.wrote)
    }

    /// Refuses a run whose flow came on standard input (`--flow -`) when it would read
    /// answers there too: standard input is not a terminal (so its lines are the answers)
    /// and some question is left to ask once the answers given in advance, `--defaults` and
    /// `--missing` have answered theirs. A run with nothing left to ask, or at a terminal
    /// (the flow typed, then Ctrl-D), goes on.
    private static func checkStandardInput(for session: Session, invocation: Invocation)
        throws(WizardError)
    {
        guard invocation.flowPath == InputFile.standardInput, isatty(STDIN_FILENO) != 1,
            session.stepsAhead.contains(where: \.isQuestion)
        else { return }
        throw .usage(UsageError(.flowOnStandardInput, command: "setup"))
    }

    /// Refuses an option that answers a step whose answer may not be on the command line (a
    /// secret, which `ps` would show every user), before anything is read: such an answer
    /// comes from `--answers FILE` or standard input.
    private static func refuseSecretOptions(of invocation: Invocation, for flow: Flow)
        throws(WizardError)
    {
        for preset in invocation.presetAnswers {
            guard let step = flow.step(id: preset.stepID), step.isQuestion,
                !step.kind.exposure.mayAppear(in: .commandLine)
            else { continue }
            throw .usage(
                UsageError(.secretOption(option: preset.option, key: step.id), command: "setup"))
        }
    }

    /// The answers given as options, validated by their steps; one a soft check warns
    /// about is kept, the warning on standard error.
    private static func presetAnswers(
        of invocation: Invocation, for flow: Flow, context: Context
    ) throws(WizardError) -> [String: Answer] {
        var answers: [String: Answer] = [:]
        for preset in invocation.presetAnswers {
            guard let step = flow.step(id: preset.stepID), step.isQuestion else {
                throw .usage(
                    UsageError(
                        .noStepForOption(option: preset.option, key: preset.stepID),
                        command: "setup"))
            }
            do {
                let reply = Reply.given(preset.value)
                let answer = try step.answer(for: reply)
                answers[step.id] = answer
                if let answer, let warning = step.warning(about: answer, for: reply) {
                    context.warn(
                        about: AnswerRefused(
                            step: step, source: .option(preset.option), error: warning))
                }
            } catch {
                throw .refused(
                    AnswerRefused(step: step, source: .option(preset.option), error: error))
            }
        }
        return answers
    }
}
