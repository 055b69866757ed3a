import WizardMessages
import WizardText

/// One run through a flow: which step is current, the answers so far, and whether it is done.
///
/// Pure state. Frontends ask the current step, hand replies to ``submit(_:)``, and call
/// ``goBack()``; when ``isComplete`` the caller saves ``answers`` and removes
/// ``skippedKeys`` from the store.
///
/// A step is *shown* (current, and counted by ``progress``) unless it is passed over:
/// - its condition (`"when"`) does not hold for the answers before it: it is skipped, and
///   its answer, if any, dropped;
/// - it is a question answered without asking: in advance (command-line options, an
///   answers file), by its stored answer under ``Answering/asksOnlyMissing``, or by its
///   default under ``Answering/takesDefaults``;
/// - it is an info page while no question needs a person (there is nothing to introduce),
///   or under ``Answering/showsPages`` `false`.
/// Which steps are passed over is decided as each is reached, so going back and changing an
/// answer decides the steps after it again.
///
/// A flow that ``Flow/reviews`` ends with a review (``isReviewing``) once some step was
/// shown: every answer of the run listed (``reviewItems``) before anything is saved. A
/// person may change one (``revisit(_:)``): the run goes on from that step, passing over
/// every step after it that keeps a valid answer, and asking only those an answer changed
/// (a condition that now holds), back to the review. ``acceptReview()`` completes it.
///
/// Defaults are the same in every mode (`docs/flow-format.md`, "Defaults"): a step's
/// default is its stored answer when the profile has one, else the flow's `default`. An
/// empty typed line (or one of white space only) takes it; the interactive controls start
/// at it (``storedAnswer(to:)``), and plain prompts say it. A blank answer given as such
/// (``Reply/given(_:)``) takes no default.
public struct Session: Sendable {
    /// How a run takes answers without asking.
    public struct Answering: Sendable, Equatable {
        /// `--defaults`: a question with a default (``Session/defaultAnswer(to:)``) takes it
        /// without being asked.
        public var takesDefaults: Bool
        /// `--missing`: a question whose key the store has keeps its stored answer without
        /// being asked (even one the flow would now refuse: only an absent key is missing);
        /// one whose answer is never stored (``AnswerExposure/Keeping/never``) is passed
        /// over unanswered.
        public var asksOnlyMissing: Bool
        /// Whether info pages are shown when some question needs a person; `false` when only
        /// missing answers are asked of someone who has seen the flow.
        public var showsPages: Bool
        /// `wizard ask --default-on-timeout`: a question is asked, but a time limit running
        /// out on it takes its default, as under ``takesDefaults``.
        public var takesDefaultsOnTimeout: Bool
        /// `setup --priority`, `WIZARD_PRIORITY`: the least important steps asked. A question
        /// below it takes its stored answer or default without being asked, and is asked
        /// when it has neither, its description saying why; an info page below it is not
        /// shown. ``StepPriority/low`` (the default) asks every step.
        public var priority: StepPriority
        /// Whether the run saves its answers; `false` for `wizard ask`, which only prints
        /// them, so that nothing it says speaks of saving.
        public var saves: Bool

        public init(
            takesDefaults: Bool = false, asksOnlyMissing: Bool = false, showsPages: Bool = true,
            takesDefaultsOnTimeout: Bool = false, priority: StepPriority = .low,
            saves: Bool = true
        ) {
            self.takesDefaults = takesDefaults
            self.asksOnlyMissing = asksOnlyMissing
            self.showsPages = showsPages
            self.takesDefaultsOnTimeout = takesDefaultsOnTimeout
            self.priority = priority
            self.saves = saves
        }
    }

