import Glibc

/// Why a path could not be walked.
enum PathWalkError: Error, Equatable {
    /// A system call failed on the way: `ELOOP` for more than ``PathWalk/linkLimit`` links,
    /// `ENOTDIR` for a file where a directory should be, `EACCES`, or creating a directory
    /// failed (`mkdir`, `chmod`, `fsync`).
    case system(SystemError)
    /// A symbolic link on the way is one ``LinkPolicy`` does not follow.
    case untrusted(UntrustedLink)
    /// The path names a directory: it ends in `/` (`trailingSlash`), `.` or `..`, or leads
    /// to one.
    case namesDirectory(trailingSlash: Bool)
}

/// Where a file is, once every link on the way to it has been followed: its directory, held
/// open, and a name in it that is not a symbolic link.
struct FilePlace {
    let directory: OpenDirectory
    let name: String
    /// The entry's status (not following a link); `nil` when there is no file there yet.
    let status: stat?

    /// The file's physical path, for messages and the lock file's name.
    var path: String { directory.path(appending: name) }
}

/// Walks a path one component at a time, from a directory held open to the next, applying
/// ``LinkPolicy`` to every symbolic link on the way and creating missing directories when
/// asked; the kernel never follows a link for wizard (every step is `O_NOFOLLOW`).
///
/// This is how the store's path is resolved: a dotfile manager's link to the store, or a
/// link to a directory on the way, is followed when the user (or root) owns it, and its
/// target keeps its link; everything afterwards is done in the directory the walk ends in.
enum PathWalk {
    /// The most links followed in one walk, Linux's own limit (`ELOOP` after it).
    static let linkLimit = 40

    /// Where `path` leads.
    ///
    /// - Parameters:
    ///   - start: where a relative path starts; the working directory when `nil`.
    ///   - createsDirectories: whether a missing directory on the way is created
    ///     (``OpenDirectory/createSubdirectory(_:)``: 0700, fsynced, and its parent too).
    /// - Returns: the place of the last component, which may not exist yet; `nil` when a
    ///   directory on the way does not exist and `createsDirectories` is false.
    static func place(
        of path: String, from start: OpenDirectory? = nil, createsDirectories: Bool
    ) throws(PathWalkError) -> FilePlace? {
        if path.count > 1, path.hasSuffix("/") { throw .namesDirectory(trailingSlash: true) }
        return try walk(
            path, from: start, createsDirectories: createsDirectories, toDirectory: false)
    }

    /// The directory `path` names, held open; created, with its missing parents, when
    /// `createsDirectories` (else `nil` when it is missing).
    static func directory(at path: String, createsDirectories: Bool) throws(PathWalkError)
        -> OpenDirectory?
    {
        try walk(path + "/.", from: nil, createsDirectories: createsDirectories, toDirectory: true)?
            .directory
    }

