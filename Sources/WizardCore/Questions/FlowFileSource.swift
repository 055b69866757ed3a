/// A flow file (or the default flow) as a question source: one batch, the whole flow, with
/// the answers given in advance and the store's; nothing before its first step. It never
/// fails; `Failure` is the failure of the run it is part of, so that one loop serves it and
/// sources that can fail alike.
public struct FlowFileSource<Failure: Error>: QuestionSource {
    private var batch: QuestionBatch?
    /// How the one batch ended, once it has.
    public private(set) var outcome: BatchOutcome?

    public init(_ batch: QuestionBatch) {
        self.batch = batch
    }

    public mutating func nextBatch() throws(Failure) -> QuestionBatch? {
        defer { batch = nil }
        return batch
    }

    public mutating func finish(_ outcome: BatchOutcome) throws(Failure) {
        self.outcome = outcome
    }
}
