import Glibc
import WizardCore
import WizardText

/// The file of earlier answers (`$XDG_STATE_HOME/wizard/history`), read as untrusted input,
/// as the store is: whatever another program or person put there, ↑ in a text field never
/// brings back bytes that could act on the terminal or hide in a name.
///
/// One entry per line: the flow's id, a tab, the question's key, a tab, the answer
/// (``HistoryEntry``), so that each question recalls its own answers. An entry is kept only
/// when it could have been one: valid UTF-8, an answer within ``AnswerBounds/byteLimit`` and
/// a flow id and key within ``placeLimit`` each, none empty, no terminal-unsafe scalar (C0
/// and C1 controls, the tab among them, escape sequences, bidi controls), no invisible
/// character (zero-width spaces, fillers, soft hyphens...). The rest (a line of an earlier
/// wizard's format, without a place, among them) is dropped, and the file is written back
/// without it at the next save.
///
/// It is written as the store is (``save(_:at:)``): a link on the way is followed only
/// when ``LinkPolicy`` trusts it, so root running wizard with `HOME` another user's never
/// writes where that user's link points.
public enum HistoryFile {
    /// The most entries a saved history keeps, the newest, whatever their questions.
    public static let entryLimit = 100

    /// The most bytes of a flow's id, and of a question's key, in an entry.
    public static let placeLimit = 256

    /// The most bytes of a line: its place, two tabs and its answer.
    static let lineLimit = 2 * placeLimit + 2 + AnswerBounds.byteLimit

    /// A history larger than this is not read. It is the most ``save(_:at:)`` writes:
    /// ``entryLimit`` lines of ``lineLimit`` bytes, each with its line feed, so that wizard
    /// always reads back the file it wrote.
    public static let sizeLimit = entryLimit * (lineLimit + 1)

    /// The entries of the history at `path` that pass, oldest first; none when the file is
    /// missing, unreadable, not a regular file or larger than ``sizeLimit``.
    public static func entries(at path: String) -> [HistoryEntry] {
        guard
            let bytes = try? InputFile.read(
                path, kind: .history, limit: sizeLimit, acceptsStreams: false)
        else { return [] }
        return entries(in: bytes)
    }

    /// The entries of a history file's bytes that pass, oldest first.
    public static func entries(in bytes: [UInt8]) -> [HistoryEntry] {
        bytes.split(separator: 0x0A).compactMap { line in
            let fields = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
            guard line.count <= lineLimit, fields.count == 3,
                let flow = UTF8Text.string(fields[0]),
                let question = UTF8Text.string(fields[1]),
                let answer = UTF8Text.string(fields[2])
            else { return nil }
            let entry = HistoryEntry(answer, at: HistoryPlace(flow: flow, question: question))
            return passes(entry) ? entry : nil
        }
    }

    /// Saves the last ``entryLimit`` of `entries` that pass as the history at `path`, one
    /// per line: every symbolic link on the way followed only under ``LinkPolicy``, missing
    /// directories created 0700, the file replaced atomically (``AtomicFile``) with mode
    /// 0600 when new, and a rewritten file's owner, group and mode kept. Nothing is written
    /// when the path holds something other than a regular file.
    ///
    /// Writers take the lock file beside it (`history.lock`, as the store's), without
    /// waiting: a run that finds it held skips its save. Under the lock the temporary files
    /// of writers killed before their rename are removed, as the store's are.
    ///
    /// - Returns: whether the history was written. History is a convenience: a caller
    ///   ignores a failure rather than fail a run.
    @discardableResult
    public static func save(_ entries: [HistoryEntry], at path: String) -> Bool {
        let kept = entries.filter(passes).suffix(entryLimit)
        guard let place = try? PathWalk.place(of: path, createsDirectories: true) else {
            return false
        }
        let attributes: FileAttributes
        if let status = place.status {
            guard status.st_mode & S_IFMT == S_IFREG else { return false }
            attributes = FileAttributes(keeping: status)
        } else {
            guard let new = try? FileAttributes.newFile(in: place.directory) else { return false }
            attributes = new
        }
        guard
            let lock = try? FileLock.acquire(
                named: place.name + ".lock", in: place.directory, wait: .milliseconds(0),
                onWait: { _ in })
        else { return false }
        defer { close(lock) }
        AtomicFile.removeStaleTemporaryFiles(in: place.directory, beside: place.name)
        var bytes: [UInt8] = []
        for entry in kept {
            bytes += entry.place.flow.utf8 + [0x09] + entry.place.question.utf8 + [0x09]
            bytes += entry.answer.utf8 + [0x0A]
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(
                bytes, into: place.directory, name: place.name, attributes: attributes)
            return true
        } catch {
            return false
        }
    }

    /// Whether `entry` could have been an answer at its place: within the bounds, none of
    /// its three parts empty, and each safe to show (no line feed or tab among them).
    private static func passes(_ entry: HistoryEntry) -> Bool {
        let (flow, question, answer) = (entry.place.flow, entry.place.question, entry.answer)
        return !flow.isEmpty && !question.isEmpty && !answer.isEmpty
            && flow.utf8.count <= placeLimit && question.utf8.count <= placeLimit
            && answer.utf8.count <= AnswerBounds.byteLimit
            && isSafe(flow) && isSafe(question) && isSafe(answer)
    }

    private static func isSafe(_ entry: String) -> Bool {
        // Printable ASCII, the common case, is safe at once.
        if entry.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return true }
        return !entry.unicodeScalars.contains(where: \.isTerminalUnsafe)
            && !entry.contains(where: \.isInvisible)
    }
}
