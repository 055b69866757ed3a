import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// The one place errors become what the person reads and the exit status.
///
/// Pure: it writes nothing and exits nowhere. ``Wizard/main(arguments:environment:standardOutput:standardError:)``
/// writes ``text`` on standard error and `main.swift` exits with ``status``.
struct ErrorReport: Equatable {
    /// Lines for standard error, each already prefixed and terminal-safe.
    let lines: [String]
    let status: ExitStatus

    /// The lines as written, each ended by a newline.
    var text: String { lines.map { $0 + "\n" }.joined() }

    init(lines: [String], status: ExitStatus) {
        self.lines = lines
        self.status = status
    }

    /// One line, `wizard: ` and `message` made terminal-safe.
    init(saying message: LocalizedText, language: Language, status: ExitStatus) {
        self.init(lines: [Self.line(message, language: language)], status: status)
    }

    init(_ error: WizardError, language: Language) {
        switch error {
        case .usage(let usage):
            self.init(
                lines: [
                    Self.line(usage.message, language: language),
                    Message.seeHelp(command: usage.command)(language),
                ], status: .usage)
        case .notText(let notText):
            self = Self.report(notText, language: language)
        case .file(let file):
            self = Self.report(file, language: language)
        case .flowUnusable(let unusable):
            let path = unusable.path.terminalSafe
            var problems = unusable.problems.map {
                "wizard: " + $0.report(file: path, language: language).terminalSafe
            }
            problems += NotListed.lines(
                blocking: unusable.unlistedBlockingCount,
                warnings: unusable.unlistedWarningCount, language: language
            ).map { "wizard: " + $0 }
            let summary = Message.flowUnusable(
                path: path, problems: unusable.problems.count + unusable.unlistedCount)
            self.init(
                lines: problems + [Self.line(summary, language: language)], status: .dataError)
        case .answersFile(let refused):
            self = Self.report(refused, language: language)
        case .refused(let refused):
            self = Self.refusal(refused, language: language)
        case .store(let store):
            self = Self.report(store, language: language)
        case .variables(let error):
            self = Self.report(error, language: language)
        case .variableProblem(let problem):
            self.init(saying: problem.message, language: language, status: .dataError)
        case .debconf(let failure):
            self = Self.report(failure, language: language)
        case .frontend(let frontend):
            self = Self.report(frontend, language: language)
        case .askStopped(let frontend):
            self = Self.askReport(frontend, language: language)
        case .flowEnded(let exit, let verbose):
            let details = Message.flowEndedDetails(
                title: exit.step.title, key: exit.step.id, status: exit.status)
            self.init(
                lines: [Message.flowEnded, details].prefix(verbose ? 2 : 1).map {
                    Self.line($0, language: language)
                }, status: .flow(exit.status))
        case .flowOverran:
            self.init(
                saying: Message.flowOverran(limit: Session.stepLimit), language: language,
                status: .dataError)
        case .notSignedIn:
            self.init(saying: Message.notSignedIn, language: language, status: .notSignedIn)
        case .outputLost(let error, let saved):
            self.init(
                saying: Message.outputLost(reason: "\(error)", saved: saved),
                language: language, status: .ioError)
        }
    }

    /// `wizard: ` and `message` in `language`, made terminal-safe.
    static func line(_ message: LocalizedText, language: Language) -> String {
        "wizard: " + message(language).terminalSafe
    }

    /// An answer's value that is not UTF-8 is refused as a piped line is (65); another
    /// argument or a path's variable is a usage error (64), with the pointer to `--help`.
    private static func report(_ notText: NotText, language: Language) -> ErrorReport {
        let message: LocalizedText
        switch notText {
        case .answer(let option):
            return ErrorReport(
                saying: Message.optionNotUTF8(option: option), language: language,
                status: .dataError)
        case .argument(let position, let shown):
            message = Message.argumentNotUTF8(position: position, shown: shown)
        case .variable(let name):
            message = Message.variableNotUTF8(name: name)
        }
        return ErrorReport(
            lines: [
                Self.line(message, language: language), Message.seeHelp(command: nil)(language),
            ],
            status: .usage)
    }

