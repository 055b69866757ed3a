import Glibc

/// Who owns a file, as messages name them: the user id, and the user's name when the
/// password file has it.
public struct FileOwner: Sendable, Equatable, CustomStringConvertible {
    public let uid: UInt32
    /// The name from `/etc/passwd` (read directly, never through NSS: ``PasswordFile``).
    public let name: String?

    public init(uid: UInt32, name: String?) {
        self.uid = uid
        self.name = name
    }

    /// The owner `uid`, named from the password file. Only error messages need the name, so
    /// the file is read only when one is being made.
    static func named(_ uid: uid_t) -> FileOwner {
        FileOwner(uid: uid, name: PasswordFile.entries().first { $0.uid == uid }?.name)
    }

    /// `alice (uid 1000)`, or `uid 1234` for a user the password file does not know.
    public var description: String { name.map { "\($0) (uid \(uid))" } ?? "uid \(uid)" }
}

/// A symbolic link wizard would not follow, and why (``LinkPolicy``).
public struct UntrustedLink: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The link belongs to neither the user running wizard nor root.
        case linkOwner
        /// The link lies in a world-writable directory with the sticky bit (as `/tmp` is),
        /// and belongs neither to the user nor to that directory's owner.
        case stickyDirectory(directory: String, owner: FileOwner)
        /// The directory the link's target is in belongs to neither the user nor root.
        case targetDirectory(directory: String, owner: FileOwner)
    }

    /// The link's path, as wizard reached it.
    public let link: String
    public let owner: FileOwner
    public let reason: Reason

    public init(link: String, owner: FileOwner, reason: Reason) {
        self.link = link
        self.owner = owner
        self.reason = reason
    }
}

/// Which symbolic links wizard follows on the way to its files (the store, the directories
/// it creates or writes in, the lock file): the rule of the kernel's `protected_symlinks`,
/// made stricter and applied wherever wizard runs, whatever the kernel's setting.
///
/// A link is followed only when it belongs to the user running wizard or to root; in a
/// world-writable directory with the sticky bit, only when it belongs to that user or to the
/// directory's owner; and only into a directory that belongs to that user or to root. So
/// root, run with `HOME` pointing at another user's home, never follows that user's link
/// out of it, and no other user's link can send wizard's writes somewhere of their choosing.
enum LinkPolicy {
    /// Whether a file or directory owned by `owner` is trusted by `user`: theirs or root's.
    static func trusts(owner: uid_t, user: uid_t) -> Bool {
        owner == user || owner == 0
    }

    /// Why `user` may not follow a link owned by `linkOwner` in a directory owned by
    /// `directoryOwner` with mode `directoryMode`; `nil` when they may. (The link's target's
    /// directory is checked once the walk reaches it: ``trusts(owner:user:)``.)
    static func refusal(
        linkOwner: uid_t, directoryOwner: uid_t, directoryMode: mode_t, user: uid_t
    ) -> Refusal? {
        guard trusts(owner: linkOwner, user: user) else { return .linkOwner }
        let isSticky = directoryMode & S_ISVTX != 0 && directoryMode & S_IWOTH != 0
        if isSticky, linkOwner != user, linkOwner != directoryOwner { return .stickyDirectory }
        return nil
    }

    /// The two rules a link itself can break.
    enum Refusal: Equatable {
        case linkOwner
        case stickyDirectory
    }
}