    public let flow: Flow
    /// The index of the current step in `flow.steps`; `flow.steps.count` once complete.
    public private(set) var index: Int
    /// Valid answers by step id, including those given in advance, of the steps that are not
    /// skipped; also the answers of steps after the current one kept from before going back.
    public private(set) var answers: [String: Answer]
    private let answeredInAdvance: [String: Answer]
    /// The answers saved before that are still valid for their steps, by step id.
    private let stored: [String: Answer]
    /// Every answer saved before, valid or not, by step id.
    private let storedAsIs: [String: Answer]
    /// Which questions this run answers without asking.
    public let answering: Answering
    /// Whether info pages are shown at all in this run; decided once, at the start.
    private var showsPages: Bool
    /// The indices of the steps shown so far, in order; the current step's is last.
    private var shown: [Int] = []
    /// The reader's language: what a run's values put into a default read in.
    public let language: Language
    /// The current step as the answers so far fill it in (``currentStep``), made as it
    /// becomes current.
    private var filledCurrentStep: Step?
    /// How the flow ended the run on purpose, once it has (`"exit"`): the session is then
    /// complete, and nothing is to be saved.
    public private(set) var exit: FlowExit?
    /// Whether every step is done and the review waits: the session is not complete until
    /// ``acceptReview()``.
    public private(set) var isReviewing = false
    /// Whether a step is being changed from the review: the steps after it that keep a
    /// valid answer, and every info page, are passed over on the way back to it.
    private var returnsToReview: Bool { revisited != nil }
    /// The index of the step changed from the review, which is asked however it was
    /// answered.
    private var revisited: Int?
    /// Whether going back from the first step shown leaves the batch the steps came in
    /// (``QuestionBatch/backsOut``), for its source to go back.
    private let backsOut: Bool
    /// Whether the session ended by going back from its first step (``backsOut``): it is
    /// complete, and its source is to go back; none of its answers is to be kept.
    public private(set) var leftBackward = false
    /// Whether the run was stopped for going round too long: ``stepLimit`` steps shown, or
    /// steps answered without asking that lead back to themselves (`"goto"`). The session is
    /// complete, and nothing is to be saved.
    public private(set) var overran = false
    /// How many steps one run may show, loops included, before it is stopped (``overran``).
    public static let stepLimit = 10_000
    /// How many steps this run has shown, each time counted.
    private var shownTotal = 0
    /// The positions of the steps the run has reached, shown or passed over, when the flow
    /// sends the run to other steps (`"goto"`): a question it jumped over keeps its stored
    /// answer (``skippedKeys``). `nil` for a flow without `goto`, which reaches every step.
    private var reached: Set<Int>?

    /// Starts at the first step to show.
    ///
    /// - Parameters:
    ///   - answeredInAdvance: answers already validated against their steps
    ///     (``Step/answer(for:)``); those steps are not shown.
    ///   - stored: the answers the profile store holds, by step id. Each one its step can
    ///     store (``QuestionKind/answerDomain``) becomes that step's default; the others (a
    ///     value the flow no longer allows) are ignored, and the flow's default applies.
    ///   - answering: which questions are answered without asking.
    ///   - backsOut: whether going back from the first step shown leaves the session
    ///     (``leftBackward``), as a source of several batches allows
    ///     (``QuestionBatch/backsOut``).
    public init(
        flow: Flow, answeredInAdvance: [String: Answer] = [:], stored: [String: Answer] = [:],
        answering: Answering = Answering(), language: Language = .english,
        backsOut: Bool = false
    ) {
        self.flow = flow
        self.backsOut = backsOut
        self.language = language
        self.answers = [:]
        self.answeredInAdvance = answeredInAdvance
        self.storedAsIs = stored
        self.stored = stored.filter { id, answer in
            flow.step(id: id)?.kind.admits(stored: answer.jsonValue) ?? false
        }
        self.answering = answering
        self.index = 0
        self.showsPages = true
        if flow.steps.contains(where: { !$0.kind.gotoTargets.targets.isEmpty }) { reached = [] }
        showsPages =
            answering.showsPages
            && (questionNeedsPerson() || !flow.steps.contains(where: \.isQuestion))
        skipForward()
    }

    /// The stored answer that is `step`'s default, `nil` when the flow's default applies.
    /// For a step filled in from a run's values (the current one, ``currentStep``), only an
    /// answer among its options this run is.
    public func storedAnswer(to step: Step) -> Answer? {
        guard let answer = stored[step.id] else { return nil }
        guard !step.references.isEmpty || !step.kind.optionSources.isEmpty else { return answer }
        let fits = step.kind.admits(stored: answer.jsonValue)
        return fits ? answer : nil
    }

