import WizardMessages
import WizardText

/// The interactive frontend's model: the session plus what each screen is editing, the
/// alert and the notice on show, how far the page scrolls, and where the text field's
/// cursor goes on. Keys, the ends of text field edits and the frames drawn go in; a
/// ``Reaction`` tells the frontend what to do next. Pure, so every screen can be tested
/// without a terminal, and the frontend only turns events into updates and frames into
/// bytes.
public struct InteractiveState: Sendable {
    /// What the frontend should do after an update.
    public enum Reaction: Sendable, Equatable {
        /// Nothing visible changed.
        case ignored
        /// Redraw the current step.
        case changed
        /// An answer was refused: redraw with the alert and ring the bell.
        case alerted
        /// The next step is current: slide it in.
        case advanced
        /// The previous step is current.
        case wentBack
        /// The last step was answered: save and show the card.
        case completed
        /// Ctrl-C, or Esc with nothing to lose or confirmed: leave without saving.
        case quit
        /// Ctrl-Z: stop until resumed, then redraw.
        case suspend
        /// Ctrl-L: redraw everything.
        case redraw
    }

    public private(set) var session: Session
    /// The run's language: the one the keys are read in (German `j` says yes) and each
    /// step's edit is made in; the ``StepScreen`` that lays the state out draws in it too.
    public let language: Language
    /// What each step's screen is editing, by step id (``StepKind/makeEdit(stored:language:)``):
    /// kept when moving between steps.
    public private(set) var edits: [String: any StepEdit] = [:]
    /// The alert under the current control, until the next key.
    public private(set) var alert: LocalizedText?
    /// How many rows the current page (or a question's description) is scrolled down, when
    /// it is too long for the terminal (the step's ``StepEdit/scrollKeys``).
    public private(set) var scrollOffset = 0
    /// How far the page on show can scroll (``Frame/scrollLimit``), from the last frame
    /// drawn (``frameDrawn(_:)``); the offset never passes it.
    public private(set) var scrollLimit = 0 {
        didSet { scrollOffset = min(scrollOffset, max(scrollLimit, 0)) }
    }
    /// A line under the alert: the countdown before a timeout (``showCountdown(_:)``),
    /// until the next key.
    public private(set) var notice: LocalizedText?
    /// The reply a soft check warned about (``ValidationError/isWarning``), while the
    /// alert asks whether to keep it (``KeepAnyway``): the next key answers, `y` keeping it
    /// and any other going back to the step with it, the text field included.
    public private(set) var warnedReply: Reply?
    /// What the review has chosen while it waits (``Session/isReviewing``): the index of an
    /// answer among ``Session/reviewItems``, or their count for the button that saves,
    /// where it starts.
    public private(set) var reviewSelection = 0
    /// Where the next edit of the current text field starts its cursor, in characters: where
    /// an edit cut short (Ctrl-Z, a resize, the idle time) left it; `nil` for the line's end.
    public private(set) var fieldCursor: Int?
    /// What the step indicator shows: the session's count (``Session/progress``) and about
    /// how long the steps left take (the current one and those after it that will be
    /// shown), worked out again only when the current step changes, not on every key.
    public private(set) var progress: FlowProgress
    /// Whether Esc asked if the person means to quit and lose the answers given (one line
    /// under the frame, ``Message/quitConfirmation``): the next key answers. Yes
    /// (``isYes(_:)``) or Ctrl-C quits; any other key goes back to the step as it was.
    public private(set) var isConfirmingQuit = false
    /// Whether the person has answered a question in this run: from then on Esc asks before
    /// it quits.
    private var hasAnswered = false
    /// For each step filled in from earlier answers (``Step/references``), the answers its
    /// edit was made with: when they change, the edit is made again as the step becomes
    /// current, from the step as they fill it in.
    private var editAnswers: [String: [Answer?]] = [:]
    /// The keys the flow's conditions name: the steps whose answer can change which steps
    /// follow, and so the count.
    private let conditionKeys: Set<String>

    /// Each step's edit state starts at its default, as its kind says: the session's
    /// stored answer (``Session/storedAnswer(to:)``) when it has one, else the flow's (a
    /// text field holds it, a slider sits at it, a picker has it chosen).
    public init(session: Session, language: Language) {
        self.session = session
        self.language = language
        self.conditionKeys = Set(session.flow.steps.flatMap { $0.condition?.keys ?? [] })
        self.progress = Self.progress(of: session)
        for step in session.flow.steps {
            edits[step.id] = step.kind.makeEdit(
                stored: session.storedAnswer(to: step), language: language)
        }
        refreshCurrentEdit()
    }

