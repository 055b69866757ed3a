import WizardCore

/// Answers a session from lines of piped input (`docs/usage.md`, The piped-answer contract):
/// one line per question, in step order; info pages take no line. The first refused answer
/// ends the run. Input that ends while the session takes defaults (`--defaults`) names every
/// question still to answer that has none.
///
/// It writes nothing: no prompt, no escape sequence. The caller reports its errors, and
/// the warnings of soft checks (``ValidationError/isWarning``): an answer warned about is
/// kept, since nobody is there to ask, and handed to `warned` with its line.
public struct PipedFrontend {
    private let lines: any LineSupplier
    private let warned: (AnswerRefused) -> Void

    /// - Parameters:
    ///   - lines: one supplier for the whole run (standard input's ``LineSource``).
    ///   - warned: told of each answer a soft check warned about, which is kept; by
    ///     default nobody is.
    public init(
        lines: any LineSupplier, warned: @escaping (AnswerRefused) -> Void = { _ in }
    ) {
        self.lines = lines
        self.warned = warned
    }

    /// Drives `session` to completion or throws the reason it could not be completed.
    public func run(_ session: inout Session) throws(FrontendError) {
        while let step = session.currentStep {
            guard step.isQuestion else {
                try submit(.line(""), to: &session, step: step)
                continue
            }
            let line: String?
            do {
                line = try lines.nextLine()
            } catch {
                throw .input(error)
            }
            guard let line else {
                if session.answering.takesDefaults {
                    throw .noDefaults(session.questionsWithoutDefault)
                }
                let progress = session.progress
                throw .inputEnded(step: step, number: progress.step, count: progress.of)
            }
            try submit(.line(line), to: &session, step: step)
        }
        // Nobody is there to look back: the review passes without a line.
        session.acceptReview()
    }

    private func submit(_ reply: Reply, to session: inout Session, step: Step)
        throws(FrontendError)
    {
        do {
            try session.submit(reply)
        } catch {
            let refused = AnswerRefused(
                step: step, source: .inputLine(lines.lineNumber), error: error)
            guard error.isWarning else { throw .rejected(refused) }
            warned(refused)
            try? session.submit(reply, keepingWarned: true)
        }
    }
}
