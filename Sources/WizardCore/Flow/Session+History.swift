/// Where the line editor keeps an answer in its history: the flow and the question, so that
/// ↑ at a question brings back earlier answers to that question only, as readline programs
/// keep one history per prompt. The name field never offers a database name.
public struct HistoryPlace: Hashable, Sendable {
    /// The flow's `id`.
    public let flow: String
    /// The question's key.
    public let question: String

    public init(flow: String, question: String) {
        self.flow = flow
        self.question = question
    }
}

/// One answer the history keeps, with its place.
public struct HistoryEntry: Hashable, Sendable {
    public let place: HistoryPlace
    public let answer: String

    public init(_ answer: String, at place: HistoryPlace) {
        self.place = place
        self.answer = answer
    }
}

extension Session {
    /// The history place of `step`'s answer: `nil` unless it is a text step
    /// (``Step/isLineEdited``) whose kind lets its answer appear in the history
    /// (``AnswerExposure/Places/history``). An edit with no place recalls nothing.
    public func historyPlace(of step: Step) -> HistoryPlace? {
        guard step.isLineEdited && step.kind.exposure.mayAppear(in: .history) else { return nil }
        return HistoryPlace(flow: flow.id, question: step.id)
    }

    /// What a line editor's history keeps of this session once the profile is saved: the
    /// answers of the steps that have a ``historyPlace(of:)``, in step order. Every mode
    /// that edits lines keeps the same entries, so ↑ in the name field recalls names,
    /// whichever mode they were typed in.
    public var historyEntries: [HistoryEntry] {
        flow.steps.compactMap { step in
            guard let place = historyPlace(of: step), let answer = answers[step.id]?.string
            else { return nil }
            return HistoryEntry(answer, at: place)
        }
    }
}
