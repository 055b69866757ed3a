import WizardCore
import WizardMessages
import WizardText

/// Answers a session on a terminal with the seed's screens (`docs/screens.md`; their keys
/// in `docs/usage.md`): raw keys for info pages, the slider and the picker; GNU readline
/// for text fields; alerts with the bell; Shift-Tab back; Ctrl-C to quit, and Esc, which
/// asks first once answers have been given; Ctrl-Z to suspend, with the frame erased first
/// and drawn afresh after `fg`, so the scrollback keeps no stale copy; re-layout on resize.
///
/// The Elm loop: keys go to ``InteractiveState``, ``StepScreen`` lays out a ``Frame``,
/// ``Screen`` writes what changed. Contract: when ``run(_:)`` returns or throws, the
/// frame is erased and the terminal is as it was found.
///
/// Every edge is a seam: events and output through an ``InteractiveTerminal``, text
/// fields through a ``LineEditor``, time through a ``MonotonicClock``. The real ones are
/// ``TerminalController``, ``ReadlineEditor`` and ``SystemClock``; tests and the benchmark
/// run this same loop over scripted ones.
public final class InteractiveFrontend {
    private let terminal: any InteractiveTerminal
    private let editor: any LineEditor
    let clock: any MonotonicClock
    private let screen: Screen
    private let language: Language
    private let animates: Bool
    /// `--progress`, or `nil` for the flow's own style.
    private let progressStyle: ProgressStyle?
    /// Whether the text field shows its placeholder: only with colour, since without it
    /// the placeholder's dimming may not show and it would read as typed text.
    private let showsPlaceholder: Bool
    private let glyphs: Glyphs
    private var decoder = KeyDecoder()
    private var layout: StepScreen
    /// Bytes read but not yet decoded: keys typed ahead, kept for the step they were
    /// meant for, including a text field, whose editor then gets them.
    /// A slice, so that taking the first byte of a long paste costs nothing.
    private var unread: ArraySlice<UInt8> = []
    /// Keys decoded but not yet handled.
    private var undelivered: [Key] = []
    /// The final text answers, added to the line editor's history once the profile is saved.
    private var answers: [HistoryEntry] = []
    /// Seconds without a key after which the run gives up (`--timeout`), `nil` for never.
    private let idleLimit: Int?
    /// The time since the last key, while ``run(_:)`` runs with an ``idleLimit``
    /// (`InteractiveFrontend+Timeout.swift`).
    var timer: IdleTimer?

    /// - Parameters:
    ///   - terminal: where events come from and frames go.
    ///   - editor: edits the text fields, on the same terminal.
    ///   - clock: what progress tours and the slide-in run on.
    ///   - accent: the flow's accent colour, `nil` for no colour (then the text field
    ///     shows no placeholder either).
    ///   - animates: whether steps slide in (`--no-animation` turns it off).
    ///   - progressStyle: the step indicator's style, `nil` for the flow's.
    ///   - glyphs: what the terminal can show (ASCII stand-ins under a non-UTF-8 locale).
    ///   - idleLimit: seconds without a key after which the run gives up, `nil` for never.
    ///     The last ``IdleTimer/countdownSeconds`` are counted down on screen; then an info
    ///     page is passed when the session takes defaults (`--defaults`), and otherwise
    ///     ``run(_:)`` throws ``FrontendError/timedOut(step:number:count:seconds:)``.
    ///
    /// Each step starts at its default, the session's stored answer when it has one
    /// (``Session/storedAnswer(to:)``).
    public init(
        terminal: any InteractiveTerminal, editor: any LineEditor,
        clock: any MonotonicClock = SystemClock(), language: Language, accent: AccentColour?,
        animates: Bool, progressStyle: ProgressStyle? = nil, idleLimit: Int? = nil,
        glyphs: Glyphs = .unicode
    ) {
        self.idleLimit = idleLimit
        self.terminal = terminal
        self.editor = editor
        self.clock = clock
        self.screen = Screen(sink: terminal.output, accent: accent, glyphs: glyphs)
        self.language = language
        self.animates = animates
        self.progressStyle = progressStyle
        self.showsPlaceholder = accent != nil
        self.glyphs = glyphs
        self.layout = StepScreen(
            width: terminal.size.columns, height: terminal.size.rows, language: language,
            glyphs: glyphs)
        screen.erasureChanged = { [unowned terminal] in terminal.frameErasureChanged($0) }
    }

