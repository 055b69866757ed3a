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

    /// The file a symbolic link at `path` points to, so that replacing the store updates
    /// the target (a dotfile manager's link stays a link); `path` itself otherwise, or when
    /// the link dangles.
    static func resolvingSymbolicLink(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
