/// The messages about the files wizard reads (part of ``Messages``).
public protocol FileMessages {
    func fileUnreadable(kind: FileKind, path: String, reason: String) -> String
    func fileNotRegular(kind: FileKind, path: String) -> String
    func fileTooLarge(kind: FileKind, path: String, limit: Int) -> String
    /// `wizard flow check` on a flow without problems.
    func flowChecked(path: String, steps: Int, questions: Int) -> String
    /// `wizard flow check`'s last line when it found problems, `blocking` of them blocking.
    func flowProblems(path: String, count: Int, blocking: Int) -> String

    func answersProblem(path: String, location: TextLocation, reason: String) -> String
}

/// The files wizard reads, named in messages.
public enum FileKind: Sendable {
    case store
    case flow
    case answers
    /// The line editor's history of earlier answers.
    case history
}