    /// A layout for the terminal's size now, for screens of `flow`.
    ///
    /// The quit hint follows the line editor's keys (Esc is vi's own with vi keys), which
    /// only a flow with a text field needs: a flow without one never makes the editor.
    private func makeLayout(for flow: Flow) -> StepScreen {
        let escapeQuits = flow.steps.contains(where: \.isLineEdited) ? editor.escapeQuits : true
        let options = StepScreen.Options(
            progress: progressStyle ?? flow.progressStyle, escapeQuits: escapeQuits)
        return StepScreen(
            width: terminal.size.columns, height: terminal.size.rows, language: language,
            options: options, glyphs: glyphs)
    }

    /// Draws the frame of `state` (`slide` columns to the right), and tells the state what
    /// was drawn.
    private func draw(_ state: inout InteractiveState, slide: Int = 0) {
        let frame = layout.frame(for: state, slide: slide)
        state.frameDrawn(frame)
        screen.render(frame)
    }

    /// Drives `session` to completion, or throws ``FrontendError/quit`` when the person
    /// quits (Esc, Ctrl-C, Ctrl-D in an empty text field) and
    /// ``FrontendError/inputEnded(step:number:count:)`` when the terminal goes away.
    public func run(_ session: inout Session) throws(FrontendError) {
        var state = InteractiveState(session: session, language: language)
        layout = makeLayout(for: session.flow)
        timer = idleLimit.map { IdleTimer(limit: $0, now: clock.now) }
        terminal.enterRawMode()
        defer {
            screen.clear()
            terminal.restore()
        }
        _ = showCountdown(&state)
        draw(&state)
        // Each step, then the review when the flow has one (no step is current there).
        while !state.session.isComplete {
            let reaction: InteractiveState.Reaction
            // A warning's question and Esc's are answered with a key, in a text field too.
            if state.currentStep?.isLineEdited == true && state.warnedReply == nil
                && !state.isConfirmingQuit
            {
                reaction = try editText(&state)
            } else {
                switch try nextInput(state) {
                case .key(let key):
                    reaction = state.handle(key)
                case .clock:
                    let ticked = state.tick(at: clock.now)
                    let idle = try idleReaction(&state)
                    reaction = idle == .ignored ? ticked : idle
                case .redraw:
                    state.restartClock()
                    reaction = .redraw
                }
            }
            try react(to: reaction, state: &state)
            // A short limit counts down from its start: after a key, at once.
            if showCountdown(&state) { draw(&state) }
            // Time spent stopped does not turn a tour's pages.
            if reaction == .suspend { state.restartClock() }
        }
        answers = state.session.historyEntries
        session = state.session
    }

    /// After the profile is saved: remembers the text answers in the history and leaves
    /// the boxed profile card in the scrollback, with `logoutCommand` under it as the way to
    /// sign out; with no card (`setup --json`, which prints the profile itself) the screen is
    /// left as it was found. The default command is the default flow's, with the store
    /// found as usual.
    public func finish(
        showing card: ProfileCard?, logoutCommand: String = "wizard profile --logout"
    ) {
        answers.forEach(editor.remember)
        guard let card else { return }
        // A flow of info pages only has nothing to show on a card.
        guard !card.lines.isEmpty else {
            screen.finish()
            return
        }
        let hint = Message.logoutHint(command: logoutCommand)(language).terminalSafe
        screen.render(CardBox.inlineFrame(for: card, columns: layout.width, hint: hint))
        screen.finish()
    }

    private func react(to reaction: InteractiveState.Reaction, state: inout InteractiveState)
        throws(FrontendError)
    {
        switch reaction {
        case .ignored, .completed:
            return
        case .changed, .wentBack:
            draw(&state)
        case .alerted:
            draw(&state)
            screen.bell()
        case .advanced:
            slideIn(&state)
        case .redraw:
            let size = terminal.size
            if size.columns != layout.width {
                screen.resize(toColumns: size.columns)
            } else {
                screen.clear()
            }
            if size.columns != layout.width || size.rows != layout.height {
                layout = makeLayout(for: state.session.flow)
            }
            draw(&state)
        case .suspend:
            // The frame goes before the stop, so that the shell's job line takes its place
            // and after `fg` the step is drawn once, afresh, at the cursor.
            screen.clear()
            terminal.suspend()
            redrawAfterResume(&state)
        case .quit:
            throw .quit
        }
    }

