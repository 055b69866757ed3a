import Glibc
import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// A box answered by lines, with no one asked: each box of a script takes the next line of
/// the `WIZARD_ANSWERS` file, else of standard input, read a byte at a time so that the
/// next box (the next process) finds the line after it (``BoxLineAnswering``).
struct BoxPipedAnswer {
    let command: BoxCommand
    let batch: QuestionBatch
    /// `WIZARD_ANSWERS`: the file of lines, when set.
    let answersFile: String?
    let context: Context

    /// The box's outcome once its lines answered it.
    ///
    /// - Throws: ``BoxFailure/inputEnded(source:box:)`` when the lines end first,
    ///   ``BoxFailure/refused(line:source:box:alert:)`` for a line the box refuses, and the
    ///   failures of reading.
    func outcome() throws(BoxFailure) -> BoxOutcome {
        var answering = BoxLineAnswering(
            command: command, batch: batch, language: context.language)
        let source = answersFile.map { LocalizedText(verbatim: $0) } ?? Message.Boxes.standardInput
        let lines = LineReader(answersFile: answersFile, context: context)
        while true {
            guard let (line, number) = try lines.next() else {
                throw .inputEnded(source: source, box: command.boxName)
            }
            do throws(ValidationError) {
                if let outcome = try answering.answer(line) { return outcome }
            } catch {
                // Standard input is shared by every box of the script: its lines cannot be
                // counted here, so the line is quoted instead.
                guard answersFile != nil else {
                    throw .lineRefused(
                        line: MessageValue.quoted(line), box: command.boxName,
                        alert: error.reportedAlert)
                }
                throw .refused(
                    line: number, source: source, box: command.boxName,
                    alert: error.reportedAlert)
            }
        }
    }
}

/// The next line for a box, with its number in its source.
private final class LineReader {
    private let answersFile: String?
    private let stateDirectory: String?
    private let standardInput: LineSource?

    init(answersFile: String?, context: Context) {
        self.answersFile = answersFile
        stateDirectory = StoreLocation.answersStatePath(environment: context.environment)
        standardInput =
            answersFile == nil ? LineSource(descriptor: STDIN_FILENO, readsAhead: false) : nil
    }

    func next() throws(BoxFailure) -> (String, Int)? {
        if let standardInput {
            do throws(InputError) {
                guard let line = try standardInput.nextLine() else { return nil }
                return (line, standardInput.lineNumber)
            } catch {
                throw .input(error)
            }
        }
        guard let answersFile else { return nil }
        guard let stateDirectory else { throw .noStateDirectory }
        do throws(BoxAnswersFailure) {
            return try BoxAnswersFile.nextLine(path: answersFile, stateDirectory: stateDirectory)
                .map { ($0.line, $0.number) }
        } catch {
            throw .answersFile(error)
        }
    }
}