    /// Makes the current step's edit again when the step is filled in from answers that
    /// changed since its edit was made: it starts at the answer given before when that is
    /// still valid, else at its default.
    private mutating func refreshCurrentEdit() {
        guard let step = currentStep, session.flow.steps.indices.contains(session.index)
        else { return }
        let written = session.flow.steps[session.index]
        guard !written.references.isEmpty else { return }
        let used = written.references.sorted().map { session.answers[$0] }
        guard editAnswers[step.id] != used else { return }
        editAnswers[step.id] = used
        let start = session.answerGivenThisRun(to: step) ?? session.storedAnswer(to: step)
        edits[step.id] = step.kind.makeEdit(stored: start, language: language)
    }

    public var currentStep: Step? { session.currentStep }

    /// The step indicator for `session`: its count, and the seconds its steps ahead take,
    /// the current step answered `choice` when given.
    private static func progress(of session: Session, choosing choice: Answer? = nil)
        -> FlowProgress
    {
        let (step, count) = session.progress(choosing: choice)
        let left = session.stepsAhead(choosing: choice).reduce(0) { $0 + $1.estimatedSeconds }
        return FlowProgress(step: step, of: count, secondsLeft: left)
    }

    /// Counts the steps again as if the current step were answered what its control shows
    /// now: a choice that changes which steps follow changes the count before Enter.
    ///
    /// Only a step whose key some condition names (``conditionKeys``) can change the count:
    /// for the others, a key costs no walk over the steps.
    private mutating func countWithShownChoice() {
        guard let step = currentStep, step.isQuestion, conditionKeys.contains(step.id),
            let edit = edits[step.id],
            let reply = try? edit.reply(), let choice = (try? step.answer(for: reply)) ?? nil
        else { return }
        progress = Self.progress(of: session, choosing: choice)
    }

    /// The edit state of step `id` when it is an `Edit`.
    public func edit<Edit: StepEdit>(of id: String, as type: Edit.Type = Edit.self) -> Edit? {
        edits[id] as? Edit
    }

    /// The line in the current step's field, empty when it has none: what the line editor
    /// starts from.
    public var currentDraft: String {
        guard let step = currentStep else { return "" }
        return (edits[step.id] as? any LineEdit)?.line ?? ""
    }

    /// Applies a key pressed on a step that takes keys (every kind but a line-edited one).
    /// The key clears the notice: a key the step ignores still redraws when one was shown.
    public mutating func handle(_ key: Key) -> Reaction {
        let hadNotice = notice != nil
        notice = nil
        let reaction = apply(key)
        return hadNotice && reaction == .ignored ? .changed : reaction
    }

    /// The frontend drew `frame` for this state: how far its page can scroll bounds the
    /// scroll keys and the offset.
    public mutating func frameDrawn(_ frame: Frame) {
        scrollLimit = frame.scrollLimit
    }

    /// Shows the countdown before the time without a key runs out, `seconds` left, or none
    /// (`nil`). Its words say what follows: the current step passed on its default when the
    /// session takes defaults, else the end of the run (``Message/countdown(seconds:goesOn:saves:)``).
    /// Returns whether the notice changed.
    public mutating func showCountdown(_ seconds: Int?) -> Bool {
        guard let step = currentStep else { return false }
        let goesOn = session.takesDefaultOnTimeout(step)
        let shown = seconds.map {
            Message.countdown(seconds: $0, goesOn: goesOn, saves: session.answering.saves)
        }
        guard shown != notice else { return false }
        notice = shown
        return true
    }

    /// Takes the end of an edit of the current text field, as the line editor reports it.
    ///
    /// `text` is the field's answer after Enter and its draft otherwise; an edit cut short
    /// (Ctrl-Z, a resize, the idle time) goes on at `cursor` (``fieldCursor``). `keyCame`:
    /// whether a key came during the edit; it clears the notice, and an edit left with no
    /// key (the idle time) keeps the alert. ``LineEditEnding/endOfInput`` changes nothing:
    /// the run stops there. ``LineEditEnding/notASCII`` keeps the draft and goes on at
    /// `cursor`, with the alert that says why the character was refused.
    public mutating func endEdit(_ ending: LineEditEnding, text: String, cursor: Int, keyCame: Bool)
        -> Reaction
    {
        fieldCursor = nil
        if keyCame { notice = nil }
        switch ending {
        case .accepted:
            return submitText(text)
        case .back:
            keepDraft(text)
            return goBack()
        case .quit:
            return .quit
        case .escape:
            keepDraft(text)
            fieldCursor = cursor
            return escape(drafted: isNewDraft(text))
        case .suspend:
            keepDraft(text)
            fieldCursor = cursor
            return .suspend
        case .woken:
            keepDraft(text)
            fieldCursor = cursor
            return .redraw
        case .idle:
            keepDraft(text, keepingAlert: !keyCame)
            fieldCursor = cursor
            return .changed
        case .endOfInput:
            return .ignored
        case .notASCII:
            keepDraft(text)
            fieldCursor = cursor
            alert = Message.lettersNeedUTF8
            return .alerted
        }
    }

