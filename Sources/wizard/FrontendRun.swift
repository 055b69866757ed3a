import Glibc
import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// The frontend a run's session is answered through: the screens, plain lines or piped
/// lines, as ``AnswerMode`` chooses; `setup` and `ask` run their sessions the same way.
enum FrontendRun {
    /// The frontend that asked the questions, for what it does once the profile is saved.
    enum Frontend {
        /// The interactive screens, which leave the card in the scrollback.
        case screens(InteractiveFrontend)
        /// Plain mode's line editor, whose history keeps the text answers.
        case lines(ReadlineEditor)
        /// Piped answers, or nothing left to ask.
        case none
    }

    /// Runs the frontend the terminal allows on `session` to its end.
    ///
    /// - Parameters:
    ///   - historyPath: the line editor's history of earlier answers; `nil` for none, read
    ///     or written (`wizard ask`, which stores nothing).
    ///   - readsAhead: whether piped input may be read past the line a question takes
    ///     (``LineSource``); `false` leaves the rest of standard input to the next command.
    ///   - lines: the piped lines, when one source serves several sessions (a command's
    ///     batches, which one line after the other answer); by default a source of its own.
    ///   - wordsSaid: whether plain mode said its back and quit words in an earlier session
    ///     of the run, so that it does not say them again.
    ///   - conversation: where plain mode talks, when the caller knows better than
    ///     ``AnswerMode/conversationDescriptor()`` (a box, whose script captures standard
    ///     error as well as standard output, talks on the terminal).
    ///   - saves: whether the run saves its answers; Ctrl-C's words for one that does not
    ///     (`wizard ask`) say nothing of saving (``WizardError/askStopped(_:)``).
    static func run(
        _ session: inout Session, invocation: Invocation, context: Context,
        historyPath: String?, readsAhead: Bool = true, lines: LineSource? = nil,
        wordsSaid: Bool = false, conversation: Int32? = nil, saves: Bool = true
    ) throws(FrontendError) -> Frontend {
        let environment = context.environment
        let mode = AnswerMode.detect(environment: environment, plainRequested: invocation.plain)
        let glyphs = Glyphs.forTerminal(environment: environment)
        // `--timeout 0` waits for ever, whatever the flow says.
        let idleLimit = (invocation.timeout ?? session.flow.timeout).flatMap { $0 > 0 ? $0 : nil }
        // Ctrl-C at a terminal quits at once, as Esc does, with the same words (piped runs
        // keep the default: the signal ends them).
        func quitMessage() -> String {
            ErrorReport(saves ? .frontend(.quit) : .askStopped(.quit), language: context.language)
                .text
        }
        if mode == .interactive {
            InterruptQuit.install(message: quitMessage())
        }
        // The screens go to standard output, or to the controlling terminal when standard
        // output is captured (`$(wizard setup --json)`).
        if mode == .interactive, let screen = AnswerMode.screenDescriptor,
            let terminal = TerminalController(descriptor: STDIN_FILENO, outputDescriptor: screen)
        {
            // Readline is set up when a text field first needs it (ReadlineEditor), before
            // the first screen; its settings file is checked then.
            let editor = ReadlineEditor(
                inputDescriptor: STDIN_FILENO, outputDescriptor: screen,
                bracketedPaste: true, historyPath: historyPath,
                wakeDescriptor: terminal.wakeDescriptor, glyphs: glyphs,
                readsSettings: { InputrcNotice.readsSettings(context: context) })
            let screens = InteractiveFrontend(
                terminal: terminal, editor: editor, language: context.language,
                accent: context.usesColour(invocation) ? session.flow.accent : nil,
                animates: !invocation.noAnimation, progressStyle: invocation.progressStyle,
                idleLimit: idleLimit, glyphs: glyphs)
            try screens.run(&session)
            return .screens(screens)
        }
        switch mode {
        case .piped:
            try PipedFrontend(lines: lines ?? LineSource(descriptor: 0, readsAhead: readsAhead)) {
                context.warn(about: $0)
            }.run(
                &session)
            return .none
        case .plain, .interactive:
            let conversation = conversation ?? AnswerMode.conversationDescriptor()
            InterruptQuit.install(message: quitMessage(), newlineDescriptor: conversation)
            let editor = ReadlineEditor(
                inputDescriptor: 0, outputDescriptor: conversation, historyPath: historyPath,
                readsSettings: { InputrcNotice.readsSettings(context: context) },
                notASCIINotice: glyphs.words(Message.lettersNeedUTF8(context.language)))
            var frontend = PlainFrontend(
                reader: editor, output: FileDescriptorSink(descriptor: conversation),
                language: context.language, idleLimit: idleLimit, glyphs: glyphs,
                wordsSaid: wordsSaid)
            try frontend.run(&session)
            return .lines(editor)
        }
    }
}

extension FrontendRun {
    /// ``run(_:invocation:context:historyPath:readsAhead:lines:wordsSaid:conversation:saves:)``,
    /// its failure a ``WizardError`` (``WizardError/askStopped(_:)`` for a run that does not
    /// save): how a command's ``QuestionRun`` asks each batch.
    static func asking(
        _ session: inout Session, invocation: Invocation, context: Context,
        historyPath: String?, readsAhead: Bool = true, lines: LineSource? = nil,
        wordsSaid: Bool = false, saves: Bool = true
    ) throws(WizardError) -> Frontend {
        do {
            return try run(
                &session, invocation: invocation, context: context, historyPath: historyPath,
                readsAhead: readsAhead, lines: lines, wordsSaid: wordsSaid, saves: saves)
        } catch {
            throw saves ? .frontend(error) : .askStopped(error)
        }
    }
}

extension QuestionRun {
    /// Asks every batch of `source` through `ask`, in the reader's language, as
    /// ``run(_:answering:language:ask:)`` does, every failure a ``WizardError``.
    static func asking<Source: QuestionSource>(
        _ source: inout Source, answering: Session.Answering, context: Context,
        ask: (inout Session) throws(WizardError) -> Void
    ) throws(WizardError) -> Session? where Source.Failure == WizardError {
        do {
            return try run(&source, answering: answering, language: context.language, ask: ask)
        } catch {
            switch error {
            case .source(let failure), .asking(let failure): throw failure
            }
        }
    }
}
