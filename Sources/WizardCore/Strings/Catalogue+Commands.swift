extension Catalogue {
    // MARK: Command results

    public static let signedOut = localized { $0.signedOut }
    public static let wasSignedOut = localized { $0.wasSignedOut }
    /// Under the boxed card at a terminal: `wizard profile --logout to sign out`.
    public static let logoutHint = localized { $0.logoutHint }
    /// The card's name when the profile has none (seed ProfileView: `USERNAME`).
    public static let unknownName = localized { $0.unknownName }
    /// The card's value of a choice the profile lacks (seed ProfileView: `UNKNOWN`).
    public static let unknownValue = localized { $0.unknownValue }

    // MARK: Errors (printed after `wizard: `)

    public static let notSignedIn = localized { $0.notSignedIn }

    public static func inputEnded(step: Int, of count: Int, title: LocalizedText) -> LocalizedText {
        localized(embedding: title) { $0.inputEnded(step: step, of: count, title: title($1)) }
    }

    public static func answerRejected(line: Int, title: LocalizedText, alert: String)
        -> LocalizedText
    {
        localized(embedding: title) {
            $0.answerRejected(line: line, title: title($1), alert: alert)
        }
    }

    public static func optionRejected(option: String, alert: String) -> LocalizedText {
        localized { $0.optionRejected(option: option, alert: alert) }
    }

    public static func invalidUTF8(line: Int) -> LocalizedText {
        localized { $0.invalidUTF8(line: line) }
    }

    public static func lineTooLong(line: Int, limit: Int) -> LocalizedText {
        localized { $0.lineTooLong(line: line, limit: limit) }
    }

    public static func inputUnreadable(reason: String) -> LocalizedText {
        localized { $0.inputUnreadable(reason: reason) }
    }

    public static let interrupted = localized { $0.interrupted }

    // MARK: The profile store

    /// `path:line:column: the profile store … It was left untouched: …`, the place given
    /// as flow problems give theirs; `problem` is a sentence about the profile store.
    public static func storeNotProfile(
        path: String, location: TextLocation?, problem: LocalizedText
    )
        -> LocalizedText
    {
        localized(embedding: problem) {
            $0.storeNotProfile(path: path, location: location, problem: problem($1))
        }
    }

    public static let storeEmpty = localized { $0.storeEmpty }

    public static func storeMalformed(_ syntax: LocalizedText) -> LocalizedText {
        localized(embedding: syntax) { $0.storeMalformed(syntax($1)) }
    }

    public static let storeNotObject = localized { $0.storeNotObject }

    public static func storeWrongType(key: String, expected: JSONType) -> LocalizedText {
        let kind: ValueKind =
            switch expected {
            case .string: .string
            case .integer: .wholeNumber
            case .boolean: .boolean
            }
        return localized { $0.storeWrongType(key: key, expected: kind) }
    }

    public static func storeWouldBeTooLarge(path: String, size: Int, limit: Int) -> LocalizedText {
        localized { $0.storeWouldBeTooLarge(path: path, size: size, limit: limit) }
    }

    public static func storeTooLarge(path: String, limit: Int) -> LocalizedText {
        localized { $0.storeTooLarge(path: path, limit: limit) }
    }

    public static func storeNotRegularFile(path: String) -> LocalizedText {
        localized { $0.storeNotRegularFile(path: path) }
    }

    public static func storeUnreadable(path: String, reason: String) -> LocalizedText {
        localized { $0.storeUnreadable(path: path, reason: reason) }
    }

    public static func storeUnwritable(path: String, reason: String) -> LocalizedText {
        localized { $0.storeUnwritable(path: path, reason: reason) }
    }

    public static func storeNamesDirectory(path: String, trailingSlash: Bool) -> LocalizedText {
        localized { $0.storeNamesDirectory(path: path, trailingSlash: trailingSlash) }
    }

    public static func linkNotFollowed(link: String, store: String, owner: String)
        -> LocalizedText
    {
        localized { $0.linkNotFollowed(link: link, store: store, owner: owner) }
    }

    public static func linkInStickyDirectory(
        link: String, store: String, owner: String, directory: String, directoryOwner: String
    ) -> LocalizedText {
        localized {
            $0.linkInStickyDirectory(
                link: link, store: store, owner: owner, directory: directory,
                directoryOwner: directoryOwner)
        }
    }

    public static func linkTargetNotTrusted(
        link: String, store: String, directory: String, owner: String
    ) -> LocalizedText {
        localized {
            $0.linkTargetNotTrusted(link: link, store: store, directory: directory, owner: owner)
        }
    }

    public static func lockUnusable(lockPath: String, reason: String, owner: String, mode: String)
        -> LocalizedText
    {
        localized { $0.lockUnusable(lockPath: lockPath, reason: reason, owner: owner, mode: mode) }
    }

    public static func lockTimedOut(lockPath: String, seconds: String) -> LocalizedText {
        localized { $0.lockTimedOut(lockPath: lockPath, seconds: seconds) }
    }

    public static func storeOwnerNotKept(path: String, owner: String) -> LocalizedText {
        localized { $0.storeOwnerNotKept(path: path, owner: owner) }
    }

    public static func waitingForLock(lockPath: String) -> LocalizedText {
        localized { $0.waitingForLock(lockPath: lockPath) }
    }

    // MARK: Lost output

    public static func outputLost(reason: String, saved: Bool) -> LocalizedText {
        localized { $0.outputLost(reason: reason, saved: saved) }
    }
}
