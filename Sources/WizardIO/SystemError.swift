import Glibc

/// A failed system call: which one and its `errno`, for messages and exit codes.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public let call: String
    public let code: Int32

    /// Captures the current `errno` after `call` failed.
    init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    /// `strerror`'s text, as `Permission denied`.
    public var description: String { String(cString: strerror(code)) }
}

/// Retries `operation` while it fails with `EINTR`, so a signal cannot turn into an error.
func retryingOnEINTR<T: BinaryInteger>(_ operation: () -> T) -> T {
    while true {
        let result = operation()
        if result != -1 || errno != EINTR { return result }
    }
}
