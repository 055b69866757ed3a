import Glibc

/// Where a variable's command finds its program: the owner rule of the flow
/// (``FlowOrigin/commandRefusal()``) holds for the program too, so a trusted flow never runs
/// a program someone else could have put or changed.
///
/// A program named with a `/` is that file. A name without one is looked up, in order, in
/// the directories of `PATH`, or, when wizard runs as root, in a fixed safe path
/// (``rootPath``, as sudo's `secure_path`), whatever `PATH` says. Empty and relative
/// elements of `PATH` (which would mean the working directory) are never searched. The
/// first directory holding an executable file of that name gives the program, which is then
/// checked: it, and every directory from `/` down to it, must belong to the user or root and
/// be writable by nobody else (a sticky directory on the way aside).
enum ProgramLookup {
    /// The directories a name is looked up in when wizard runs as root.
    static let rootPath = [
        "/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin",
    ]

    /// The path of the program `name` names, checked as above.
    ///
    /// - Throws: ``CommandFailure/notFound`` when no directory searched holds it, and
    ///   ``CommandFailure/untrustedProgram(path:reason:)`` when the file found fails the rule.
    static func program(_ name: String, path: String?, user: uid_t = geteuid())
        throws(CommandFailure) -> String
    {
        let found: String
        if name.utf8.contains(UInt8(ascii: "/")) {
            found = name
        } else {
            let directories = user == 0 ? rootPath : searchedDirectories(of: path ?? "")
            guard
                let first = directories.lazy.map({ $0 + "/" + name }).first(where: isExecutableFile)
            else { throw .notFound }
            found = first
        }
        var status = stat()
        guard stat(found, &status) == 0 else { throw .notFound }
        func untrusted(_ reason: UntrustedFlow.Reason) -> CommandFailure {
            .untrustedProgram(path: found, reason: reason)
        }
        guard LinkPolicy.trusts(owner: status.st_uid, user: user) else {
            throw untrusted(.owner(.named(status.st_uid)))
        }
        guard status.st_mode & 0o022 == 0 else {
            throw untrusted(.writable(mode: UInt32(status.st_mode & 0o7777)))
        }
        if let reason = FlowOrigin.directoryRefusal(path: found, file: status, user: user) {
            throw untrusted(reason)
        }
        return found
    }

    /// The absolute elements of `path`, in order: an empty or relative one is left out.
    static func searchedDirectories(of path: String) -> [String] {
        path.split(separator: ":", omittingEmptySubsequences: true).map(String.init).filter {
            $0.hasPrefix("/")
        }
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            && access(path, X_OK) == 0
    }
}
