import WizardCore
import WizardIO

// MARK: - The profile store

extension ErrorReport {
    /// The store could not be read or is not a profile (74), or could not be written (73).
    static func report(_ error: StoreError, language: Language) -> ErrorReport {
        let (message, status): (LocalizedText, ExitStatus)
        switch error {
        case .notJSON(let path, let defect):
            let reason =
                switch defect {
                case .empty: Catalogue.storeEmpty
                case .malformed: Catalogue.storeMalformed
                case .notAnObject: Catalogue.storeNotObject
                }
            message = Catalogue.storeNotJSON(path: path, reason: reason)
            status = .ioError
        case .wrongType(let path, let key, let expected):
            message = Catalogue.storeWrongType(path: path, key: key, expected: expected)
            status = .ioError
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
