import Glibc
import WizardCore
import WizardIO
import WizardText

/// `wizard debconf`: debconf's Passthrough protocol served for a command wizard starts, a
/// socket's one connection or two inherited descriptors (`docs/debconf.md`). Each `GO`'s
/// questions are one batch of ``DebconfSource``, asked as every source's are
/// (``QuestionRun``), through the frontend the terminal allows; debconf keeps the answers,
/// and wizard writes no store and no history.
///
/// The run ends when the peer closes its end (either one: a reply that finds no reader is the
/// same end): with the command's status when wizard started it, else 0. A run that cannot go on (the person quit, piped input ended, the peer
/// stalled) ends the command first, SIGTERM to its process group and SIGKILL after
/// ``DebconfProcess/terminationGrace``.
enum DebconfCommandRun {
    static func run(_ request: DebconfRequest, invocation: Invocation, context: Context)
        throws(WizardError) -> CommandResult
    {
        let ends = try DebconfEnds(request)
        let progress = ProgressLine(invocation: invocation, context: context)
        let peer = DebconfPipes(
            reading: ends.reading, writing: ends.writing,
            warn: { refusal in context.standardError.write("wizard: debconf: \(refusal)\n") },
            shown: { progress.show($0.progress) })
        var source = DebconfSource(peer: peer)
        // One reader of piped answers for every batch: each line answers the next question.
        let lines = LineSource(descriptor: STDIN_FILENO)
        // Plain mode says its back and quit words before the first page only.
        var pagesAsked = 0
        do throws(QuestionRun.Failure<DebconfPeerFailure, WizardError>) {
            _ = try QuestionRun.run(
                &source, answering: Session.Answering(), language: context.language
            ) { session throws(WizardError) in
                progress.clear()
                // A password is held from the first answer read: never in a core dump.
                if session.flow.asksSecrets { SecretProcess.protect() }
                _ = try FrontendRun.asking(
                    &session, invocation: invocation, context: context, historyPath: nil,
                    lines: lines, wordsSaid: pagesAsked > 0)
                pagesAsked += 1
            }
        } catch {
            progress.clear()
            if case .source(.writeFailed(let failure)) = error, failure.code == EPIPE {
                // The peer closed the end it reads replies from, as one that ended does,
                // while wizard asked: the conversation is over as when it closes the other.
                return CommandResult(ends.finish())
            }
            ends.stop()
            switch error {
            case .asking(.frontend(.inputEnded(let step, let number, let count))):
                throw .debconf(.inputEnded(step: step, number: number, count: count))
            case .asking(let failure): throw failure
            case .source(let failure): throw .debconf(.peer(failure))
            }
        }
        progress.clear()
        return CommandResult(ends.finish())
    }
}

/// The two ends of a `wizard debconf` conversation, and the command at the other end when
/// wizard started one.
private struct DebconfEnds {
    let reading: Int32
    let writing: Int32
    let process: DebconfProcess?

    init(_ request: DebconfRequest) throws(WizardError) {
        switch request.peer {
        case .command(let words):
            do throws(DebconfStartFailure) {
                let process = try DebconfProcess.start(words)
                (reading, writing, self.process) = (process.reading, process.writing, process)
                // Ended with wizard, however wizard ends.
                CommandGroupSignals.endWithWizard(process.processID)
            } catch {
                throw .debconf(.cannotStart(error))
            }
        case .socket(let path):
            do throws(DebconfListenFailure) {
                let connection = try DebconfListener.acceptOne(at: path)
                (reading, writing, process) = (connection, connection, nil)
            } catch {
                throw .debconf(.cannotListen(path: path, error))
            }
        case .descriptors(let descriptors):
            do throws(DebconfDescriptorFailure) {
                try DebconfInheritedDescriptors.adopt(
                    reading: descriptors.read, writing: descriptors.write)
                (reading, writing, process) = (descriptors.read, descriptors.write, nil)
            } catch {
                throw .debconf(.descriptors(error))
            }
        }
    }

    /// Ends the command wizard started, if any, before its conversation is over.
    func stop() {
        guard let process else { return }
        process.terminate()
        CommandGroupSignals.forget()
    }

    /// The status the run ends with once the peer closed its end: the command's, or 0.
    func finish() -> ExitStatus {
        guard let process else { return .success }
        let ending = process.wait()
        CommandGroupSignals.forget()
        return ExitStatus(rawValue: ending.exitStatus)
    }
}
