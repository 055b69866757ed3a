import WizardCore
import WizardIO
import WizardMessages
import WizardText

extension ErrorReport {
    /// A run that could not start with its flow's variables: a variable without a value (69,
    /// naming it, its source and what went wrong), or commands the owner rule refuses (77,
    /// saying why and what to do).
    static func report(_ error: VariableError, language: Language) -> ErrorReport {
        switch error {
        case .untrustedFlow(let untrusted, let commands):
            let (reason, remedy) = VariableWords.refusal(untrusted.reason, path: untrusted.path)
            let message = Message.Variables.untrustedFlow(
                path: untrusted.path, names: commands.map { "\"\($0.name)\"" }, reason: reason,
                remedy: remedy)
            return ErrorReport(saying: message, language: language, status: .noPermission)
        case .noValue(let variable, let failure):
            let message = Message.Variables.noValue(
                variable.name, reason: reason(failure, of: variable))
            return ErrorReport(saying: message, language: language, status: .unavailable)
        }
    }

    /// Why `variable`'s source gave no value.
    static func reason(_ failure: SourceFailure, of variable: FlowVariable)
        -> LocalizedText
    {
        let source = VariableWords.source(of: variable)
        let printed = if case .command = variable.source { true } else { false }
        switch failure {
        case .unset:
            return Message.Variables.unset(source: source)
        case .empty:
            switch (printed, variable.isList) {
            case (false, false): return Message.Variables.empty(source: source)
            case (false, true): return Message.Variables.noItems(source: source)
            case (true, false): return Message.Variables.printedNothing(source: source)
            case (true, true): return Message.Variables.printedNoItems(source: source)
            }
        case .emptyAssignment:
            return Message.Variables.emptyAssignment(variable.name)
        case .lineBreak(let given):
            let origin = given ? LocalizedText(verbatim: "--var \(variable.name)=…") : source
            return Message.Variables.lineBreak(source: origin)
        case .notText:
            return printed
                ? Message.Variables.printedNotText(source: source)
                : Message.Variables.notText(source: source)
        case .untrustedFlow(let untrusted):
            let (why, remedy) = VariableWords.refusal(untrusted.reason, path: untrusted.path)
            return Message.Variables.sourceUntrusted(source: source, reason: why, remedy: remedy)
        case .file(let path, let reason):
            // The path as read: from the flow file's directory when the flow gave a relative one.
            let file = Message.Variables.sourceFile(path)
            switch reason {
            case .unreadable(let error):
                return Message.Variables.fileUnreadable(source: file, reason: "\(error)")
            case .notRegularFile:
                return Message.Variables.fileNotRegular(source: file)
            case .tooLarge(let limit):
                return Message.Variables.fileTooLarge(source: file, limit: limit)
            }
        case .command(let failure):
            return reason(failure, source: source, variable: variable)
        }
    }

    /// Why a command gave no value, with the start of what it said on standard error.
    private static func reason(
        _ failure: CommandFailure, source: LocalizedText, variable: FlowVariable
    ) -> LocalizedText {
        let (reason, excerpt): (LocalizedText, String)
        switch failure {
        case .notFound:
            guard case .command(let words) = variable.source else { return source }
            (reason, excerpt) = (
                Message.Variables.commandNotFound(source: source, program: words[0]), ""
            )
        case .untrustedProgram(let path, let why):
            (reason, excerpt) = (
                Message.Variables.commandUntrusted(
                    source: source, program: path,
                    reason: VariableWords.refusal(why, path: path).reason), ""
            )
        case .cannotStart(let error):
            (reason, excerpt) = (
                Message.Variables.commandUnstartable(source: source, reason: "\(error)"), ""
            )
        case .exited(let status, let said):
            (reason, excerpt) = (
                Message.Variables.commandExited(source: source, status: Int(status)), said
            )
        case .killed(let signal, let said):
            (reason, excerpt) = (
                Message.Variables.commandKilled(source: source, signal: Int(signal)), said
            )
        case .timedOut(let seconds):
            (reason, excerpt) = (
                Message.Variables.commandTimedOut(source: source, seconds: seconds), ""
            )
        case .tooMuchOutput(let limit):
            (reason, excerpt) = (Message.Variables.commandFlooded(source: source, limit: limit), "")
        }
        return excerpt.isEmpty ? reason : Message.Variables.commandSaid(failure: reason, excerpt)
    }
}
