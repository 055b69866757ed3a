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
        case let unreadable as FileUnreadable:
            (lines, status) = Self.describe(unreadable, say: say)
        case let unusable as FlowUnusable:
            let path = unusable.path.terminalSafe
            lines =
                unusable.problems.map {
                    "wizard: " + $0.report(file: path, language: language).terminalSafe
                }
                + [say(Catalogue.flowUnusable(path: path, problems: unusable.problems.count))]
            status = .dataError
        case let refused as AnswersRefused:
            lines = [say(Self.describe(refused, language: language))]
            status = .dataError
        case is NotSignedIn:
            lines = [say(Catalogue.notSignedIn)]
            status = .notSignedIn
        default:
            lines = [say(LocalizedText(en: "\(error)", ko: "\(error)"))]
            status = .ioError
        }
    }

    private static func describe(_ error: FileUnreadable, say: (LocalizedText) -> String)
        -> ([String], ExitStatus)
    {
        switch error.error {
        case .unreadable(let path, let systemError):
            let message = Catalogue.fileUnreadable(
                kind: error.kind, path: path, reason: "\(systemError)")
            return ([say(message)], .noInput)
        case .tooLarge(let path, let limit):
            return (
                [say(Catalogue.fileTooLarge(kind: error.kind, path: path, limit: limit))],
                .dataError
            )
        case .notRegularFile(let path):
            return ([say(Catalogue.fileNotRegular(kind: error.kind, path: path))], .noInput)
        }
    }

    private static func describe(_ refused: AnswersRefused, language: Language) -> LocalizedText {
        let reason: LocalizedText =
            switch refused.error.reason {
            case .syntax(let message): message
            case .notAnObject: Catalogue.answersNotObject
            case .unknownKey(let key, let known): Catalogue.answersUnknownKey(key, known: known)
            case .duplicateKey(let key): Catalogue.answersDuplicateKey(key)
            case .wrongType(let key): Catalogue.answersWrongType(key)
            case .refused(let step, let error):
                Catalogue.answersRefused(step.id, alert: error.alert(for: step)(language))
            }
        return Catalogue.answersProblem(
            path: refused.path, location: refused.error.location, reason: reason(language))
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
        case .notProfile(let path, let defect):
            let problem =
                switch defect {
                case .empty: Catalogue.storeEmpty
                case .malformed(let syntax): Catalogue.storeMalformed(syntax.message)
                case .notAnObject: Catalogue.storeNotObject
                case .wrongType(let key, let expected, _):
                    Catalogue.storeWrongType(key: key, expected: expected)
                }
            let message = Catalogue.storeNotProfile(
                path: path, location: defect.location, problem: problem)
            return ([say(message)], .ioError)
        case .wouldBeTooLarge(let path, let size, let limit):
            return (
                [say(Catalogue.storeWouldBeTooLarge(path: path, size: size, limit: limit))],
                .cannotCreate
            )
        case .tooLarge(let path, let limit):
            return ([say(Catalogue.storeTooLarge(path: path, limit: limit))], .ioError)
        case .notRegularFile(let path):
            return ([say(Catalogue.storeNotRegularFile(path: path))], .ioError)
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