    /// What the loop handles next.
    private enum Input {
        case key(Key)
        /// Time passed with no key while a progress tour runs.
        case clock
        /// The screen must be redrawn: a resize, a resume after a stop.
        case redraw
    }

    /// Seconds between redraws of a running progress tour's bar.
    private static let clockInterval = 0.1

    /// The next key, decoding one byte at a time so that bytes after a key that moves to
    /// a text field stay unread for its editor.
    private func nextInput(_ state: InteractiveState) throws(FrontendError) -> Input {
        while undelivered.isEmpty {
            if let byte = unread.popFirst() {
                undelivered = decoder.decode(CollectionOfOne(byte))
                continue
            }
            var timeout: Double? =
                decoder.hasPendingEscape
                ? KeyDecoder.loneEscapeTimeout : state.isTimed ? Self.clockInterval : nil
            if let wait = timer?.wait(at: clock.now) { timeout = min(timeout ?? wait, wait) }
            switch terminal.nextEvent(timeout: timeout) {
            case .bytes(let bytes):
                unread = bytes[...]
                timer?.keyPressed(at: clock.now)
            case .timeout:
                guard decoder.hasPendingEscape else { return .clock }
                undelivered = decoder.flushPending()
            case .resized:
                return .redraw
            case .resumed:
                terminal.enterRawMode()
                return .redraw
            case .endOfInput:
                throw inputEnded(state)
            }
        }
        return .key(undelivered.removeFirst())
    }

    private func inputEnded(_ state: InteractiveState) -> FrontendError {
        let progress = state.session.progress
        guard let step = state.currentStep else { return .quit }
        return .inputEnded(step: step, number: progress.step, count: progress.of)
    }

    /// Runs the line editor in the text field of the current frame, and gives the state
    /// how the edit ended.
    private func editText(_ state: inout InteractiveState) throws(FrontendError)
        -> InteractiveState.Reaction
    {
        let frame = layout.frame(for: state)
        guard let row = frame.fieldRow else { return .ignored }
        state.frameDrawn(frame)
        screen.render(frame)
        screen.enterField(row: row)
        terminal.leaveRawMode()
        let request = LineEditRequest(
            prompt: String(repeating: " ", count: layout.margin)
                + glyphs.cells(StepScreen.fieldPrompt),
            prefill: state.currentDraft, cursor: state.fieldCursor,
            placeholder: showsPlaceholder ? frame.fieldPlaceholder ?? "" : "",
            typeahead: Array(unread),
            firstKeyOutput: Screen.eraseRows(belowCursor: frame.fieldAlertRows),
            idleTimeout: timer?.wait(at: clock.now),
            echo: state.currentStep?.kind.exposure.echo ?? .asTyped,
            history: state.currentStep.flatMap(state.session.historyPlace(of:)))
        let result: LineEditResult
        do {
            result = try editor.edit(request)
        } catch {
            terminal.enterRawMode()
            throw .input(error)
        }
        terminal.enterRawMode()
        unread = result.unread[...]
        if let age = result.secondsSinceLastKey { timer?.keyPressed(at: clock.now - age) }
        if result.ending == .woken {
            screen.leaveFieldAfterResize(row: row, column: result.cursor.column)
        } else {
            screen.returnFromField(row: row)
        }
        guard result.ending != .endOfInput else { throw inputEnded(state) }
        let reaction = state.endEdit(
            result.ending, text: result.text, cursor: result.cursor.offset,
            keyCame: result.secondsSinceLastKey != nil)
        // The time without a key ended the edit: the timer says what follows.
        guard result.ending == .idle else { return reaction }
        let idle = try idleReaction(&state)
        return idle == .ignored ? reaction : idle
    }

    /// The seed's `.move(edge: .trailing)`: the new step's content enters from the right
    /// in a few frames.
    private func slideIn(_ state: inout InteractiveState) {
        if animates {
            for fraction in [3, 2, 1] {
                draw(&state, slide: layout.width * fraction / 4)
                clock.pause(seconds: 0.016)
            }
        }
        draw(&state)
    }

    private func redrawAfterResume(_ state: inout InteractiveState) {
        layout = makeLayout(for: state.session.flow)
        draw(&state)
    }
}
