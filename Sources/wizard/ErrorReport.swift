import WizardCore
import WizardIO

/// Nobody is signed in, so there is no profile to show.
struct NotSignedIn: Error {}

/// A `--name`/`--age`/`--gender` value its step refuses.
struct PresetAnswerRefused: Error {
    let option: String
    let step: Step
    let error: ValidationError
}

/// The one place errors become what the user sees and the exit status.
struct ErrorReport {
    /// Lines for standard error, each already prefixed and terminal-safe.
    let lines: [String]
    let status: ExitStatus

    init(_ error: any Error, language: Language) {
        func say(_ text: LocalizedText) -> String { "wizard: " + text(language).terminalSafe }
        switch error {
        case let usage as UsageError:
            lines = [say(usage.message), Catalogue.seeHelp(command: usage.command)(language)]
            status = .usage
        case let refused as PresetAnswerRefused:
            let alert = refused.error.alert(for: refused.step)(language)
            lines = [say(Catalogue.optionRejected(option: refused.option, alert: alert))]
            status = .dataError
        case let frontend as FrontendError:
            (lines, status) = Self.describe(frontend, say: say, language: language)
        case let store as StoreError:
            (lines, status) = Self.describe(store, say: say)
        case is NotSignedIn:
            lines = [say(Catalogue.notSignedIn)]
            status = .notSignedIn
        default:
            lines = [say(LocalizedText(en: "\(error)", ko: "\(error)"))]
            status = .ioError
        }
    }

    private static func describe(
        _ error: FrontendError, say: (LocalizedText) -> String, language: Language
    ) -> ([String], ExitStatus) {
        switch error {
        case .rejected(let step, let line, let reason):
            let alert = reason.alert(for: step)(language)
            return (
                [say(Catalogue.answerRejected(line: line, title: step.title, alert: alert))],
                .dataError
            )
        case .inputEnded(let step, let number, let count):
            return (
                [say(Catalogue.inputEnded(step: number, of: count, title: step.title))],
                .noInput
            )
        case .input(.invalidUTF8(let line)):
            return ([say(Catalogue.invalidUTF8(line: line))], .dataError)
        case .input(.lineTooLong(let line, let limit)):
            return ([say(Catalogue.lineTooLong(line: line, limit: limit))], .dataError)
        case .input(.readFailed(let systemError)):
            return ([say(Catalogue.inputUnreadable(reason: "\(systemError)"))], .ioError)
        case .interrupted:
            return ([say(Catalogue.interrupted)], .interrupted)
        }
    }

    private static func describe(_ error: StoreError, say: (LocalizedText) -> String) -> (
        [String], ExitStatus
    ) {
        switch error {
        case .notJSON(let path, let defect):
            let reason =
                switch defect {
                case .empty: Catalogue.storeEmpty
                case .malformed: Catalogue.storeMalformed
                case .notAnObject: Catalogue.storeNotObject
                }
            return ([say(Catalogue.storeNotJSON(path: path, reason: reason))], .ioError)
        case .wrongType(let path, let key, let expected):
            return (
                [say(Catalogue.storeWrongType(path: path, key: key, expected: expected))],
                .ioError
            )
        case .tooLarge(let path, let limit):
            return ([say(Catalogue.storeTooLarge(path: path, limit: limit))], .ioError)
        case .unreadable(let path, let systemError):
            return (
                [say(Catalogue.storeUnreadable(path: path, reason: "\(systemError)"))],
                .ioError
            )
        case .unwritable(let path, let systemError):
            return (
                [say(Catalogue.storeUnwritable(path: path, reason: "\(systemError)"))],
                .cannotCreate
            )
        }
    }
}
