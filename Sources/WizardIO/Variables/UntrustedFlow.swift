import Glibc

/// A flow whose commands wizard does not run, and why: the owner rule
/// (`docs/flow-format.md`, "Variables"), which ``FlowOrigin/commandRefusal()`` applies.
public struct UntrustedFlow: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The flow file (or the pipe it came through) belongs to neither the user running
        /// wizard nor root.
        case owner(FileOwner)
        /// Its mode lets its group or everyone write to it.
        case writable(mode: UInt32)
        /// A directory on its path belongs to neither the user nor root.
        case directoryOwner(directory: String, owner: FileOwner)
        /// A directory on its path lets its group or everyone write to it, and is not
        /// sticky.
        case directoryWritable(directory: String, mode: UInt32)
        /// Its path no longer leads to the file that was read: it was moved or replaced
        /// meanwhile.
        case replaced
    }

    /// The flow's name, as ``FlowOrigin/displayName`` gives it.
    public let path: String
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
}

extension FlowOrigin {
    /// Why wizard would not run this flow's commands; `nil` when it may.
    ///
    /// A flow's commands are code, so they run only from a flow that nobody but the user
    /// (the effective user id) and root can have changed, as ssh asks of its configuration
    /// file: what was read (the file, or the pipe or file on standard input) belongs to the
    /// user or root and its mode lets neither its group nor others write to it; and, for a
    /// file named by a path, so does every directory from `/` down to the one it is in
    /// (its symbolic links followed), except that a sticky directory such as `/tmp` may be
    /// writable by everyone, since only an entry's owner can replace the entry. The file the
    /// path leads to once the walk is done must be the one that was read. The embedded flow
    /// is wizard's own.
    public func commandRefusal() -> UntrustedFlow? {
        guard let status else { return nil }
        let user = geteuid()
        func refusal(_ reason: UntrustedFlow.Reason) -> UntrustedFlow {
            UntrustedFlow(path: displayName, reason: reason)
        }
        guard LinkPolicy.trusts(owner: status.st_uid, user: user) else {
            return refusal(.owner(.named(status.st_uid)))
        }
        guard status.st_mode & 0o022 == 0 else {
            return refusal(.writable(mode: UInt32(status.st_mode & 0o7777)))
        }
        guard isFile, case .path(let path) = place else { return nil }
        return Self.directoryRefusal(path: path, file: status, user: user).map(refusal)
    }

    /// Why the directories on the way to `path`, a file with status `file`, make it
    /// untrusted; `nil` when none does. The same rule serves a flow and the programs its
    /// commands name (``ProgramLookup``).
    static func directoryRefusal(path: String, file: stat, user: uid_t) -> UntrustedFlow.Reason? {
        guard let resolved = Self.realPath(path) else { return .replaced }
        var names = resolved.utf8.split(separator: UInt8(ascii: "/")).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard let last = names.popLast() else { return .replaced }
        do {
            var directory = try OpenDirectory.root()
            if let reason = Self.refusal(of: try directory.status(), at: "/", user: user) {
                return reason
            }
            for name in names {
                directory = try directory.subdirectory(name)
                let status = try directory.status()
                if let reason = Self.refusal(of: status, at: directory.path, user: user) {
                    return reason
                }
            }
            guard let found = try directory.entryStatus(last),
                found.st_dev == file.st_dev, found.st_ino == file.st_ino
            else { return .replaced }
            return nil
        } catch {
            // A link or a missing directory where `realpath` found a directory: moved.
            return .replaced
        }
    }

    /// Why a directory with `status`, at `path`, is not trusted; `nil` when it is.
    private static func refusal(of status: stat, at path: String, user: uid_t)
        -> UntrustedFlow.Reason?
    {
        guard LinkPolicy.trusts(owner: status.st_uid, user: user) else {
            return .directoryOwner(directory: path, owner: .named(status.st_uid))
        }
        guard status.st_mode & 0o022 == 0 || status.st_mode & S_ISVTX != 0 else {
            return .directoryWritable(directory: path, mode: UInt32(status.st_mode & 0o7777))
        }
        return nil
    }
}
