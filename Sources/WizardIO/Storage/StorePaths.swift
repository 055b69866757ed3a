import Glibc

/// Path arithmetic and directory creation for wizard's files outside the store (the line
/// editor's history), without Foundation.
enum StorePaths {
    /// The directory part of `path`: `.` for a bare file name, `/` for a file in the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// Creates `directory` and any missing parents as the store's are created: mode 0700
    /// whatever the umask, each flushed to disk with its parent, links on the way followed
    /// only as ``LinkPolicy`` allows. Existing directories are left as they are.
    static func createDirectories(_ directory: String) throws(SystemError) {
        do {
            _ = try PathWalk.directory(at: directory, createsDirectories: true)
        } catch {
            switch error {
            case .system(let systemError): throw systemError
            case .untrusted: throw SystemError("open", code: EPERM)
            case .namesDirectory: throw SystemError("open", code: ENOTDIR)
            }
        }
    }
}
