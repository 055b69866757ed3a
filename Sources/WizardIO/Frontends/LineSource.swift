import Glibc

/// Lines of standard input (or any descriptor), read through one buffer for the whole run.
///
/// One instance must serve every prompt: a reader per prompt would buffer ahead and
/// swallow the answers meant for later steps. Lines end at LF; a CR before it, a UTF-8
/// byte-order mark at the very start and a missing final newline are all accepted.
public final class LineSource {
    /// Lines longer than this are refused: no answer is anywhere near it, and a stream
    /// without newlines must not be buffered whole.
    public static let lineLimit = 64 * 1024

    private let descriptor: Int32
    /// Whether a read may take more than the line asked for: `false` when another process
    /// reads the same input after this one (`wizard ask` in a script), so each read takes one
    /// byte and no byte past the line end is consumed, as the shell's `read` does.
    private let readsAhead: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    /// The bytes of ``buffer`` before this hold no line feed: each byte is looked at once,
    /// however the line arrives.
    private var scanned = 0
    private var reachedEnd = false
    /// The number of the line last returned, counted from 1.
    public private(set) var lineNumber = 0

    public init(descriptor: Int32, readsAhead: Bool = true) {
        self.descriptor = descriptor
        self.readsAhead = readsAhead
    }

    /// The next line without its line end, or `nil` at the end of input.
    public func nextLine() throws(InputError) -> String? {
        while true {
            if let newline = buffer[max(start, scanned)...].firstIndex(of: 0x0A) {
                let line = try takeLine(upTo: newline, consuming: 1)
                return line
            }
            scanned = buffer.count
            if reachedEnd {
                if start == buffer.count { return nil }
                return try takeLine(upTo: buffer.count, consuming: 0)
            }
            if buffer.count - start > Self.lineLimit {
                throw .lineTooLong(line: lineNumber + 1, limit: Self.lineLimit)
            }
            try fill()
        }
    }

    private func takeLine(upTo end: Int, consuming terminator: Int) throws(InputError) -> String {
        lineNumber += 1
        var bytes = buffer[start..<end]
        start = end + terminator
        if bytes.count > Self.lineLimit {
            throw .lineTooLong(line: lineNumber, limit: Self.lineLimit)
        }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            throw .invalidUTF8(line: lineNumber)
        }
        return line
    }

    private func fill() throws(InputError) {
        if start > 0 {
            buffer.removeSubrange(..<start)
            scanned = max(scanned - start, 0)
            start = 0
        }
        let chunkSize = readsAhead ? 16 * 1024 : 1
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        let count = buffer.withUnsafeMutableBytes { all in
            retryingOnEINTR { read(descriptor, all.baseAddress! + oldCount, chunkSize) }
        }
        buffer.removeLast(chunkSize - max(count, 0))
        if count < 0 { throw .readFailed(SystemError("read")) }
        if count == 0 { reachedEnd = true }
    }
}

/// Why standard input could not give a line.
public enum InputError: Error, Sendable, Equatable {
    case invalidUTF8(line: Int)
    case lineTooLong(line: Int, limit: Int)
    case readFailed(SystemError)
}
