import WizardText

/// Where a run's questions come from, a batch at a time: a flow file (``FlowFileSource``:
/// one batch, the whole flow), `wizard ask`'s flags (one batch of one question), and any
/// program that asks its questions as it goes, such as a package's configuration script
/// over debconf's protocol (a batch a `GO`) or a shell script's dialog box (a batch of
/// one).
///
/// A source hands the run one batch of steps (``nextBatch()``) and takes back how it
/// ended (``finish(_:)``): its answers, or Back from its first step. Only then does it give
/// the next, which may depend on them. Nothing below the source, neither the session nor a
/// frontend, knows which source it is: each batch is asked as a flow is, with the same
/// validators, in every mode. ``QuestionRun`` drives the loop.
public protocol QuestionSource {
    /// Why the source cannot go on: what it reads from or writes to failed.
    associatedtype Failure: Error

    /// The next batch to ask, `nil` once the source has no more.
    mutating func nextBatch() throws(Failure) -> QuestionBatch?

    /// How the batch last given ended; the source answers whoever asked the questions.
    mutating func finish(_ outcome: BatchOutcome) throws(Failure)
}

/// Steps a source asks together, as one session: what a flow file holds, a debconf `GO`'s
/// questions, a box of a dialog script.
public struct QuestionBatch: Sendable {
    /// The steps, with the flow-level settings they are shown with (title, accent,
    /// progress, review).
    public let flow: Flow
    /// Answers given before the batch is asked (command-line options, an answers file): those
    /// steps are not shown.
    public let answeredInAdvance: [String: Answer]
    /// The answers the steps start from, by step id: the store's, or the source's own
    /// current values (``Session/storedAnswer(to:)``).
    public let stored: [String: Answer]
    /// Whether Back at the batch's first step leaves it, for the source to go back
    /// (``Session/leftBackward``); `false` for a flow file, whose first step has nothing
    /// before it.
    public let backsOut: Bool

    public init(
        flow: Flow, answeredInAdvance: [String: Answer] = [:], stored: [String: Answer] = [:],
        backsOut: Bool = false
    ) {
        self.flow = flow
        self.answeredInAdvance = answeredInAdvance
        self.stored = stored
        self.backsOut = backsOut
    }

    /// The session that asks the batch, answering as `answering` says, its defaults read in
    /// `language`.
    public func session(answering: Session.Answering, language: Language) -> Session {
        Session(
            flow: flow, answeredInAdvance: answeredInAdvance, stored: stored,
            answering: answering, language: language, backsOut: backsOut)
    }
}

/// How a batch ended, as its source is told.
public enum BatchOutcome: Sendable {
    /// Every step was answered or passed over: the session that asked them, with its
    /// answers, the steps it skipped and how the flow ended, if it ended the run on
    /// purpose (``Session/exit``).
    case answered(Session)
    /// Back from the batch's first step (``Session/leftBackward``): nothing of it is kept.
    case wentBack
}
