extension Catalogue {
    // MARK: Command results

    public static let signedOut = localized { $0.signedOut }
    public static let wasSignedOut = localized { $0.wasSignedOut }

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

    public static let storeEmpty = localized { $0.storeEmpty }
    public static let storeMalformed = localized { $0.storeMalformed }
    public static let storeNotObject = localized { $0.storeNotObject }

    public static func storeNotJSON(path: String, reason: LocalizedText) -> LocalizedText {
        localized(embedding: reason) { $0.storeNotJSON(path: path, reason: reason($1)) }
    }

    public static func storeWrongType(path: String, key: String, expected: JSONType)
        -> LocalizedText
    {
        let kind: ValueKind =
            switch expected {
            case .string: .string
            case .integer: .wholeNumber
            case .boolean: .boolean
            }
        return localized { $0.storeWrongType(path: path, key: key, expected: kind) }
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

    public static func waitingForLock(path: String) -> LocalizedText {
        localized { $0.waitingForLock(path: path) }
    }
}
