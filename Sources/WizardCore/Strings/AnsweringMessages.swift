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
}
