import Glibc
import WizardCore
import WizardIO

/// `wizard setup`: runs the flow through the frontend the terminal allows, then signs in.
enum SetupCommand {
    /// - Parameter flow: the flow to run, already read (``FlowLoader``).
    static func run(_ invocation: Invocation, flow: Flow, context: Context) throws(WizardError)
        -> ExitStatus
    {
        let store = try context.store(for: invocation, flow: flow)
        // Read first: a corrupt store is reported before anyone answers a question.
        let stored = try WizardError.store { () throws(StoreError) in try store.load() }
        // Flags win over the answers file; piped lines answer whatever is left.
        let answers = try FlowLoader.answers(for: invocation, flow: flow).merging(
            try presetAnswers(of: invocation, for: flow)
        ) { _, flag in flag }
        var session = Session(flow: flow, answeredInAdvance: answers, stored: stored.answers)
        var screens: InteractiveFrontend?
        if session.needsInput {
            screens = try answer(&session, invocation: invocation, context: context)
        }
        let saved = try WizardError.store { () throws(StoreError) in
            try store.update(onWait: { context.announceWaiting(for: store) }) { document in
                document.signIn(with: session.answers)
                return true
            }
        }
        let card = ProfileCard(document: saved, language: context.language)
        if let screens {
            screens.finish(showing: card)
        } else {
            context.standardOutput.write(card.text)
        }
        return .success
    }

    /// The answers given as options, validated by their steps.
    private static func presetAnswers(of invocation: Invocation, for flow: Flow)
        throws(WizardError) -> [String: Answer]
    {
        var answers: [String: Answer] = [:]
        for preset in invocation.presetAnswers {
            guard let step = flow.step(id: preset.stepID), step.isQuestion else {
                throw .usage(
                    UsageError(
                        .noStepForOption(option: preset.option, key: preset.stepID),
                        command: "setup"))
            }
            do {
                answers[step.id] = try step.answer(for: .line(preset.value))
            } catch {
                throw .refused(
                    AnswerRefused(step: step, source: .option(preset.option), error: error))
            }
        }
        return answers
    }

    /// Runs the frontend the terminal allows.
    ///
    /// - Returns: the interactive frontend when it ran, to show the card once saved.
    private static func answer(
        _ session: inout Session, invocation: Invocation, context: Context
    ) throws(WizardError) -> InteractiveFrontend? {
        do {
            return try runFrontend(&session, invocation: invocation, context: context)
        } catch {
            throw .frontend(error)
        }
    }

    /// ``answer(_:invocation:context:)`` with the frontends' own error type.
    private static func runFrontend(
        _ session: inout Session, invocation: Invocation, context: Context
    ) throws(FrontendError) -> InteractiveFrontend? {
        let mode = AnswerMode.detect(
            environment: context.environment, plainRequested: invocation.plain)
        // Ctrl-C at a terminal quits at once, as Esc does, with the same words.
        let quitMessage = ErrorReport(.frontend(.quit), language: context.language).text
        if mode == .interactive {
            InterruptQuit.install(message: quitMessage)
        }
        if mode == .interactive,
            let terminal = TerminalController(
                descriptor: STDIN_FILENO, outputDescriptor: STDOUT_FILENO)
        {
            let editor = ReadlineEditor(
                inputDescriptor: STDIN_FILENO, outputDescriptor: STDOUT_FILENO,
                bracketedPaste: true,
                historyPath: StoreLocation.historyPath(environment: context.environment),
                wakeDescriptor: terminal.wakeDescriptor)
            let screens = InteractiveFrontend(
                terminal: terminal, editor: editor, language: context.language,
                accent: context.usesColour(invocation) ? session.flow.accent : nil,
                animates: !invocation.noAnimation)
            try screens.run(&session)
            return screens
        }
        switch mode {
        case .piped:
            try PipedFrontend(lines: LineSource(descriptor: 0)).run(&session)
        case .plain, .interactive:
            let conversation = AnswerMode.conversationDescriptor()
            InterruptQuit.install(message: quitMessage, newlineDescriptor: conversation)
            var frontend = PlainFrontend(
                reader: ReadlineEditor(inputDescriptor: 0, outputDescriptor: conversation),
                output: FileDescriptorSink(descriptor: conversation), language: context.language)
            try frontend.run(&session)
        }
        return nil
    }
}