    /// A key on a step that takes keys, the notice aside.
    private mutating func apply(_ key: Key) -> Reaction {
        if isConfirmingQuit {
            isConfirmingQuit = false
            return key == .control("c") || isYes(key) ? .quit : .changed
        }
        if let reply = warnedReply { return answerWarning(with: key, about: reply) }
        let hadAlert = alert != nil
        alert = nil
        if key == .escape, let step = currentStep, edits[step.id]?.cancel() == true {
            return .changed
        }
        switch key {
        case .control("c"): return .quit
        case .escape: return escape(drafted: false)
        case .control("z"): return .suspend
        case .control("l"): return .redraw
        case .backTab: return goBack()
        default: break
        }
        if session.isReviewing { return reviewKey(key, hadAlert: hadAlert) }
        guard let step = currentStep, edits[step.id] != nil else { return .ignored }
        switch edits[step.id]!.update(with: key) {
        case .submit: return submitCurrentStep()
        case .changed:
            countWithShownChoice()
            return .changed
        case .refused(let error):
            alert = error.alert
            return .alerted
        case .ignored:
            if scroll(with: key, keys: edits[step.id]!.scrollKeys) { return .changed }
            return hadAlert ? .changed : .ignored
        }
    }

    /// The key after a warning: `y` keeps the warned reply, Ctrl-C quits, Ctrl-Z stops
    /// (the question stays), and any other key goes back to the step, the alert gone, its
    /// edit told (``StepEdit/warningDeclined()``: a secret's field empties).
    private mutating func answerWarning(with key: Key, about reply: Reply) -> Reaction {
        switch key {
        case .control("c"): return .quit
        case .control("z"): return .suspend
        case .control("l"): return .redraw
        default: break
        }
        warnedReply = nil
        alert = nil
        guard KeepAnyway.keeps(key: key, language: language) else {
            if let step = currentStep { edits[step.id]?.warningDeclined() }
            return .changed
        }
        return submit(reply, keepingWarned: true)
    }

    /// A key on the review: ↑/↓ (and PgUp/PgDn, Home/End) choose an answer or the
    /// button; Enter on an answer makes its step current to change it, and on the button
    /// saves.
    private mutating func reviewKey(_ key: Key, hadAlert: Bool) -> Reaction {
        let items = session.reviewItems
        let last = items.count
        let moved: Int? =
            switch key {
            case .up: max(reviewSelection - 1, 0)
            case .down: min(reviewSelection + 1, last)
            case .pageUp, .home: 0
            case .pageDown, .end: last
            default: nil
            }
        if let moved {
            guard moved != reviewSelection else { return hadAlert ? .changed : .ignored }
            reviewSelection = moved
            return .changed
        }
        guard key == .enter else { return hadAlert ? .changed : .ignored }
        guard reviewSelection < last else {
            session.acceptReview()
            return .completed
        }
        session.revisit(items[reviewSelection].step.id)
        return enteredStep(.wentBack)
    }

    /// After the current step changed: the page at its top, the indicator counted again,
    /// the edit made again where earlier answers fill it in, the clock restarted; the
    /// review, when it is what waits, at its button.
    private mutating func enteredStep(_ reaction: Reaction) -> Reaction {
        scrollOffset = 0
        progress = Self.progress(of: session)
        refreshCurrentEdit()
        // A step that sends the run elsewhere (`"goto"`) starts afresh when the run comes
        // round to it, as ``Session/answerGivenThisRun(to:)`` says: its last choice would
        // go round again.
        if reaction == .advanced, let step = currentStep,
            !step.kind.gotoTargets.targets.isEmpty
        {
            edits[step.id] = step.kind.makeEdit(
                stored: session.storedAnswer(to: step), language: language)
        }
        restartClock()
        if session.isReviewing { reviewSelection = session.reviewItems.count }
        return session.isComplete ? .completed : reaction
    }

    /// Esc: quits at once while nothing would be lost, else asks first. `drafted`: the text
    /// field Esc ended holds a line the person typed.
    private mutating func escape(drafted: Bool) -> Reaction {
        guard hasAnswered || drafted else { return .quit }
        isConfirmingQuit = true
        return .changed
    }

    /// Whether `text`, the current text field's line, is something the person typed: not
    /// empty, and not the answer the field started from.
    private func isNewDraft(_ text: String) -> Bool {
        guard let step = currentStep, !text.isEmpty else { return false }
        return session.storedAnswer(to: step) != .text(text)
    }