    /// What an empty line answers `step` with: its stored answer, else the flow's default
    /// (a slider's, a confirm's, a text's or a picker's `default`; a multi-select's), else
    /// the blank answer where the step's rules allow one (no choice of a multi-select that
    /// allows none, `""` for a text of `min_length` 0); `nil` for an info page and a
    /// question without any.
    public func defaultAnswer(to step: Step) -> Answer? {
        guard step.isQuestion else { return nil }
        return storedAnswer(to: step) ?? (try? step.answer(for: .line("")))
    }

    /// Whether a time limit running out on `step` takes its default rather than ending the
    /// run: when defaults are taken, or taken on a timeout, and it has one (an info page's is
    /// its button).
    public func takesDefaultOnTimeout(_ step: Step) -> Bool {
        (answering.takesDefaults || answering.takesDefaultsOnTimeout)
            && (!step.isQuestion || defaultAnswer(to: step) != nil)
    }

    /// The step waiting for a reply, `nil` once complete; a step that names an earlier
    /// answer (`${key}`, `{"from": key}`) filled in from the answers so far.
    /// The answer given to `step` earlier this run (before going back to it, or before the
    /// review chose it), while it still answers the step as it is filled in now: a step
    /// that takes its options from an earlier answer may offer others. A line typed this
    /// run stays one when the kind gives the same answer for it again, though the store
    /// keeps it otherwise (a secret kept as a hash). Every mode starts the step there, and
    /// plain mode's empty line keeps it.
    ///
    /// A step that sends the run elsewhere (`"goto"`) starts afresh each time: its answer
    /// this run chose the way round, and Enter on it again would go round again.
    public func answerGivenThisRun(to step: Step) -> Answer? {
        guard let answer = answers[step.id], step.kind.gotoTargets.targets.isEmpty else {
            return nil
        }
        if step.kind.admits(stored: answer.jsonValue) { return answer }
        if let line = answer.string, (try? step.kind.answer(toLine: line)) == answer {
            return answer
        }
        return nil
    }

    public var currentStep: Step? { filledCurrentStep }

    /// `step` filled in from `answers` and the run's variables; itself when it names
    /// nothing from a run. Options from a variable that names earlier answers are read
    /// with them (``DependentSources``): its command is run only when `running` (the step is
    /// reached), else only a value read before is used.
    private func filled(_ step: Step, answers: [String: Answer], running: Bool = false) -> Step {
        guard !step.references.isEmpty else { return step }
        var variables = flow.variableValues
        if let sources = flow.dependentSources {
            for case .variable(let name) in step.kind.optionSources {
                guard let variable = flow.dependentVariable(name) else { continue }
                variables[name] = sources.value(of: variable, answers: answers, running: running)
            }
        }
        return step.substituted(
            Substitutions(flow: flow, variables: variables, answers: answers, language: language))
    }

    /// Makes ``currentStep`` again, after a move.
    /// A question below the run's priority is asked only when it has no default: its
    /// description then says so.
    private mutating func fillCurrentStep() {
        guard flow.steps.indices.contains(index) else {
            filledCurrentStep = nil
            return
        }
        let step = filled(flow.steps[index], answers: answers, running: true)
        guard step.isQuestion, step.priority < answering.priority, !returnsToReview else {
            filledCurrentStep = step
            return
        }
        let note = Message.askedBelowPriority(step.priority.rawValue)
        filledCurrentStep = step.describing(
            step.text.map { $0.combining([note]) { $1[0] + "\n\n" + $1[1] } } ?? note)
    }

    /// Whether no step is left: every one answered or passed over, or the flow ended the
    /// run (``exit``).
    public var isComplete: Bool { index >= flow.steps.count && !isReviewing }

    /// Whether a frontend must run: some step is left to show. When every question is
    /// answered without asking, not even the info pages are shown; a flow of info pages only
    /// shows them (a welcome or a tour, there to be seen).
    public var needsInput: Bool { !isComplete }

