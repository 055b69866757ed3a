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

    /// `path:line:column: …`, the place given as flow problems give theirs; `problem` is one
    /// of the sentences about the profile store below.
    func storeNotProfile(path: String, location: TextLocation?, problem: String) -> String
    var storeEmpty: String { get }
    func storeMalformed(_ syntax: String) -> String
    var storeNotObject: String { get }
    func storeWrongType(key: String, expected: ValueKind) -> String
    func storeWouldBeTooLarge(path: String, size: Int, limit: Int) -> String
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
    /// An info page.
    var acceptsNothing: String { get }
    /// A text question: its length, pattern and default.
    func acceptsText(minimum: Int, maximum: Int, pattern: String?, defaultValue: String?) -> String
    /// A slider: its range, step and default.
    func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int) -> String
    /// A picker: its values, or their numbers, and its default.
    func acceptsChoice(values: [String], defaultValue: String?) -> String
    /// A multi-select: its values, how many, and what an empty line chooses (`nil`: nothing
    /// allowed; empty: none).
    func acceptsChoices(values: [String], count: ClosedRange<Int>, defaultValues: [String]?)
        -> String
    /// A confirm question: yes or no, and its default.
    func acceptsYesOrNo(defaultValue: Bool?) -> String
}
