import Glibc
import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// `wizard ask KIND [flags]`: one question without a flow file (`docs/shell-scripts.md`,
/// `man/wizard.1`). Its question source (``AskSource``) gives one batch, the step its flags
/// describe, which is asked as every source's batches are (``QuestionRun``), through the
/// frontend the terminal allows; the answer is printed on standard output and nothing is
/// stored, not even the line editor's history.
enum AskCommand {
    /// Exits 0 with the answer printed (a multi-select's values one a line), or, for
    /// `confirm`, with nothing printed: 0 for yes, ``ExitStatus/declined`` for no. With
    /// `--filter QUERY`, asks nothing (``filter(_:query:optionLines:context:)``).
    static func run(_ question: AskQuestion, invocation: Invocation, context: Context)
        throws(WizardError) -> CommandResult
    {
        if let query = question.value(of: .filter) {
            return try filter(
                question, query: query, optionLines: try optionLines(of: question),
                context: context)
        }
        var source = AskSource(
            question, optionLines: try optionLines(of: question), language: context.language)
        let answering = Session.Answering(
            takesDefaultsOnTimeout: question.value(of: .defaultOnTimeout) != nil, saves: false)
        _ = try QuestionRun.asking(&source, answering: answering, context: context) {
            session throws(WizardError) in
            // Before the answer is read: a secret never reaches a core dump.
            if session.flow.asksSecrets { SecretProcess.protect() }
            // Piped, the one line is read and no byte more: the script's next command reads
            // the rest.
            _ = try FrontendRun.asking(
                &session, invocation: invocation, context: context, historyPath: nil,
                readsAhead: false, saves: false)
        }
        guard let answer = source.answer else { return CommandResult(.success) }
        switch answer.jsonValue {
        case .bool(let yes):
            return CommandResult(yes ? .success : .declined)
        case .array(let values):
            context.standardOutput.write(values.map { ShellAssignments.raw($0) + "\n" }.joined())
        default:
            context.standardOutput.write(ShellAssignments.raw(answer.jsonValue) + "\n")
        }
        return CommandResult(.success)
    }

    /// `--filter QUERY`, as `fzf --filter`: the values of the options the query matches,
    /// best first, one a line, with no terminal and nothing asked; ``ExitStatus/noMatch``
    /// when none does.
    private static func filter(
        _ question: AskQuestion, query: String, optionLines: [String], context: Context
    ) throws(WizardError) -> CommandResult {
        let flow = try WizardError.usage { () throws(UsageError) in
            try AskFlow.flow(for: question, optionLines: optionLines, language: context.language)
        }
        let values = flow.steps[0].kind.filtered(by: query, language: context.language) ?? []
        guard !values.isEmpty else { return CommandResult(.noMatch) }
        context.standardOutput.write(
            ShellAssignments.raw(.array(values.map(JSONValue.string))) + "\n")
        return CommandResult(.success)
    }

    /// The lines of `--options-from FILE` (`-`: standard input, at most
    /// ``Flow/optionSourceByteLimit`` bytes), blank ones left out; none without it.
    ///
    /// - Throws: a usage error when the file holds no option or more than
    ///   ``Flow/optionLimit``.
    ///
    /// Options read from standard input leave it empty, so the answer is typed at the
    /// terminal: when standard input is not one, the controlling terminal becomes it.
    private static func optionLines(of question: AskQuestion) throws(WizardError) -> [String] {
        guard let path = question.value(of: .optionsFrom) else { return [] }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(
                argument: path, kind: .answers, limit: Flow.optionSourceByteLimit)
        } catch {
            throw .file(error)
        }
        if path == InputFile.standardInput, isatty(STDIN_FILENO) != 1 {
            let terminal = open("/dev/tty", O_RDWR | O_NOCTTY)
            guard terminal >= 0, dup2(terminal, STDIN_FILENO) == STDIN_FILENO else {
                throw .usage(UsageError(.optionsNeedTerminal, command: "ask"))
            }
            close(terminal)
        }
        var lines: [String] = []
        // Each line in place, no slice made of each: a list may have 100,000.
        let invalid = bytes.withUnsafeBufferPointer { buffer -> Int? in
            var start = 0
            var number = 1
            while start < buffer.count {
                var end = start
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                let last = end > start && buffer[end - 1] == 0x0D ? end - 1 : end
                guard
                    let text = UTF8Text.string(UnsafeBufferPointer(rebasing: buffer[start..<last]))
                else { return number }
                if !text.isEmpty { lines.append(text) }
                start = end + 1
                number += 1
            }
            return nil
        }
        if let invalid {
            throw .usage(
                UsageError(
                    .askFlagRefused(
                        option: "--options-from", problem: Message.invalidUTF8(line: invalid)),
                    command: "ask"))
        }
        guard (1...Flow.optionLimit).contains(lines.count) else {
            throw .usage(
                UsageError(
                    .askFlagRefused(
                        option: "--options-from",
                        problem: Message.Ask.optionLines(
                            given: lines.count, limit: Flow.optionLimit)),
                    command: "ask"))
        }
        return lines
    }
}
