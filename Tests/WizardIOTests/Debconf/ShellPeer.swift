import Glibc
import TestSupport
import WizardCore

@testable import WizardIO

/// A debconf peer written as a small `sh` script, started through ``DebconfProcess`` as
/// `wizard debconf -- sh -c SCRIPT` starts a command: it writes commands to
/// `$DEBCONF_WRITEFD` and reads replies from `$DEBCONF_READFD`; `$OUT` names a file in a
/// fresh directory it may write what it saw to.
///
/// A watchdog kills the peer's process group after a minute, so that a test whose peer
/// never ends fails (its pipes reach their end) instead of hanging; ``end(grace:)`` and
/// the deinit end and reap it.
final class ShellPeer {
    let directory = TemporaryDirectory()
    let process: DebconfProcess
    let pipes: DebconfPipes
    /// What ``DebconfPipes`` warned of and showed.
    let record = Record()
    private let watchdog: Watchdog

    final class Record {
        var warnings: [String] = []
        var shownTitles: [String?] = []
    }

    /// `$OUT`: the file the script may write.
    var outputFile: String { directory.file("out") }
    /// What the script wrote to `$OUT`, `nil` if nothing.
    var output: String? { Files.text(outputFile) }

    /// - Parameters:
    ///   - environment: `NAME=value` entries added to the test's own environment and `OUT`.
    ///   - stallLimit: the pipes' limit for the rest of a started line.
    init(
        _ script: String, environment: [[UInt8]] = [],
        stallLimit: Double = DebconfPipes.stallLimit
    ) throws {
        let out = Array("OUT=\(directory.file("out"))".utf8)
        process = try DebconfProcess.start(
            ["sh", "-c", script, "peer"],
            environment: DebconfProcess.currentEnvironment() + [out] + environment)
        let group = process.processID
        watchdog = Watchdog(seconds: 60) { ChildProcess.signalGroup(of: group, SIGKILL) }
        let record = record
        pipes = DebconfPipes(
            reading: process.reading, writing: process.writing, stallLimit: stallLimit,
            warn: { record.warnings.append($0) },
            shown: { record.shownTitles.append($0.title) })
    }

    /// Ends the peer's process group and reaps it (``DebconfProcess/terminate(grace:)``):
    /// how it ended. The watchdog stays armed meanwhile: a terminate that never ends the
    /// group is rescued by it, a minute on.
    @discardableResult
    func end(grace: Double = 1) -> ProcessEnding {
        let ending = process.terminate(grace: grace)
        watchdog.disarm()
        return ending
    }

    /// Waits for the peer to end by itself (``DebconfProcess/wait()``).
    func wait() -> ProcessEnding {
        let ending = process.wait()
        watchdog.disarm()
        return ending
    }

    /// Every line the peer writes until its end, each as text, with the conversation's
    /// reply written back.
    func answerAll() throws(DebconfPeerFailure) -> [String] {
        var conversation = DebconfConversation()
        var lines: [String] = []
        while let line = try pipes.readLine() {
            lines.append(String(decoding: line, as: UTF8.self))
            guard case .reply(let reply) = conversation.take(line: line) else { continue }
            try pipes.write(reply, in: conversation)
        }
        return lines
    }

    deinit { end() }
}
