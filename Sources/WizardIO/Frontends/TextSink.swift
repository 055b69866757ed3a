import Glibc

/// Somewhere text goes: a terminal, a pipe, or a test's buffer.
public protocol TextSink: AnyObject {
    func write(_ text: String)
    /// The first write that failed, if one did: output was lost (GNU's `close_stdout`
    /// checks the same before exiting). `nil` for sinks that cannot fail.
    var writeFailure: SystemError? { get }
}

extension TextSink {
    public var writeFailure: SystemError? { nil }
}

/// Text written straight to a file descriptor, unbuffered, retrying short writes.
///
/// The first failed write is kept in ``writeFailure`` and no more is written: the caller
/// reports it once, at the end (`wizard profile --json > /dev/full` exits 74), and a
/// failure after a save never undoes the save. A closed pipe (`EPIPE`) normally ends the
/// process by SIGPIPE first, as for other tools; with SIGPIPE ignored it is kept like any
/// other failure.
public final class FileDescriptorSink: TextSink {
    public let descriptor: Int32
    public private(set) var writeFailure: SystemError?

    /// - Parameter closedAtStart: whether the descriptor was closed when wizard started
    ///   (``StandardDescriptors``): it now stands on `/dev/null` only so that no file takes
    ///   its number, and every write to it fails with `EBADF`, as it would have.
    public init(descriptor: Int32, closedAtStart: Bool = false) {
        self.descriptor = descriptor
        self.closedAtStart = closedAtStart
    }

    private let closedAtStart: Bool

    public func write(_ text: String) {
        guard writeFailure == nil, !text.isEmpty else { return }
        guard !closedAtStart else {
            writeFailure = SystemError("write", code: EBADF)
            return
        }
        var text = text
        writeFailure = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = retryingOnEINTR {
                    Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                }
                guard written > 0 else {
                    return SystemError("write", code: written == 0 ? EIO : errno)
                }
                offset += written
            }
            return nil
        }
    }
}
