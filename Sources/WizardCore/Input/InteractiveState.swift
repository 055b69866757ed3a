/// The interactive frontend's model: the session plus what each screen is editing, and
/// the alert on show. Keys and edited lines go in; a ``Reaction`` tells the frontend what
/// to do next. Pure, so every screen can be tested without a terminal.
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
        /// Esc or Ctrl-C: leave without saving.
        case quit
        /// Ctrl-Z: stop until resumed, then redraw.
        case suspend
        /// Ctrl-L: redraw everything.
        case redraw
    }

    public private(set) var session: Session
    public let language: Language
    /// What each step's screen is editing, by step id (``StepKind/makeEdit(stored:)``):
    /// kept when moving between steps.
    public private(set) var edits: [String: any StepEdit] = [:]
    /// The alert under the current control, until the next key.
    public private(set) var alert: LocalizedText?
    /// How many rows the current page is scrolled down, when it is too long for the
    /// terminal (↑/↓ on a page whose step does not take them itself).
    public private(set) var scrollOffset = 0
    /// How far the page on show can scroll (``Frame/scrollLimit``): the frontend sets it
    /// from each frame it draws, and the offset never passes it.
    public var scrollLimit = 0 {
        didSet { scrollOffset = min(scrollOffset, max(scrollLimit, 0)) }
    }
    /// The steps answered before the screens started (by options or an answers file),
    /// which are never shown.
    private let answeredInAdvance: Set<String>

    /// Each step's edit state starts at its default, as its kind says: the session's
    /// stored answer (``Session/storedAnswer(to:)``) when it has one, else the flow's (a
    /// text field holds it, a slider sits at it, a picker has it chosen).
    public init(session: Session, language: Language) {
        self.session = session
        self.language = language
        // Nothing is answered on a screen yet: every answer is one given in advance.
        self.answeredInAdvance = Set(session.answers.keys)
        for step in session.flow.steps {
            edits[step.id] = step.kind.makeEdit(stored: session.storedAnswer(to: step))
        }
    }

    public var currentStep: Step? { session.currentStep }

    /// What the step indicator shows: the session's count, and about how long the steps
    /// left take (the current one and those after it that will be shown).
    public var progress: FlowProgress {
        let (step, count) = session.progress
        let steps = session.flow.steps
        let left = steps[min(session.index, steps.count)...].filter {
            !answeredInAdvance.contains($0.id)
        }
        return FlowProgress(
            step: step, of: count, secondsLeft: left.reduce(0) { $0 + $1.estimatedSeconds })
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
    public mutating func handle(_ key: Key) -> Reaction {
        let hadAlert = alert != nil
        alert = nil
        switch key {
        case .escape, .control("c"): return .quit
        case .control("z"): return .suspend
        case .control("l"): return .redraw
        case .backTab: return goBack()
        default: break
        }
        guard let step = currentStep, edits[step.id] != nil else { return .ignored }
        switch edits[step.id]!.update(with: key, language: language) {
        case .submit: return submitCurrentStep()
        case .changed: return .changed
        case .refused(let error):
            alert = error.alert
            return .alerted
        case .ignored:
            if scroll(with: key) { return .changed }
            return hadAlert ? .changed : .ignored
        }
    }

    /// Scrolls a page too long for the terminal with a key its step leaves alone: ↑/↓ a
    /// row, PgUp/PgDn five, Home/End to the ends. Returns whether the page moved.
    private mutating func scroll(with key: Key) -> Bool {
        let wanted: Int
        switch key {
        case .up: wanted = scrollOffset - 1
        case .down: wanted = scrollOffset + 1
        case .pageUp: wanted = scrollOffset - 5
        case .pageDown: wanted = scrollOffset + 5
        case .home: wanted = 0
        case .end: wanted = scrollLimit
        default: return false
        }
        let offset = min(max(wanted, 0), scrollLimit)
        guard offset != scrollOffset else { return false }
        scrollOffset = offset
        return true
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
        guard session.goBack() else { return .changed }
        scrollOffset = 0
        restartClock()
        return .wentBack
    }

    /// Keeps `text` as the current text field's draft, as when the person leaves the field
    /// without submitting; the alert goes, as with any key.
    public mutating func keepDraft(_ text: String) {
        alert = nil
        guard let step = currentStep, var edit = edits[step.id] as? any LineEdit else { return }
        edit.line = text
        edits[step.id] = edit
    }

    private mutating func submitCurrentStep() -> Reaction {
        guard let step = currentStep else { return .completed }
        do {
            try session.submit(try edits[step.id]?.reply() ?? .line(""))
        } catch {
            alert = error.alert
            return .alerted
        }
        scrollOffset = 0
        restartClock()
        return session.isComplete ? .completed : .advanced
    }
}
