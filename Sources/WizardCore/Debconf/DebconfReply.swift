/// The one line wizard writes back for each line of debconf's protocol: a status and, for
/// most, a sentence or a value (`0 ok`, `0 Europe`, `30 backup`, `20 Unsupported command
/// "FOO"`). ``line`` is what is written, before its line feed.
public struct DebconfReply: Sendable, Equatable {
    public let status: DebconfStatus
    /// The words after the status: a value `GET` asked for, wizard's capabilities, or a
    /// sentence; empty for none.
    public let text: String
    /// Why the line was refused or not carried out, for a warning; `nil` when it was.
    public let problem: DebconfProblem?

    public init(_ status: DebconfStatus, _ text: String = "") {
        self.status = status
        self.text = text
        self.problem = nil
    }

    /// The reply that refuses a line for `problem`.
    public init(refusing problem: DebconfProblem) {
        self.status = problem.status
        self.text = problem.explanation
        self.problem = problem
    }

    /// The line to write, without its line feed: the status, then a space and the text
    /// when there is one. A line feed in the text is written as a backslash and `n`, as the
    /// Passthrough frontend writes its own, so that a reply is always one line.
    public var line: String {
        let code = String(status.rawValue)
        guard !text.isEmpty else { return code }
        return code + " " + DebconfEscapes.escapingLineFeeds(text)
    }
}

/// A reply's status, as debconf's `Debconf/ConfModule.pm` numbers them.
public enum DebconfStatus: Int, Sendable, CaseIterable {
    /// 0: done; the text is the value or a word or two.
    case success = 0
    /// 10: a parameter names nothing known (a question, a field, a type).
    case badParameters = 10
    /// 20: a line that is not a command, or a command with the wrong words.
    case syntaxError = 20
    /// 30: the person went back from the batch's first question (`GO`), or a question is
    /// passed over (`INPUT` of one already queued).
    case goBack = 30
    /// 100: something wizard cannot do (a batch over its bounds).
    case internalError = 100
}
