extension Catalogue {
    // MARK: Flow and answers files (errors are printed after `wizard: `)

    public static func fileUnreadable(kind: FileKind, path: String, reason: String)
        -> LocalizedText
    {
        localized { $0.fileUnreadable(kind: kind, path: path, reason: reason) }
    }

    public static func fileNotRegular(kind: FileKind, path: String) -> LocalizedText {
        localized { $0.fileNotRegular(kind: kind, path: path) }
    }

    public static func fileTooLarge(kind: FileKind, path: String, limit: Int) -> LocalizedText {
        localized { $0.fileTooLarge(kind: kind, path: path, limit: limit) }
    }

    /// `wizard flow check` on a flow without problems.
    public static func flowChecked(path: String, steps: Int, questions: Int) -> LocalizedText {
        localized { $0.flowChecked(path: path, steps: steps, questions: questions) }
    }

    /// `wizard flow check`'s last line when it found problems.
    public static func flowProblems(path: String, count: Int, blocking: Int) -> LocalizedText {
        localized { $0.flowProblems(path: path, count: count, blocking: blocking) }
    }

    public static func answersProblem(path: String, location: TextLocation, reason: String)
        -> LocalizedText
    {
        localized { $0.answersProblem(path: path, location: location, reason: reason) }
    }

}
