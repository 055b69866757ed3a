import WizardCore

/// The file of earlier answers (`$XDG_STATE_HOME/wizard/history`), read as untrusted input,
/// as the store is: whatever another program or person put there, ↑ in a text field never
/// brings back bytes that could act on the terminal or hide in a name.
///
/// One entry per line, as GNU readline writes it. An entry is kept only when it could have
/// been an answer: valid UTF-8, within ``TextQuestion/byteLimit``, no terminal-unsafe
/// scalar (C0 and C1 controls, escape sequences, bidi controls), no invisible character
/// (zero-width spaces, fillers, soft hyphens...). The rest is dropped, and the file is
/// written back without it at the next save.
public enum HistoryFile {
    /// A history larger than this is not read: readline keeps 100 entries, and no answer
    /// is larger than ``TextQuestion/byteLimit``.
    public static let sizeLimit = 100 * TextQuestion.byteLimit

    /// The entries of the history at `path` that pass, oldest first; none when the file is
    /// missing, unreadable, not a regular file or larger than ``sizeLimit``.
    public static func entries(at path: String) -> [String] {
        guard
            let bytes = try? InputFile.read(
                path, kind: .history, limit: sizeLimit, acceptsStreams: false)
        else { return [] }
        return entries(in: bytes)
    }

    /// The entries of a history file's bytes that pass, oldest first.
    public static func entries(in bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A).compactMap { line in
            guard line.count <= TextQuestion.byteLimit,
                let entry = String(validating: line, as: UTF8.self), isSafe(entry)
            else { return nil }
            return entry
        }
    }

    private static func isSafe(_ entry: String) -> Bool {
        // Printable ASCII, the common case, is safe at once.
        if entry.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return true }
        return !entry.unicodeScalars.contains(where: \.isTerminalUnsafe)
            && !entry.contains(where: \.isInvisible)
    }
}
