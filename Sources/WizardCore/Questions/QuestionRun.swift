import WizardText

/// Asks a source's batches one after the other, each as one session, until the source has
/// no more: the loop every command that asks questions runs, whatever its source and its
/// frontend.
public enum QuestionRun {
    /// Asks every batch of `source` through `ask`, which runs a session to its end (a
    /// frontend), and tells the source how each ended.
    ///
    /// - Parameters:
    ///   - answering: how each session takes answers without asking.
    ///   - language: the reader's language, which a run's values are read in.
    ///   - ask: answers a session until it is complete (``Session/isComplete``), or throws.
    /// - Returns: the last batch's session when it was answered, `nil` when the source gave
    ///   none or the last one went back.
    /// - Throws: what `ask` throws, as ``Failure/asking(_:)``, or what the source throws, as
    ///   ``Failure/source(_:)``.
    public static func run<Source: QuestionSource, AskFailure: Error>(
        _ source: inout Source, answering: Session.Answering, language: Language,
        ask: (inout Session) throws(AskFailure) -> Void
    ) throws(Failure<Source.Failure, AskFailure>) -> Session? {
        var last: Session?
        while true {
            let next: QuestionBatch?
            do throws(Source.Failure) {
                next = try source.nextBatch()
            } catch {
                throw .source(error)
            }
            guard let batch = next else { return last }
            var session = batch.session(answering: answering, language: language)
            if !session.isComplete {
                do throws(AskFailure) {
                    try ask(&session)
                } catch {
                    throw .asking(error)
                }
            }
            let outcome: BatchOutcome = session.leftBackward ? .wentBack : .answered(session)
            last = session.leftBackward ? nil : session
            do throws(Source.Failure) {
                try source.finish(outcome)
            } catch {
                throw .source(error)
            }
        }
    }

    /// Why a run of a source stopped before the source had no more batches.
    public enum Failure<SourceFailure: Error, AskFailure: Error>: Error {
        /// The source could not go on.
        case source(SourceFailure)
        /// Asking a batch failed: the person quit, input ended, an answer was refused.
        case asking(AskFailure)
    }
}
