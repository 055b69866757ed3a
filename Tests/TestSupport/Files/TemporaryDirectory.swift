import Glibc

/// A fresh directory under `$TMPDIR` (or `/tmp`), removed with its contents on deinit.
public final class TemporaryDirectory: Sendable {
    public let path: String

    /// - Parameter base: where to make it; `$TMPDIR` (or `/tmp`) when `nil`.
    public init(in base: String? = nil) {
        let base = base ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/wizard-test.XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else { fatalError("mkdtemp failed: \(errno)") }
        path = String(cString: created)
    }

    deinit {
        _ = waitForExit(
            spawn(["/bin/rm", "-rf", path], descriptors: [], closeAfterSpawn: false))
    }

    /// `name` inside this directory.
    public func file(_ name: String) -> String { "\(path)/\(name)" }
}