    /// The question keys a complete session leaves without an answer: those of the steps its
    /// conditions skipped, whose stored answers the profile drops.
    /// A question a `goto` jumped over, never reached, keeps its stored answer: it is not
    /// among them.
    public var skippedKeys: Set<String> {
        Set(
            flow.steps.indices.lazy.filter { index in
                let step = flow.steps[index]
                return answers[step.id] == nil && step.isQuestion
                    && self.reached?.contains(index) ?? true
            }.map { flow.steps[$0].id })
    }

    /// The step indicator: the current step counted from 1 among the steps a run going
    /// forward with these answers shows, and how many those are, each question not yet
    /// answered taking its default (``defaultAnswer(to:)``; none when it has none). Steps
    /// that are passed over are not counted, so the count changes when an answer changes
    /// which steps are asked, and only then: a step changed from the review counts as it
    /// did on the way to it, though the steps around it are now passed over. At the review,
    /// and once complete, both are the count. A step that `"goto"` brings the run back to
    /// counts as it did the first time, its last answer aside, and a step is counted once
    /// however often the run may come round to it.
    public var progress: (step: Int, of: Int) { progress(choosing: nil) }

    /// ``progress`` as it will be if the current step is answered `choice` (what its
    /// control shows now, before Enter); `nil` counts as ``progress`` does.
    public func progress(choosing choice: Answer?) -> (step: Int, of: Int) {
        var answers = answers
        var counted: [Int] = []
        let current = index
        walk(from: 0, answers: &answers, returning: false, showing: current) {
            at, step, answers in
            counted.append(at)
            assume(step, at: at, current: current, choosing: choice, in: &answers)
            return true
        }
        guard let position = counted.firstIndex(of: current) else {
            return (counted.count, counted.count)
        }
        return (position + 1, counted.count)
    }

    /// The current step and those after it that this run will show, each question not yet
    /// answered taking its default: on the way back to the review, not the steps it passes
    /// over. Empty once complete.
    public var stepsAhead: [Step] { stepsAhead(choosing: nil) }

    /// ``stepsAhead`` with the current step answered `choice`, when given.
    public func stepsAhead(choosing choice: Answer?) -> [Step] {
        guard index < flow.steps.count else { return [] }
        var answers = answers
        var ahead: [Step] = []
        let current = index
        // A way back to a step shown before is where the count of what is ahead ends.
        let before = Set(shown.dropLast())
        walk(from: index, answers: &answers, endingAt: before) { at, step, answers in
            ahead.append(step)
            assume(step, at: at, current: current, choosing: choice, in: &answers)
            return true
        }
        return ahead
    }

    /// What a walk ahead takes `step`, at `at`, to be answered, in `answers`: `choice` for
    /// the current step when given; else its default, for a question not answered yet, and
    /// for the current step when it sends the run elsewhere (`"goto"`), which then counts
    /// the same way each time it comes round, whatever it was answered the last time.
    private func assume(
        _ step: Step, at: Int, current: Int, choosing choice: Answer?,
        in answers: inout [String: Answer]
    ) {
        if at == current, let choice {
            answers[step.id] = choice
        } else if step.isQuestion,
            answers[step.id] == nil || at == current && !step.kind.gotoTargets.targets.isEmpty
        {
            answers[step.id] = defaultAnswer(to: filled(step, answers: answers))
        }
    }

    /// The questions from the current one on that may still be asked and have no default:
    /// what ``Answering/takesDefaults`` cannot answer. A question counts when its condition
    /// holds or depends on such a question's answer.
    public var questionsWithoutDefault: [Step] {
        var answers = answers
        var unknown: Set<String> = []
        var found: [Step] = []
        for step in flow.steps[min(index, flow.steps.count)...] {
            // `nil` while the condition depends on an answer not known yet.
            let asked: Bool? =
                step.condition.map { $0.holds(for: answers, unknown: unknown) } ?? true
            if asked == false {
                answers[step.id] = nil
                continue
            }
            guard step.isQuestion else { continue }
            let step = filled(step, answers: answers)
            if let answer = automaticAnswer(to: step, returning: returnsToReview)
                ?? defaultAnswer(to: step)
            {
                if asked == nil { unknown.insert(step.id) } else { answers[step.id] = answer }
            } else {
                found.append(step)
                unknown.insert(step.id)
            }
        }
        return found
    }

