import WizardCore
import WizardIO
import WizardMessages
import WizardText

// MARK: - The profile store

extension ErrorReport {
    /// The store could not be read or is not a profile (74), or could not be written or
    /// would be written too large to read back (73); its path names a directory (64);
    /// another process held its lock past `--wait` (75).
    static func report(_ error: StoreError, language: Language) -> ErrorReport {
        let (message, status): (LocalizedText, ExitStatus)
        switch error {
        case .notProfile(let path, let defect):
            let problem =
                switch defect {
                case .empty: Message.storeEmpty
                case .malformed(let syntax): Message.storeMalformed(syntax.message)
                case .notAnObject: Message.storeNotObject
                case .wrongType(let key, let expected, _):
                    Message.storeWrongType(key: key, expected: expected)
                }
            message = Message.storeNotProfile(
                path: path, location: defect.location, problem: problem)
            status = .ioError
        case .wouldBeTooLarge(let path, let size, let limit):
            message = Message.storeWouldBeTooLarge(path: path, size: size, limit: limit)
            status = .cannotCreate
        case .unreadable(let file):
            return storeFileReport(file, language: language)
        case .unwritable(let path, let systemError):
            message = Message.storeUnwritable(path: path, reason: "\(systemError)")
            status = .cannotCreate
        case .directoryMissing(let path, let directory):
            message = Message.storeDirectoryMissing(path: path, directory: directory)
            status = .cannotCreate
        case .namesDirectory(let path, let trailingSlash):
            let reason = Message.storeNamesDirectory(path: path, trailingSlash: trailingSlash)
            return ErrorReport(
                lines: [
                    line(reason, language: language), Message.seeHelp(command: nil)(language),
                ],
                status: .usage)
        case .untrustedLink(let path, let link, let writing):
            message = linkNotFollowed(link, store: path)
            status = writing ? .cannotCreate : .ioError
        case .lockUnusable(let lockPath, let systemError, let owner, let mode):
            message = Message.lockUnusable(
                lockPath: lockPath, reason: "\(systemError)", owner: "\(owner)",
                mode: Self.octal(mode))
            status = .cannotCreate
        case .lockTimedOut(let lockPath, let waited):
            message = Message.lockTimedOut(lockPath: lockPath, seconds: waited.secondsText ?? "")
            status = .temporaryFailure
        case .ownerNotKept(let path, let owner):
            message = Message.storeOwnerNotKept(path: path, owner: "\(owner)")
            status = .cannotCreate
        }
        return ErrorReport(saying: message, language: language, status: status)
    }

    /// A link wizard does not follow, in the words of its reason.
    private static func linkNotFollowed(_ link: UntrustedLink, store: String) -> LocalizedText {
        let owner = "\(link.owner)"
        switch link.reason {
        case .linkOwner:
            return Message.linkNotFollowed(link: link.link, store: store, owner: owner)
        case .stickyDirectory(let directory, let directoryOwner):
            return Message.linkInStickyDirectory(
                link: link.link, store: store, owner: owner, directory: directory,
                directoryOwner: "\(directoryOwner)")
        case .targetDirectory(let directory, let directoryOwner):
            return Message.linkTargetNotTrusted(
                link: link.link, store: store, directory: directory, owner: "\(directoryOwner)")
        }
    }

    /// A mode as `ls` and `chmod` write it in octal: `0600`.
    private static func octal(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The store's file could not be read whole (74).
    static func storeFileReport(_ error: FileError, language: Language) -> ErrorReport {
        let path = error.path
        let message =
            switch error.reason {
            case .unreadable(let systemError):
                Message.storeUnreadable(path: path, reason: "\(systemError)")
            case .tooLarge(let limit): Message.storeTooLarge(path: path, limit: limit)
            case .notRegularFile: Message.storeNotRegularFile(path: path)
            }
        return ErrorReport(saying: message, language: language, status: .ioError)
    }
}
