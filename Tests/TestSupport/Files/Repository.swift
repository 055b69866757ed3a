/// The source tree these tests were built from: its documents, scripts and manual pages.
public enum Repository {
    /// The repository's root directory, found from this file's place in it
    /// (`Tests/TestSupport/Files/Repository.swift`).
    public static let root: String = {
        var path = #filePath
        for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    /// `relative` inside the repository.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// Runs `arguments` (an absolute path first) in the repository's root directory, with
    /// a UTF-8 locale and the usual system path.
    public static func run(_ arguments: [String], input: [UInt8] = []) -> ProcessResult {
        runProcess(
            ["/usr/bin/env", "-C", root] + arguments, input: input,
            environment: [
                "PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C.UTF-8", "HOME=/nonexistent",
            ])
    }
}