    /// Answers the current step and moves to the next one shown.
    ///
    /// An empty ``Reply/line(_:)`` (white space only, unless the kind takes lines as typed:
    /// ``StepKind/takesLinesAsTyped``) takes the step's stored answer when it has one, else
    /// the flow's default (``Step/answer(for:)``), else it is a blank answer the step's rules
    /// judge; a ``Reply/given(_:)`` text is judged as it is, blank or not. On a refusal
    /// nothing changes and the error says which alert to show.
    ///
    /// An answer the step's soft checks warn about (``Step/warning(about:for:)``) is refused
    /// with the warning (``ValidationError/isWarning``) unless `keepingWarned`: the person
    /// said to keep it, or nobody is there to ask.
    public mutating func submit(_ reply: Reply, keepingWarned: Bool = false)
        throws(ValidationError)
    {
        guard let step = currentStep else { return }
        if case .line(let line) = reply,
            step.kind.takesLinesAsTyped ? line.isEmpty : line.trimmingWhitespace.isEmpty,
            let answer = storedAnswer(to: step)
        {
            answers[step.id] = answer
        } else if let answer = try step.answer(for: reply) {
            if !keepingWarned, let warning = step.warning(about: answer, for: reply) {
                throw warning
            }
            answers[step.id] = answer
        }
        if let status = step.kind.exitStatus(after: answers[step.id]) {
            end(at: step, status: status)
            return
        }
        if let target = position(goneTo: step, after: answers[step.id]) {
            // Back to a step shown before: the count and the way back are those it had.
            if let earlier = shown.firstIndex(of: target) { shown.removeSubrange(earlier...) }
            index = target
        } else {
            index += 1
        }
        skipForward()
    }

    /// The position of the step `step` sends the run to once answered `answer` (`"goto"`),
    /// `nil` when it goes on to the next.
    private func position(goneTo step: Step, after answer: Answer?) -> Int? {
        guard let target = step.kind.gotoTarget(after: answer) else { return nil }
        return flow.steps.firstIndex { $0.id == target }
    }

    /// Ends the run at `step` on purpose, with `status`, whether the step was shown or
    /// answered without being shown (in advance, or by its default).
    private mutating func end(at step: Step, status: Int) {
        exit = FlowExit(status: status, step: step)
        index = flow.steps.count
        filledCurrentStep = nil
    }

    /// Whether ``goBack()`` would move: some step was shown before the current one, or the
    /// review waits after the last one, or the session backs out of its batch.
    public var canGoBack: Bool {
        isReviewing ? !shown.isEmpty : (shown.count >= 2 || backsOut) && !isComplete
    }

    /// Whether ``goBack()`` would end the session rather than move (``leftBackward``): at
    /// the first step shown of a session that backs out of its batch.
    public var goingBackLeaves: Bool {
        backsOut && !isReviewing && shown.count < 2 && !isComplete
    }

    /// Moves to the step shown before the current one (from the review, the last step
    /// shown), keeping every answer.
    ///
    /// From the first step shown of a session that backs out of its batch, the session
    /// ends instead (``leftBackward``).
    ///
    /// - Returns: `false`, changing nothing, when there is no such step.
    @discardableResult
    public mutating func goBack() -> Bool {
        guard canGoBack else { return false }
        if !isReviewing, shown.count < 2 {
            leftBackward = true
            index = flow.steps.count
            filledCurrentStep = nil
            return true
        }
        if isReviewing {
            isReviewing = false
            index = shown[shown.count - 1]
            fillCurrentStep()
            return true
        }
        shown.removeLast()
        index = shown[shown.count - 1]
        fillCurrentStep()
        return true
    }

