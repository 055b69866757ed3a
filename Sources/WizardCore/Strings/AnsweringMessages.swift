/// The messages of how a run answers its questions without asking them all: taking the
/// defaults (`--defaults`, `WIZARD_DEFAULTS`), asking only what is missing (`--missing`),
/// giving up after a time without a key (`--timeout`), and their usage errors (part of
/// ``Messages``). Errors are printed after `wizard: `.
public protocol AnsweringMessages {
}
