/// A flow file (or the default flow) as a question source: one batch, the whole flow, with
/// the answers given in advance and the store's; nothing before its first step.
public struct FlowFileSource: QuestionSource {
    public typealias Failure = Never

    private var batch: QuestionBatch?
    /// How the one batch ended, once it has.
    public private(set) var outcome: BatchOutcome?

    public init(_ batch: QuestionBatch) {
        self.batch = batch
    }

    public mutating func nextBatch() -> QuestionBatch? {
        defer { batch = nil }
        return batch
    }

    public mutating func finish(_ outcome: BatchOutcome) {
        self.outcome = outcome
    }
}