    /// The answer `step` (filled in from the answers so far) takes without being asked, if
    /// any: given in advance, kept from the store when only missing answers are asked, or
    /// its default when defaults are taken. An answer given in advance that is none of the
    /// step's options this run is not taken: the step is asked.
    ///
    /// `returning`: whether the run is on its way back to the review
    /// (``returnsToReview``), which keeps the answers of the steps it passes.
    private func automaticAnswer(to step: Step, returning: Bool) -> Answer? {
        guard step.isQuestion else { return nil }
        // Kept on the way back to the review while still one of the step's answers: a
        // step filled in from earlier answers may now offer other options.
        if returning, flow.steps[revisited!].id != step.id, let answer = answers[step.id],
            step.references.isEmpty && step.kind.optionSources.isEmpty
                || step.kind.admits(stored: answer.jsonValue)
        {
            return answer
        }
        if let answer = answeredInAdvance[step.id],
            step.kind.optionSources.isEmpty
                || step.kind.admits(stored: answer.jsonValue)
        {
            return answer
        }
        if answering.asksOnlyMissing, let answer = storedAsIs[step.id] { return answer }
        if answering.takesDefaults || step.priority < answering.priority {
            return defaultAnswer(to: step)
        }
        return nil
    }

    /// Moves from the current step to the next one to show, answering and skipping the
    /// steps passed over on the way.
    private mutating func skipForward() {
        var answers = answers
        var next: Int?
        var ending: (Step, Int)?
        var passed: [Int] = []
        var looped = false
        walk(from: index, answers: &answers, running: true, passing: { passed.append($0) }) {
            index, _, _ in
            next = index
            return false
        } ended: { step, status in
            ending = (step, status)
        } looped: {
            looped = true
        }
        self.answers = answers
        reached?.formUnion(passed)
        if let (step, status) = ending {
            end(at: step, status: status)
            return
        }
        if next != nil { shownTotal += 1 }
        if looped || shownTotal > Self.stepLimit {
            overran = true
            index = flow.steps.count
            filledCurrentStep = nil
            return
        }
        index = next ?? flow.steps.count
        if next != nil { shown.append(index) }
        // The end: the review, when the flow has one and someone was asked something.
        if next == nil, flow.reviews, !shown.isEmpty {
            isReviewing = true
            revisited = nil
        }
        fillCurrentStep()
    }

    /// One answer as the review lists it: the question (filled in as it was asked) and its
    /// answer.
    public struct ReviewItem: Sendable {
        public let step: Step
        public let answer: Answer

        /// The answer as the review shows it, terminal-safe: as a text naming it shows it
        /// (``QuestionKind/shownAnswer(_:language:)``), `set` for one no text may show (a
        /// secret), `(blank)` for a blank one.
        public func shownAnswer(language: Language) -> String {
            guard let question = step.question else { return "" }
            guard step.kind.exposure.mayAppear(in: .texts) else {
                return Message.secretSet(language)
            }
            let shown = question.shownAnswer(answer, language: language)
            return shown.isEmpty ? Message.cardBlank(language) : shown.terminalSafe
        }
    }

    /// Every answer of the run, in the flow's order, while the review waits; none otherwise.
    public var reviewItems: [ReviewItem] {
        guard isReviewing else { return [] }
        return flow.steps.compactMap { step in
            guard step.isQuestion, let answer = answers[step.id] else { return nil }
            return ReviewItem(step: filled(step, answers: answers), answer: answer)
        }
    }

    /// From the review, makes step `id` current to change its answer; the steps after it
    /// that keep a valid answer are passed over on the way back to the review.
    ///
    /// - Returns: `false`, changing nothing, when the review is not waiting or `id` is not
    ///   one of its items.
    @discardableResult
    public mutating func revisit(_ id: String) -> Bool {
        guard isReviewing, reviewItems.contains(where: { $0.step.id == id }),
            let target = flow.steps.firstIndex(where: { $0.id == id })
        else { return false }
        isReviewing = false
        revisited = target
        if let position = shown.firstIndex(of: target) {
            shown.removeSubrange((position + 1)...)
        } else {
            shown.append(target)
        }
        index = target
        fillCurrentStep()
        return true
    }

