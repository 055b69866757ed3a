import Glibc

/// Where a flow was read from, as its variables need it (`docs/flow-format.md`,
/// "Variables"): the directory a relative `file` (or program) path starts in, and what the
/// owner rule of its commands looks at (``commandRefusal()``).
public struct FlowOrigin: Sendable {
    enum Place: Sendable {
        /// The embedded default flow, compiled in.
        case embedded
        /// Standard input (`--flow -`): a pipe, or a file the shell opened.
        case standardInput
        /// A path on the command line: a file, or a pipe such as `--flow <(…)`.
        case path(String)
    }

    let place: Place
    /// The status of what was read (`fstat` of the descriptor read); `nil` for the embedded
    /// flow.
    let status: stat?

    /// The embedded flow's origin: wizard's own, with no variables.
    public static let embedded = FlowOrigin(place: .embedded, status: nil)

    /// The origin of a flow read from `argument` (`-`: standard input), whose descriptor had
    /// `status` when it was read (``InputFile/readWithStatus(argument:kind:limit:)``).
    public init(argument: String, status: stat) {
        self.init(
            place: argument == InputFile.standardInput ? .standardInput : .path(argument),
            status: status)
    }

    private init(place: Place, status: stat?) {
        self.place = place
        self.status = status
    }

    /// The flow's name in messages: its path as given, `<stdin>`, or `(embedded)`.
    public var displayName: String {
        switch place {
        case .embedded: "(embedded)"
        case .standardInput: InputFile.displayName(of: InputFile.standardInput)
        case .path(let path): path
        }
    }

    /// Whether the flow is a regular file named by a path, the one kind of origin with a
    /// directory.
    var isFile: Bool {
        guard case .path = place, let status else { return false }
        return status.st_mode & S_IFMT == S_IFREG
    }

    /// The directory a relative path in the flow starts in: the one the flow file is in,
    /// its symbolic links followed; `nil` (the working directory) for standard input, a pipe
    /// (`--flow <(…)`) or the embedded flow.
    public var baseDirectory: String? {
        guard isFile, case .path(let path) = place else { return nil }
        let resolved = Self.realPath(path) ?? path
        guard let slash = resolved.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        if slash == resolved.utf8.startIndex { return "/" }
        return String(resolved[..<slash])
    }

    /// `path` with every symbolic link, `.` and `..` resolved (`realpath`); `nil` when it
    /// no longer leads anywhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
