import WizardMessages
import WizardText

extension Message {
    // The messages of commands, the store and the files wizard reads whose words depend on
    // their values: each chooses among plain messages of po/, with no language's words here.

    /// `path:line:column: the profile store … It was left untouched: …`, the place given
    /// as flow problems give theirs; `problem` is a sentence about the profile store.
    public static func storeNotProfile(
        path: String, location: TextLocation?, problem: LocalizedText
    ) -> LocalizedText {
        Parts.storeNotProfile(place: location.map { "\(path):\($0)" } ?? path, problem: problem)
    }

    /// A JSON value's kind, as messages name it (`a whole number`).
    public static func valueKind(_ kind: JSONValueKind) -> LocalizedText {
        switch kind {
        case .object: ValueKind.object
        case .array: ValueKind.array
        case .stringArray: ValueKind.stringArray
        case .string: ValueKind.string
        case .number: ValueKind.number
        case .wholeNumber: ValueKind.wholeNumber
        case .boolean: ValueKind.boolean
        case .null: ValueKind.null
        }
    }

    public static func storeWrongType(key: String, expected: JSONType) -> LocalizedText {
        Parts.storeWrongType(key: key, type: valueKind(expected.valueKind))
    }

    public static func storeWouldBeTooLarge(path: String, size: Int, limit: Int) -> LocalizedText {
        Parts.storeWouldBeTooLarge(path: path, size: Count.bytes(size), limit: Count.bytes(limit))
    }

    /// The store's path ends in `/` (`trailingSlash`) or names a directory: a usage error.
    public static func storeNamesDirectory(path: String, trailingSlash: Bool) -> LocalizedText {
        if trailingSlash { return Parts.storeEndsInSlash(path: path) }
        let file = (path.hasSuffix("/") ? path : path + "/") + "profile.json"
        return Parts.storeIsDirectory(path: path, file: file)
    }

    /// How a message about a link starts: the link, and the store it leads to when that is
    /// another path.
    private static func notFollowing(_ link: String, to store: String) -> LocalizedText {
        link == store
            ? Parts.notFollowingStoreLink(link: link)
            : Parts.notFollowingLink(link: link, store: store)
    }

    /// A symbolic link on the way to the store (`link` is `store` when the store itself is
    /// the link) that belongs to `owner`, neither the user nor root.
    public static func linkNotFollowed(link: String, store: String, owner: String)
        -> LocalizedText
    {
        Parts.linkNotFollowed(start: notFollowing(link, to: store), owner: owner)
    }

    /// A link in a world-writable directory with the sticky bit, belonging to `owner`,
    /// neither the user nor the directory's owner.
    public static func linkInStickyDirectory(
        link: String, store: String, owner: String, directory: String, directoryOwner: String
    ) -> LocalizedText {
        Parts.linkInStickyDirectory(
            start: notFollowing(link, to: store), owner: owner, directory: directory,
            directoryOwner: directoryOwner)
    }

    /// A link whose target is in `directory`, which belongs to `owner`, neither the user
    /// nor root.
    public static func linkTargetNotTrusted(
        link: String, store: String, directory: String, owner: String
    ) -> LocalizedText {
        Parts.linkTargetNotTrusted(
            start: notFollowing(link, to: store), directory: directory, owner: owner)
    }

    /// Another process still holds the lock file after `--wait SECONDS` (`seconds` is `0`
    /// when it did not wait at all).
    public static func lockTimedOut(lockPath: String, seconds: String) -> LocalizedText {
        switch seconds {
        case "0": Parts.lockNotWaited(lockPath: lockPath)
        case "1": Parts.lockTimedOutOneSecond(lockPath: lockPath, seconds: seconds)
        default: Parts.lockTimedOut(lockPath: lockPath, seconds: seconds)
        }
    }

    /// A write to standard output failed; `saved` when the profile had been saved first.
    public static func outputLost(reason: String, saved: Bool) -> LocalizedText {
        saved ? Parts.outputLostSaved(reason: reason) : Parts.outputLost(reason: reason)
    }

    /// A file's kind, as messages name it (`flow file`).
    static func fileKind(_ kind: FileKind) -> LocalizedText {
        switch kind {
        case .store: Message.FileKinds.store
        case .flow: Message.FileKinds.flow
        case .answers: Message.FileKinds.answers
        case .history: Message.FileKinds.history
        case .translation: Message.FileKinds.translation
        }
    }

    public static func fileUnreadable(kind: FileKind, path: String, reason: String)
        -> LocalizedText
    {
        Parts.fileUnreadable(kind: fileKind(kind), path: path, reason: reason)
    }

    public static func fileNotRegular(kind: FileKind, path: String) -> LocalizedText {
        Parts.fileNotRegular(kind: fileKind(kind), path: path)
    }

    public static func fileTooLarge(kind: FileKind, path: String, limit: Int)
        -> LocalizedText
    {
        Parts.fileTooLarge(kind: fileKind(kind), path: path, limit: limit)
    }

    /// `wizard flow check` on a flow without problems, and with `warnings` warnings.
    public static func flowChecked(path: String, steps: Int, questions: Int, warnings: Int = 0)
        -> LocalizedText
    {
        let (steps, questions) = (Count.steps(steps), Count.questions(questions))
        return warnings == 0
            ? Parts.flowChecked(path: path, steps: steps, questions: questions)
            : Parts.flowCheckedWithWarnings(
                path: path, count: warnings, steps: steps, questions: questions)
    }

    /// `wizard flow check`'s last line when it found `blocking` problems that stop a run, and
    /// `warnings` problems a run goes on with.
    public static func flowProblems(path: String, blocking: Int, warnings: Int) -> LocalizedText {
        let problems = Parts.flowProblemsBlocking(path: path, count: blocking)
        return warnings == 0 ? problems : Parts.andWarnings(summary: problems, count: warnings)
    }

    public static func answersProblem(path: String, location: TextLocation, reason: String)
        -> LocalizedText
    {
        Parts.answersProblem(place: "\(path):\(location)", reason: reason)
    }

    /// `words` as a list to choose from: `a, b or c` in English.
    static func orList(_ words: [String]) -> LocalizedText {
        guard let last = words.last, words.count > 1 else {
            return LocalizedText(english: words.first ?? "")
        }
        return Parts.orList(leading: words.dropLast().joined(separator: ", "), last: last)
    }

    public static func unknownProgressStyle(_ value: String) -> LocalizedText {
        Parts.unknownProgressStyle(value, styles: orList(ProgressStyle.allCases.map(\.rawValue)))
    }

    /// The line after a usage error: where to read how it is used.
    public static func seeHelp(command: String?) -> LocalizedText {
        Parts.seeHelp(invocation: command.map { "wizard \($0) --help" } ?? "wizard --help")
    }

    /// `wizard completion` without a shell; `shells` are those it writes scripts for.
    public static func missingShell(_ shells: [String]) -> LocalizedText {
        Parts.missingShell(orList(shells))
    }

    public static func unknownShell(_ name: String, known shells: [String]) -> LocalizedText {
        Parts.unknownShell(name, shells: orList(shells))
    }
}

extension Message.FlowCheck {
    /// A flow's `progress` that names no style.
    public static let progressStyle = progressStyleAmong(
        Message.orList(ProgressStyle.allCases.map { "\"\($0.rawValue)\"" }))
}
