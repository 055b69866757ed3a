extension Catalogue {
    // MARK: Command results

    // MARK: Errors (printed after `wizard: `)

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

    public static func storeWrongType(key: String, expected: JSONType) -> LocalizedText {
        let kind: JSONValueKind =
            switch expected {
            case .string: .string
            case .integer: .wholeNumber
            case .boolean: .boolean
            case .stringArray: .stringArray
            }
        return localized { $0.storeWrongType(key: key, expected: kind) }
    }

    public static func storeWouldBeTooLarge(path: String, size: Int, limit: Int) -> LocalizedText {
        localized { $0.storeWouldBeTooLarge(path: path, size: size, limit: limit) }
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

    public static func lockTimedOut(lockPath: String, seconds: String) -> LocalizedText {
        localized { $0.lockTimedOut(lockPath: lockPath, seconds: seconds) }
    }

    // MARK: Lost output

    public static func outputLost(reason: String, saved: Bool) -> LocalizedText {
        localized { $0.outputLost(reason: reason, saved: saved) }
    }
}
