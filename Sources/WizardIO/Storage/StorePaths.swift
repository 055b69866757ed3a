import Glibc

/// Path arithmetic and directory creation for the store, without Foundation.
enum StorePaths {
    /// The directory part of `path`: `.` for a bare file name, `/` for a file in the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// The last component of `path`.
    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Creates `directory` and any missing parents with mode 0700, as XDG asks for
    /// configuration directories. Existing directories are left as they are.
    static func createDirectories(_ directory: String) throws(SystemError) {
        var isDirectory = stat()
        if stat(directory, &isDirectory) == 0 { return }
        let parent = Self.directory(of: directory)
        if parent != directory { try createDirectories(parent) }
        if mkdir(directory, 0o700) != 0 && errno != EEXIST { throw SystemError("mkdir") }
    }

    /// The file a symbolic link at `path` finally points to, following a chain of links
    /// (up to 40, Linux's own limit), so that replacing the store updates the target and a
    /// dotfile manager's link stays a link; `path` itself when it is not a link.
    ///
    /// A dangling link gives the missing file it names, which a write then creates. A loop
    /// of links gives a link, never written over: reading the store through it fails first
    /// (`ELOOP`).
    static func resolvingSymbolicLink(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard isSymbolicLink(current), let target = linkTarget(current) else { return current }
            current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
        }
        return current
    }

    /// Whether `path` itself (not what it points to) is a symbolic link.
    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The text of the symbolic link at `path`, `nil` if it cannot be read.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = buffer.withUnsafeMutableBytes { bytes in
            readlink(path, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
        }
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }
}