    /// Ends the review: the session is complete, its answers ready to save.
    public mutating func acceptReview() {
        isReviewing = false
    }

    /// Whether, answering every question it can without asking, the run reaches a question
    /// a person must answer.
    private func questionNeedsPerson() -> Bool {
        var answers: [String: Answer] = [:]
        var needed = false
        walk(from: 0, answers: &answers, pages: false) { _, _, _ in
            needed = true
            return false
        }
        return needed
    }

    /// Goes through the steps from `start`, updating `answers` for each step passed over (a
    /// skipped step's answer dropped, an automatic answer taken), and calls `visit` with the
    /// index of each step that would be shown, and the step, which returns whether to go on
    /// past it. After a step the walk goes on to the next one, or to the step its answer's
    /// `"goto"` names.
    ///
    /// A step passed over that ends the run (an answer given without asking that chooses
    /// an option with `"exit"`, a page with `"exit"` that is not shown) ends the walk: it
    /// calls `ended` with the step and the status. A walk that reaches a step it has passed
    /// before ends: when only steps passed over lead back to it, it would go round for ever,
    /// and it calls `looped`; a step it visits, counted once, ends it quietly.
    ///
    /// - Parameters:
    ///   - returning: whether to pass over what the way back to the review passes over
    ///     (``returnsToReview`` when `nil`); `false` walks as a run going forward does.
    ///   - showing: the index of a step visited whenever its condition holds, however it
    ///     is answered (the current one).
    ///   - running: whether the steps reached may run the commands of variables that name
    ///     earlier answers (``filled(_:answers:running:)``): only the walk that moves the
    ///     session does.
    ///   - endingAt: steps where the walk ends quietly, as at a step it has visited.
    ///   - passing: called with the index of each step reached, shown or not.
    private func walk(
        from start: Int, answers: inout [String: Answer], pages: Bool? = nil,
        returning: Bool? = nil, showing: Int? = nil, running: Bool = false, endingAt: Set<Int> = [],
        passing: (Int) -> Void = { _ in },
        visit: (Int, Step, inout [String: Answer]) -> Bool,
        ended: (Step, Int) -> Void = { _, _ in },
        looped: () -> Void = {}
    ) {
        let showsPages = pages ?? self.showsPages
        let returning = returning ?? returnsToReview
        var index = min(start, flow.steps.count)
        // Only a flow with `goto` can come back to a step.
        var seen: Set<Int>? = reached == nil ? nil : []
        var visited = false
        while index < flow.steps.count {
            if seen?.insert(index).inserted == false {
                if !visited { looped() }
                return
            }
            if seen != nil, endingAt.contains(index) { return }
            passing(index)
            guard flow.steps[index].isAsked(after: answers) else {
                answers[flow.steps[index].id] = nil
                index += 1
                continue
            }
            let step = filled(flow.steps[index], answers: answers, running: running)
            // Options from a source that gave none this run: nothing to offer.
            if step.kind.offersNothing {
                answers[step.id] = nil
                index += 1
                continue
            }
            if index == showing {
                if !visit(index, step, &answers) { return }
                visited = true
                index = position(goneTo: step, after: answers[step.id]) ?? index + 1
                continue
            }
            if let answer = automaticAnswer(to: step, returning: returning) {
                answers[step.id] = answer
                if let status = step.kind.exitStatus(after: answer) {
                    ended(step, status)
                    return
                }
                index = position(goneTo: step, after: answer) ?? index + 1
                continue
            }
            if !step.isQuestion
                && (!showsPages || returning || step.priority < answering.priority)
            {
                if let status = step.kind.exitStatus(after: nil) {
                    ended(step, status)
                    return
                }
                index = position(goneTo: step, after: nil) ?? index + 1
                continue
            }
            // Never stored, it is never missing: asking only what is missing passes it over.
            if answering.asksOnlyMissing, step.kind.exposure.keeping == .never {
                index += 1
                continue
            }
            if !visit(index, step, &answers) { return }
            visited = true
            index = position(goneTo: step, after: answers[step.id]) ?? index + 1
        }
    }
}