    /// A flow or answers file (or the store, ``storeFileReport(_:language:)``) that could
    /// not be read whole: 66 when it cannot be opened or is not a file, 65 when too large.
    private static func report(_ error: FileError, language: Language) -> ErrorReport {
        let path = error.path
        let (message, status): (LocalizedText, ExitStatus)
        switch error.kind {
        case .store:
            return storeFileReport(error, language: language)
        case .flow, .answers, .history, .translation:
            switch error.reason {
            case .unreadable(let systemError):
                message = Message.fileUnreadable(
                    kind: error.kind, path: path, reason: "\(systemError)")
                status = .noInput
            case .tooLarge(let limit):
                message = Message.fileTooLarge(kind: error.kind, path: path, limit: limit)
                status = .dataError
            case .notRegularFile:
                message = Message.fileNotRegular(kind: error.kind, path: path)
                status = .noInput
            }
        }
        return ErrorReport(saying: message, language: language, status: status)
    }

    /// An answers file that does not fit the flow: where in the file, and why (65).
    private static func report(_ refused: AnswersRefused, language: Language) -> ErrorReport {
        let location = refused.error.location
        let reason: LocalizedText
        switch refused.error.reason {
        case .syntax(let message): reason = message
        case .notAnObject: reason = Message.answersNotObject
        case .unknownKey(let key, let known):
            reason = Message.answersUnknownKey(key, known: known)
        case .duplicateKey(let key): reason = Message.answersDuplicateKey(key)
        case .wrongType(let key): reason = Message.answersWrongType(key)
        case .refused(let refused):
            return refusal(refused, language: language)
        }
        let message = Message.answersProblem(
            path: refused.path, location: location, reason: reason(language))
        return ErrorReport(saying: message, language: language, status: .dataError)
    }

    /// Why `wizard ask`'s frontend stopped, in words of its one question: quit (130), no
    /// key in time (124), input ended (66); the rest as ``report(_:language:)`` says them.
    private static func askReport(_ error: FrontendError, language: Language) -> ErrorReport {
        let (message, status): (LocalizedText, ExitStatus)
        switch error {
        case .quit:
            (message, status) = (Message.Ask.quit, .quit)
        case .timedOut(let step, _, _, let seconds):
            (message, status) = (
                Message.Ask.timedOut(seconds: seconds, title: step.title), .timedOut
            )
        case .inputEnded(let step, _, _):
            (message, status) = (Message.Ask.inputEnded(title: step.title), .noInput)
        default:
            return report(error, language: language)
        }
        return ErrorReport(saying: message, language: language, status: status)
    }

    /// Why a frontend stopped: input ended (66, also with questions left that have no
    /// default), not text (65), unreadable (74), no key in time (124), the person quit (130);
    /// a refused line goes to ``refusal(_:language:)``.
    private static func report(_ error: FrontendError, language: Language) -> ErrorReport {
        let (message, status): (LocalizedText, ExitStatus)
        switch error {
        case .rejected(let refused):
            return refusal(refused, language: language)
        case .inputEnded(let step, let number, let count):
            message = Message.inputEnded(step: number, of: count, title: step.title)
            status = .noInput
        case .input(.invalidUTF8(let line)):
            message = Message.invalidUTF8(line: line)
            status = .dataError
        case .input(.lineTooLong(let line, let limit)):
            message = Message.lineTooLong(line: line, limit: limit)
            status = .dataError
        case .input(.readFailed(let systemError)):
            message = Message.inputUnreadable(reason: "\(systemError)")
            status = .ioError
        case .quit:
            message = Message.interrupted
            status = .quit
        case .noDefaults(let questions):
            message = Message.noDefaults(questions)
            status = .noInput
        case .timedOut(let step, let number, let count, let seconds):
            message = Message.timedOut(
                seconds: seconds, step: number, of: count, title: step.title)
            status = .timedOut
        }
        return ErrorReport(saying: message, language: language, status: status)
    }
}
