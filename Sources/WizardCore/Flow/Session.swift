/// One run through a flow: which step is current, the answers so far, and whether it is done.
///
/// Pure state. Frontends ask the current step, hand replies to ``submit(_:)``, and call
/// ``goBack()``; when ``isComplete`` the caller saves ``answers``. Steps answered in
/// advance (by command-line flags) are never current: moving forward or back skips them.
///
/// Defaults are the same in every mode (`docs/flow-format.md`, "Defaults"): a step's
/// default is its stored answer when the profile has one, else the flow's `default`. An
/// empty line (or one of white space only) takes the stored answer; the interactive
/// controls start at it (``storedAnswer(to:)``), and plain prompts say it.
public struct Session: Sendable {
    public let flow: Flow
    /// The index of the current step in `flow.steps`; `flow.steps.count` once complete.
    public private(set) var index: Int
    /// Valid answers by step id, including those given in advance.
    public private(set) var answers: [String: Answer]
    private let answeredInAdvance: Set<String>
    /// The answers saved before that are still valid for their steps, by step id.
    private let stored: [String: Answer]

    /// Starts at the first step not answered in advance.
    ///
    /// - Parameters:
    ///   - answeredInAdvance: answers already validated against their steps
    ///     (``Step/answer(for:)``); those steps are skipped.
    ///   - stored: the answers the profile store holds, by step id. Each one its step
    ///     would accept as a typed line becomes that step's default; the others (a value
    ///     the flow no longer allows) are ignored, and the flow's default applies.
    public init(
        flow: Flow, answeredInAdvance: [String: Answer] = [:], stored: [String: Answer] = [:]
    ) {
        self.flow = flow
        self.answers = answeredInAdvance
        self.answeredInAdvance = Set(answeredInAdvance.keys)
        self.stored = stored.filter { id, answer in
            guard let step = flow.step(id: id), let line = answer.line else { return false }
            return (try? step.answer(for: .line(line))) == answer
        }
        self.index = 0
        skipForward()
    }

    /// The stored answer that is `step`'s default, `nil` when the flow's default applies.
    public func storedAnswer(to step: Step) -> Answer? {
        stored[step.id]
    }

    /// The step waiting for a reply, `nil` once complete.
    public var currentStep: Step? {
        flow.steps.indices.contains(index) ? flow.steps[index] : nil
    }

    public var isComplete: Bool { index >= flow.steps.count }

    /// Whether a frontend must run: some question is left for a person to answer, or the
    /// flow has only info pages (a welcome or a tour, there to be seen). When every question
    /// was answered in advance, not even the info pages are shown.
    public var needsInput: Bool {
        let questions = flow.questions
        return questions.isEmpty || questions.contains { !answeredInAdvance.contains($0.id) }
    }

    /// The step indicator: the current step counted from 1, and how many steps there are.
    public var progress: (step: Int, of: Int) {
        (min(index, flow.steps.count - 1) + 1, flow.steps.count)
    }

    /// Answers the current step and moves to the next one.
    ///
    /// An empty line (white space only) takes the step's stored answer when it has one;
    /// otherwise the step's kind answers it (with the flow's default, or a refusal). On a
    /// refusal nothing changes and the error says which alert to show.
    public mutating func submit(_ reply: Reply) throws(ValidationError) {
        guard let step = currentStep else { return }
        if case .line(let line) = reply, line.trimmingWhitespace.isEmpty,
            let answer = stored[step.id]
        {
            answers[step.id] = answer
        } else if let answer = try step.answer(for: reply) {
            answers[step.id] = answer
        }
        index += 1
        skipForward()
    }

    /// Whether ``goBack()`` would move: some step before the current one is not answered
    /// in advance.
    public var canGoBack: Bool { previousIndex != nil }

    /// Moves to the previous step a person can answer, keeping every answer.
    ///
    /// - Returns: `false`, changing nothing, when there is no such step.
    @discardableResult
    public mutating func goBack() -> Bool {
        guard let previousIndex else { return false }
        index = previousIndex
        return true
    }

    /// The index of the previous step a person can answer, if any.
    private var previousIndex: Int? {
        var candidate = index - 1
        while candidate >= 0, answeredInAdvance.contains(flow.steps[candidate].id) {
            candidate -= 1
        }
        return candidate >= 0 ? candidate : nil
    }

    private mutating func skipForward() {
        while let step = currentStep, answeredInAdvance.contains(step.id) {
            index += 1
        }
    }
}
