import Glibc

/// Small file helpers for tests, on raw bytes so that nothing is normalised on the way.
public enum Files {
    /// The file's bytes, `nil` if it cannot be opened.
    public static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rbe") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }

    /// The file's text, `nil` if it cannot be opened.
    public static func text(_ path: String) -> String? {
        read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Replaces the file's contents with `bytes`.
    public static func write(_ bytes: [UInt8], to path: String) {
        guard let file = fopen(path, "wbe") else { fatalError("cannot write \(path): \(errno)") }
        _ = fwrite(bytes, 1, bytes.count, file)
        fclose(file)
    }

    public static func write(_ text: String, to path: String) {
        write(Array(text.utf8), to: path)
    }

    /// The permission bits of `path`, `nil` if it does not exist.
    public static func mode(_ path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o7777
    }

    /// The names in `directory`, without `.` and `..`; empty if it cannot be read.
    public static func entries(_ directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The status of `path`, of a symbolic link itself unless `following`; `nil` if there is
    /// nothing there.
    public static func status(_ path: String, following: Bool = true) -> stat? {
        var status = stat()
        let result = following ? stat(path, &status) : lstat(path, &status)
        return result == 0 ? status : nil
    }

    /// Every path under `directory`, relative to it and sorted, each with its kind (`/` after
    /// a directory, `@` after a link) and never through a link: what a test compares before
    /// and after to see that nothing was created.
    public static func tree(_ directory: String) -> [String] {
        var paths: [String] = []
        func walk(_ relative: String) {
            let full = relative.isEmpty ? directory : "\(directory)/\(relative)"
            for name in entries(full).sorted() {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                switch status("\(directory)/\(path)", following: false).map({ $0.st_mode & S_IFMT })
                {
                case S_IFDIR:
                    paths.append(path + "/")
                    walk(path)
                case S_IFLNK: paths.append(path + "@")
                default: paths.append(path)
                }
            }
        }
        walk("")
        return paths
    }

    /// The text of the symbolic link at `path`, `nil` if it is not one.
    public static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
