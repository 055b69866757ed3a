/// The messages of command results, input and store errors and `wizard flow questions`
/// (part of ``Messages``). Errors are printed after `wizard: `.
public protocol CommandMessages {
    // MARK: Command results

    // MARK: Input errors

    // MARK: The profile store

    /// `path:line:column: …`, the place given as flow problems give theirs; `problem` is one
    /// of the sentences about the profile store below.
    func storeNotProfile(path: String, location: TextLocation?, problem: String) -> String
    func storeWrongType(key: String, expected: JSONValueKind) -> String
    func storeWouldBeTooLarge(path: String, size: Int, limit: Int) -> String
    /// The store's path ends in `/` (`trailingSlash`) or names a directory: a usage error.
    func storeNamesDirectory(path: String, trailingSlash: Bool) -> String
    /// A symbolic link on the way to the store (`link` is `store` when the store itself is
    /// the link) that belongs to `owner`, neither the user nor root.
    func linkNotFollowed(link: String, store: String, owner: String) -> String
    /// A link in a world-writable directory with the sticky bit, belonging to `owner`,
    /// neither the user nor the directory's owner.
    func linkInStickyDirectory(
        link: String, store: String, owner: String, directory: String, directoryOwner: String
    ) -> String
    /// A link whose target is in `directory`, which belongs to `owner`, neither the user
    /// nor root.
    func linkTargetNotTrusted(link: String, store: String, directory: String, owner: String)
        -> String
    /// Another process still holds the lock file after `--wait SECONDS` (`seconds` is `0`
    /// when it did not wait at all).
    func lockTimedOut(lockPath: String, seconds: String) -> String

    // MARK: Lost output

    /// A write to standard output failed; `saved` when the profile had been saved first.
    func outputLost(reason: String, saved: Bool) -> String

    // MARK: `wizard flow questions`

    /// One question: its line number in piped input, store key, title and what an answer
    /// may be (one of the `accepts…` messages).
    func questionSummary(number: Int, key: String, title: String, accepts: String) -> String
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
