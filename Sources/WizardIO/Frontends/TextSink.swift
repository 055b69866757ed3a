import Glibc

/// Somewhere text goes: a terminal, a pipe, or a test's buffer.
public protocol TextSink: AnyObject {
    func write(_ text: String)
}

/// Text written straight to a file descriptor, unbuffered, retrying short writes.
///
/// Write errors are ignored: output to a closed pipe must not turn a saved profile into a
/// failure, and SIGPIPE is left to do its job.
public final class FileDescriptorSink: TextSink {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = retryingOnEINTR {
                    Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
