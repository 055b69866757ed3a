import Glibc
import WizardCore
import WizardIO
import WizardMessages

/// `wizard ask KIND [flags]`: one question without a flow file (`docs/shell-scripts.md`,
/// `man/wizard.1`). Its question source (``AskSource``) gives one batch, the step its flags
/// describe, which is asked as every source's batches are (``QuestionRun``), through the
/// frontend the terminal allows; the answer is printed on standard output and nothing is
/// stored, not even the line editor's history.
enum AskCommand {
    /// Exits 0 with the answer printed (a multi-select's values one a line), or, for
    /// `confirm`, with nothing printed: 0 for yes, ``ExitStatus/declined`` for no.
    static func run(_ question: AskQuestion, invocation: Invocation, context: Context)
        throws(WizardError) -> CommandResult
    {
        var source = AskSource(
            question, optionLines: try optionLines(of: question), language: context.language)
        let answering = Session.Answering(
            takesDefaultsOnTimeout: question.value(of: .defaultOnTimeout) != nil)
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

    /// The lines of `--options-from FILE` (`-`: standard input), blank ones left out; none
    /// without it.
    ///
    /// Options read from standard input leave it empty, so the answer is typed at the
    /// terminal: when standard input is not one, the controlling terminal becomes it.
    private static func optionLines(of question: AskQuestion) throws(WizardError) -> [String] {
        guard let path = question.value(of: .optionsFrom) else { return [] }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(argument: path, kind: .answers, limit: FlowReader.sizeLimit)
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
        for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.last == 0x0D ? line.dropLast() : line
            guard let text = String(validating: trimmed, as: UTF8.self) else {
                throw .usage(
                    UsageError(
                        .askFlagRefused(
                            option: "--options-from", problem: Message.invalidUTF8(line: number + 1)
                        ), command: "ask"))
            }
            if !text.isEmpty { lines.append(text) }
        }
        return lines
    }
}
