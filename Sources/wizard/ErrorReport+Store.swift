import WizardCore
import WizardIO

// MARK: - The profile store

extension ErrorReport {
    /// The store could not be read or is not a profile (74), or could not be written or
    /// would be written too large to read back (73).
    static func report(_ error: StoreError, language: Language) -> ErrorReport {
        let (message, status): (LocalizedText, ExitStatus)
        switch error {
        case .notProfile(let path, let defect):
            let problem =
                switch defect {
                case .empty: Catalogue.storeEmpty
                case .malformed(let syntax): Catalogue.storeMalformed(syntax.message)
                case .notAnObject: Catalogue.storeNotObject
                case .wrongType(let key, let expected, _):
                    Catalogue.storeWrongType(key: key, expected: expected)
                }
            message = Catalogue.storeNotProfile(
                path: path, location: defect.location, problem: problem)
            status = .ioError
        case .wouldBeTooLarge(let path, let size, let limit):
            message = Catalogue.storeWouldBeTooLarge(path: path, size: size, limit: limit)
            status = .cannotCreate
        case .unreadable(let file):
            return storeFileReport(file, language: language)
        case .unwritable(let path, let systemError):
            message = Catalogue.storeUnwritable(path: path, reason: "\(systemError)")
            status = .cannotCreate
        }
        return ErrorReport(saying: message, language: language, status: status)
    }

    /// The store's file could not be read whole (74).
    static func storeFileReport(_ error: FileError, language: Language) -> ErrorReport {
        let path = error.path
        let message =
            switch error.reason {
            case .unreadable(let systemError):
                Catalogue.storeUnreadable(path: path, reason: "\(systemError)")
            case .tooLarge(let limit): Catalogue.storeTooLarge(path: path, limit: limit)
            case .notRegularFile: Catalogue.storeNotRegularFile(path: path)
            }
        return ErrorReport(saying: message, language: language, status: .ioError)
    }
}
