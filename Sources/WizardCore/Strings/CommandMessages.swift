/// The messages of command results, input and store errors and `wizard flow questions`
/// (part of ``Messages``). Errors are printed after `wizard: `.
public protocol CommandMessages {
    // MARK: Command results

    var signedOut: String { get }
    var wasSignedOut: String { get }

    // MARK: Input errors

    var notSignedIn: String { get }
    func inputEnded(step: Int, of count: Int, title: String) -> String
    func answerRejected(line: Int, title: String, alert: String) -> String
    func optionRejected(option: String, alert: String) -> String
    func invalidUTF8(line: Int) -> String
    func lineTooLong(line: Int, limit: Int) -> String
    func inputUnreadable(reason: String) -> String
    var interrupted: String { get }

    // MARK: The profile store

    var storeEmpty: String { get }
    var storeMalformed: String { get }
    var storeNotObject: String { get }
    func storeNotJSON(path: String, reason: String) -> String
    func storeWrongType(path: String, key: String, expected: ValueKind) -> String
    func storeTooLarge(path: String, limit: Int) -> String
    func storeNotRegularFile(path: String) -> String
    func storeUnreadable(path: String, reason: String) -> String
    func storeUnwritable(path: String, reason: String) -> String
    func waitingForLock(path: String) -> String

    // MARK: `wizard flow questions`

    /// One question: its line number in piped input, store key, title and what an answer
    /// may be (one of the `accepts…` messages).
    func questionSummary(number: Int, key: String, title: String, accepts: String) -> String
    /// The first line of `wizard flow questions`.
    var questionsHeading: String { get }
    /// `wizard flow questions` for a flow of info pages only.
    var noQuestions: String { get }
    var acceptsNothing: String { get }
    func acceptsText(minimumLength: Int, maximumLength: Int, pattern: String?) -> String
    func acceptsWholeNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int) -> String
    func acceptsOption(values: [String], count: Int) -> String
    func acceptsYesOrNo(defaultValue: Bool?) -> String
}
