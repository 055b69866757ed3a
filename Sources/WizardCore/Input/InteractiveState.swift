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
    public private(set) var sliders: [String: SliderEdit] = [:]
    /// Picker steps' wheels, and confirm steps' two-option wheels (yes first).
    public private(set) var pickers: [String: PickerEdit] = [:]
    /// Paged feature tours' pages and clocks.
    public private(set) var tours: [String: TourEdit] = [:]
    /// Text typed into each text field, kept when moving between steps.
    public private(set) var drafts: [String: String] = [:]
    /// The alert under the current control, until the next key.
    public private(set) var alert: LocalizedText?

    /// - Parameter stored: the profile saved before; its text answers prefill their fields
    ///   and its slider values start their sliders.
    public init(session: Session, language: Language, stored: ProfileDocument) {
        self.session = session
        self.language = language
        for step in session.flow.steps {
            switch (step.kind, stored.answer(to: step)) {
            case (.text, _):
                drafts[step.id] = stored.prefill(for: step)
            case (.slider(let question), let answer):
                var start: Int?
                if case .number(let number) = answer { start = number }
                sliders[step.id] = SliderEdit(question: question, value: start)
            case (.picker(let question), _):
                pickers[step.id] = PickerEdit(question: question)
            case (.confirm(let question), _):
                let start = question.defaultValue.map { $0 ? 0 : 1 }
                pickers[step.id] = PickerEdit(question: question.choices, selection: start)
            case (.info(let page), _) where page.isPaged:
                tours[step.id] = TourEdit(page: page)
            default:
                break
            }
        }
    }

    public var currentStep: Step? { session.currentStep }

    /// Applies a key pressed on a step that takes keys (every kind but text).
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
        guard let step = currentStep else { return .ignored }
        if case .info(let page) = step.kind {
            return handleInfo(key, page: page, step: step, hadAlert: hadAlert)
        }
        if key == .enter { return submitCurrentStep() }
        var used = false
        switch (step.kind, key) {
        case (.slider(let question), .paste(let text)):
            // A pasted number moves the slider there; anything else is ignored.
            if let value = try? question.validate(line: String(text.trimmingWhitespace)) {
                sliders[step.id] = SliderEdit(question: question, value: value)
                used = true
            }
        case (.picker(let question), .paste(let text)):
            if let option = try? question.validate(line: text),
                let index = question.options.firstIndex(of: option)
            {
                pickers[step.id] = PickerEdit(question: question, selection: index)
                used = true
            }
        case (.confirm, .paste(let text)):
            if let answer = try? step.answer(for: .line(text)), case .flag(let yes) = answer {
                pickers[step.id] = pickers[step.id].map {
                    PickerEdit(question: $0.question, selection: yes ? 0 : 1)
                }
                used = true
            }
        case (.slider, _): used = sliders[step.id]?.update(with: key) ?? false
        case (.picker, _), (.confirm, _):
            used = pickers[step.id]?.update(with: key, language: language) ?? false
        case (.info, _), (.text, _): break
        }
        return used || hadAlert ? .changed : .ignored
    }

    /// Lets a progress tour's clock run to `time` (seconds on a monotonic clock).
    public mutating func tick(at time: Double) -> Reaction {
        guard let step = currentStep, var tour = tours[step.id] else { return .ignored }
        let changed = tour.tick(at: time)
        tours[step.id] = tour
        return changed ? .changed : .ignored
    }

    /// Restarts the current tour's clock after time away from it (a stop, a redraw):
    /// that time does not turn its pages.
    public mutating func restartClock() {
        guard let step = currentStep else { return }
        tours[step.id]?.restartClock()
    }

    /// Whether the current step waits on a clock as well as on keys: a progress tour
    /// that is running.
    public var isTimed: Bool {
        guard let step = currentStep else { return false }
        return tours[step.id]?.isRunning ?? false
    }

    /// An info page's keys: Enter presses the button, or turns the page of a paged tour
    /// before its last; `s` skips a tour; the rest go to the tour.
    private mutating func handleInfo(_ key: Key, page: InfoPage, step: Step, hadAlert: Bool)
        -> Reaction
    {
        switch key {
        case .enter:
            if tours[step.id]?.nextPage() == true { return .changed }
            return submitCurrentStep()
        case .character("s") where !page.features.isEmpty:
            return submitCurrentStep()
        default:
            let used = tours[step.id]?.update(with: key) ?? false
            return used || hadAlert ? .changed : .ignored
        }
    }

    /// Submits a line the line editor returned for the current text step.
    public mutating func submitText(_ text: String) -> Reaction {
        alert = nil
        if let step = currentStep { drafts[step.id] = text }
        return submitCurrentStep()
    }

    /// Shift-Tab: the previous step, answers kept.
    public mutating func goBack() -> Reaction {
        alert = nil
        guard session.goBack() else { return .changed }
        restartClock()
        return .wentBack
    }

    /// Keeps `text` as the current text field's draft, as when the person leaves the field
    /// without submitting; the alert goes, as with any key.
    public mutating func keepDraft(_ text: String) {
        alert = nil
        if let step = currentStep { drafts[step.id] = text }
    }

    private mutating func submitCurrentStep() -> Reaction {
        guard let step = currentStep else { return .completed }
        let reply: Reply
        switch step.kind {
        case .info: reply = .line("")
        case .text: reply = .line(drafts[step.id] ?? "")
        case .slider: reply = .value(sliders[step.id]?.value ?? 0)
        case .picker, .confirm: reply = .option(pickers[step.id]?.selection)
        }
        do {
            try session.submit(reply)
        } catch {
            alert = error.alert(for: step)
            return .alerted
        }
        restartClock()
        return session.isComplete ? .completed : .advanced
    }
}
