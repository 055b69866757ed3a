/// The messages of how a run answers its questions without asking them all: taking the
/// defaults (`--defaults`, `WIZARD_DEFAULTS`), asking only what is missing (`--missing`),
/// giving up after a time without a key (`--timeout`), and their usage errors (part of
/// ``Messages``). Errors are printed after `wizard: `.
public protocol AnsweringMessages {
    /// One question named in a message: its store key and title.
    func questionReference(key: String, title: String) -> String
    /// Input ended under `--defaults` while these questions, which have no default, were
    /// still to be answered.
    func noDefaults(_ questions: [String]) -> String
    /// No key came for `seconds` at step `step` of `count`: quit, nothing saved (exit 124).
    func timedOut(seconds: Int, step: Int, of count: Int, title: String) -> String
    /// On screen in the last seconds before quitting.
    func countdownQuit(seconds: Int) -> String
    /// On screen in the last seconds before an info page is passed (with `--defaults`).
    func countdownGoOn(seconds: Int) -> String
    /// The profile card's line for a question that is asked but has no answer yet: `line`
    /// (the kind's fallback, such as `USERNAME`, or the question's title), marked.
    func unanswered(_ line: String) -> String
    /// Under a card with unanswered questions: the command that asks only those.
    func missingAnswersHint(command: String) -> String
    /// `WIZARD_DEFAULTS` set to something other than 1 or 0.
    func defaultsVariable(_ value: String) -> String
    /// `--timeout` given something other than whole seconds from 0 to `limit`.
    func timeoutValue(_ value: String, limit: Int) -> String
    /// `--json` given to a `wizard flow` action other than `questions`.
    var jsonNeedsQuestions: String { get }
}