    /// Whether `key` says yes to quitting: `y`, `Y`, the language's one-letter yes word
    /// (German `j`, ``ConfirmWords``), or its yes label typed whole (Korean `예`, which an
    /// input method sends as one character).
    private func isYes(_ key: Key) -> Bool {
        guard case .character(let character) = key else { return false }
        return ConfirmWords.answer(key: character, language: language) == true
            || String(character) == Message.yes(language)
    }

    /// Scrolls a page too long for the terminal (or a question's description) with a key
    /// its step leaves alone, among its `keys`. Returns whether the page moved.
    private mutating func scroll(with key: Key, keys: ScrollKeys) -> Bool {
        guard let offset = keys.offset(for: key, from: scrollOffset, limit: scrollLimit),
            offset != scrollOffset
        else { return false }
        scrollOffset = offset
        return true
    }

    /// The time without a key ran out: when the session takes defaults
    /// (``Session/takesDefaultOnTimeout(_:)``), passes the current step as if Enter were
    /// pressed on its default (an info page moves on, a question takes
    /// ``Session/defaultAnswer(to:)``).
    ///
    /// - Returns: what the frontend should do next; `nil`, changing nothing, when the run
    ///   must end instead (no defaults taken, or a question without one).
    ///
    /// At the review, taking defaults passes it, as Enter on its button would.
    public mutating func timeRanOut() -> Reaction? {
        if session.isReviewing {
            guard session.answering.takesDefaults else { return nil }
            session.acceptReview()
            return .completed
        }
        guard let step = currentStep, session.takesDefaultOnTimeout(step) else { return nil }
        let reply: Reply
        if step.isQuestion {
            guard let answer = session.defaultAnswer(to: step) else { return nil }
            reply = .answer(answer)
        } else {
            reply = .line("")
        }
        alert = nil
        notice = nil
        warnedReply = nil
        do {
            try session.submit(reply)
        } catch {
            return nil
        }
        edits[step.id]?.leave()
        return enteredStep(.advanced)
    }

    /// Lets a progress tour's clock run to `time` (seconds on a monotonic clock).
    public mutating func tick(at time: Double) -> Reaction {
        guard let step = currentStep, edits[step.id] != nil else { return .ignored }
        return edits[step.id]!.tick(at: time) ? .changed : .ignored
    }

    /// Restarts the current tour's clock after time away from it (a stop, a redraw):
    /// that time does not turn its pages.
    public mutating func restartClock() {
        guard let step = currentStep, edits[step.id] != nil else { return }
        edits[step.id]!.restartClock()
    }

    /// Whether the current step waits on a clock as well as on keys: a progress tour
    /// that is running.
    public var isTimed: Bool {
        guard let step = currentStep else { return false }
        return edits[step.id]?.isTimed ?? false
    }

    /// Submits a line the line editor returned for the current text step.
    public mutating func submitText(_ text: String) -> Reaction {
        keepDraft(text)
        return submitCurrentStep()
    }

    /// Shift-Tab: the previous step, answers kept.
    public mutating func goBack() -> Reaction {
        alert = nil
        warnedReply = nil
        if let step = currentStep { edits[step.id]?.leave() }
        guard session.goBack() else { return .changed }
        return enteredStep(.wentBack)
    }

    /// Keeps `text` as the current text field's draft, as when the person leaves the field
    /// without submitting; the alert goes, as with any key, unless `keepingAlert` (the field
    /// was left because no key came).
    private mutating func keepDraft(_ text: String, keepingAlert: Bool = false) {
        if !keepingAlert { alert = nil }
        guard let step = currentStep, var edit = edits[step.id] as? any LineEdit else { return }
        edit.line = text
        edits[step.id] = edit
    }

    /// Submits the current step's edit, or shows what it changed when it wants more first
    /// (``StepEdit/submission()``: a confirmed secret's first entry).
    private mutating func submitCurrentStep() -> Reaction {
        guard let step = currentStep else { return .completed }
        do {
            var reply = Reply.line("")
            if edits[step.id] != nil {
                guard let submitted = try edits[step.id]!.submission() else { return .changed }
                reply = submitted
            }
            return submit(reply, keepingWarned: false)
        } catch {
            alert = error.alert
            return .alerted
        }
    }

    /// Submits `reply` to the session; a warning about it waits for the person's word
    /// (``warnedReply``).
    private mutating func submit(_ reply: Reply, keepingWarned: Bool) -> Reaction {
        let step = currentStep
        do {
            try session.submit(reply, keepingWarned: keepingWarned)
        } catch {
            alert = error.alert
            if error.isWarning { warnedReply = reply }
            return .alerted
        }
        if let step {
            edits[step.id]?.leave()
            if step.isQuestion { hasAnswered = true }
        }
        return enteredStep(.advanced)
    }
}