    /// The walk of ``place(of:from:createsDirectories:)``; with `toDirectory`, a last
    /// component `.` stands for the directory reached, returned as the place's directory.
    private static func walk(
        _ path: String, from start: OpenDirectory?, createsDirectories: Bool, toDirectory: Bool
    ) throws(PathWalkError) -> FilePlace? {
        let user = geteuid()
        var directory = try system { () throws(SystemError) -> OpenDirectory in
            if path.hasPrefix("/") { return try .root() }
            if let start { return start }
            return try .current()
        }
        // The names still to walk, the next one last.
        var pending: [String] = []
        push(namesOf: path, onto: &pending)
        // The links followed whose last name is still pending, and that name's place in
        // `pending`, innermost last: empty (and never allocated) for a path without links.
        var links: [FollowedLink] = []
        var linkPlaces: [Int] = []
        var linksFollowed = 0
        var creations = 0
        while let name = pending.popLast() {
            if linkPlaces.last == pending.count, let link = links.popLast() {
                linkPlaces.removeLast()
                // The directory the link's target is in must be the user's or root's.
                let status = try system { () throws(SystemError) in try directory.status() }
                guard LinkPolicy.trusts(owner: status.st_uid, user: user) else {
                    let owner = FileOwner.named(status.st_uid)
                    throw .untrusted(
                        UntrustedLink(
                            link: link.path, owner: FileOwner.named(link.owner),
                            reason: .targetDirectory(directory: directory.path, owner: owner)))
                }
            }
            let isLast = pending.isEmpty
            if name == "." || name == ".." {
                if isLast, toDirectory, name == "." {
                    let status = try system { () throws(SystemError) in try directory.status() }
                    return FilePlace(directory: directory, name: name, status: status)
                }
                if isLast { throw .namesDirectory(trailingSlash: false) }
                if name == ".." {
                    directory = try system { () throws(SystemError) in try directory.parent() }
                }
                continue
            }
            let found = try system { () throws(SystemError) in try directory.entryStatus(name) }
            guard let status = found else {
                if isLast { return FilePlace(directory: directory, name: name, status: nil) }
                guard createsDirectories else { return nil }
                creations += 1
                let created = try system { () throws(SystemError) in
                    try directory.createSubdirectory(name)
                }
                if let created {
                    directory = created
                } else if creations < 8 {
                    // Made by another process meanwhile: look at it again.
                    pending.append(name)
                } else {
                    throw .system(SystemError("mkdir", code: EEXIST))
                }
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                linksFollowed += 1
                guard linksFollowed <= linkLimit else {
                    throw .system(SystemError("open", code: ELOOP))
                }
                let link = try check(link: name, status: status, in: directory, user: user)
                let target = try system { () throws(SystemError) in
                    try directory.linkText(name)
                }
                if target.hasPrefix("/") {
                    directory = try system { () throws(SystemError) in try .root() }
                }
                let place = pending.count
                if push(namesOf: target, onto: &pending) {
                    links.append(link)
                    linkPlaces.append(place)
                }
            case S_IFDIR:
                if isLast { throw .namesDirectory(trailingSlash: false) }
                directory = try system { () throws(SystemError) in
                    try directory.subdirectory(name)
                }
            default:
                if isLast { return FilePlace(directory: directory, name: name, status: status) }
                throw .system(SystemError("open", code: ENOTDIR))
            }
        }
        // Nothing but `/`, or a link to it.
        throw .namesDirectory(trailingSlash: false)
    }

    /// A link the walk follows: its path and owner, for the check of its target's directory.
    private struct FollowedLink {
        let path: String
        let owner: uid_t
    }

    /// Pushes the names of `path` onto `pending`, its first name on top, empty ones dropped.
    /// A path ending in `/` must lead to a directory, so it ends with `.`. Returns whether
    /// it pushed any: the first one pushed, at `pending`'s count before, is `path`'s last.
    ///
    /// A loop over the bytes, from the end: the generic split, map and enumerated cost a
    /// piped setup more than the system calls of its walks.
    @discardableResult
    private static func push(namesOf path: String, onto pending: inout [String]) -> Bool {
        let slash = UInt8(ascii: "/")
        let utf8 = path.utf8
        guard utf8.contains(where: { $0 != slash }) else { return false }
        if utf8.last == slash { pending.append(".") }
        var end = utf8.endIndex
        var index = end
        while index > utf8.startIndex {
            let previous = utf8.index(before: index)
            if utf8[previous] == slash {
                if index != end {
                    pending.append(String(decoding: utf8[index..<end], as: UTF8.self))
                }
                end = previous
            }
            index = previous
        }
        if utf8.startIndex != end {
            pending.append(String(decoding: utf8[utf8.startIndex..<end], as: UTF8.self))
        }
        return true
    }

    /// Applies ``LinkPolicy`` to the link `name` in `directory`.
    private static func check(
        link name: String, status: stat, in directory: OpenDirectory, user: uid_t
    )
        throws(PathWalkError) -> FollowedLink
    {
        let path = directory.path(appending: name)
        let directoryStatus = try system { () throws(SystemError) in try directory.status() }
        let refusal = LinkPolicy.refusal(
            linkOwner: status.st_uid, directoryOwner: directoryStatus.st_uid,
            directoryMode: directoryStatus.st_mode, user: user)
        // Names come from the password file, read only for a message.
        let owner =
            refusal == nil ? FileOwner(uid: status.st_uid, name: nil) : .named(status.st_uid)
        switch refusal {
        case nil:
            return FollowedLink(path: path, owner: status.st_uid)
        case .linkOwner:
            throw .untrusted(UntrustedLink(link: path, owner: owner, reason: .linkOwner))
        case .stickyDirectory:
            let directoryOwner = FileOwner.named(directoryStatus.st_uid)
            throw .untrusted(
                UntrustedLink(
                    link: path, owner: owner,
                    reason: .stickyDirectory(directory: directory.path, owner: directoryOwner)))
        }
    }

    private static func system<T>(_ body: () throws(SystemError) -> T) throws(PathWalkError) -> T {
        do { return try body() } catch { throw .system(error) }
    }
}
