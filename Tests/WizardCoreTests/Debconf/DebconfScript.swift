import Testing
import WizardCore

/// A conversation fed lines as the Passthrough frontend writes them, keeping the reply
/// lines it writes back, and its batches asked through the real ``Session``. A class, so
/// that a test's `#expect` may call it.
final class DebconfScript {
    var conversation = DebconfConversation()

    /// The reply lines to `lines`, none of which may be a `GO` that asks a batch.
    func replies(_ lines: String...) -> [String] {
        lines.map { line in
            switch conversation.take(line: Array(line.utf8)) {
            case .reply(let reply): return reply.line
            case .ask:
                Issue.record("\(line) asked a batch")
                return "(batch)"
            }
        }
    }

    /// The reply line to `line`.
    func reply(_ line: String) -> String { replies(line)[0] }

    /// The reply to the last `GO` that asked no batch.
    var goReply = ""

    /// `GO`'s batch; `nil`, with `GO`'s reply in ``goReply``, when it asks none.
    func go() -> QuestionBatch? {
        switch conversation.take(line: Array("GO".utf8)) {
        case .reply(let written):
            goReply = written.line
            return nil
        case .ask(let batch):
            return batch
        }
    }

    /// `GO`'s batch asked through a session fed `lines` (`<back>` goes back), then `GO`'s
    /// reply, as ``QuestionRun`` hands the outcome back.
    func go(answering lines: [String]) -> String {
        guard let batch = go() else { return goReply }
        var session = batch.session(answering: Session.Answering(), language: .english)
        for line in lines {
            if line == "<back>" {
                session.goBack()
            } else {
                do {
                    try session.submit(.line(line))
                } catch {
                    Issue.record("\(line) refused: \(error)")
                }
            }
        }
        #expect(session.isComplete, "the batch was not finished by \(lines)")
        return conversation.finish(session.leftBackward ? .wentBack : .answered(session)).line
    }
}
