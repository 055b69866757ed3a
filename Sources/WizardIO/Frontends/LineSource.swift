import Glibc
import WizardText

/// Lines of standard input (or any descriptor), read through one buffer for the whole run.
///
/// One instance must serve every prompt: a reader per prompt would buffer ahead and
/// swallow the answers meant for later steps. Lines end at LF; a CR before it, a UTF-8
/// byte-order mark at the very start and a missing final newline are all accepted.
public final class LineSource {
    /// Lines longer than this are refused: no answer is anywhere near it, and a stream
    /// without newlines must not be buffered whole.
    public static let lineLimit = 64 * 1024
    /// The most one read takes when reading ahead.
    private static let chunkSize = 16 * 1024

    private let descriptor: Int32
    /// Whether a read may take more than the line asked for: `false` when another process
    /// reads the same input after this one (`wizard ask` in a script), so each read takes one
    /// byte and no byte past the line end is consumed, as the shell's `read` does.
    private let readsAhead: Bool
    /// The bytes read and not yet taken are `storage[start..<end]`.
    ///
    /// The storage is allocated once, as large as a line and a read can be together, and
    /// never moved to a larger one, so no copy of an answer is left behind in freed memory;
    /// the bytes of each line are cleared as the line is taken (an answer may be a secret),
    /// and the whole storage when the source is released.
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private var base: UnsafeMutablePointer<UInt8> { storage.baseAddress.unsafelyUnwrapped }
    private var start = 0
    private var end = 0
    /// The bytes of the storage ever written are `storage[..<written]`: only they can hold
    /// anything, and only their pages are touched (the rest are never faulted in).
    private var written = 0
    /// The bytes before this hold no line feed: each byte is looked at once, however the
    /// line arrives.
    private var scanned = 0
    private var reachedEnd = false
    /// The number of the line last returned, counted from 1.
    public private(set) var lineNumber = 0

    public init(descriptor: Int32, readsAhead: Bool = true) {
        self.descriptor = descriptor
        self.readsAhead = readsAhead
        // A fill starts with at most a line's limit left over, then reads one chunk.
        storage = .allocate(capacity: Self.lineLimit + 1 + Self.chunkSize)
    }

    deinit {
        explicit_bzero(base, written)
        storage.deallocate()
    }

    /// The next line without its line end, or `nil` at the end of input.
    public func nextLine() throws(InputError) -> String? {
        while true {
            if let newline = storage[max(start, scanned)..<end].firstIndex(of: 0x0A) {
                return try takeLine(upTo: newline, consuming: 1)
            }
            scanned = end
            if reachedEnd {
                if start == end { return nil }
                return try takeLine(upTo: end, consuming: 0)
            }
            if end - start > Self.lineLimit {
                throw .lineTooLong(line: lineNumber + 1, limit: Self.lineLimit)
            }
            try fill()
        }
    }

    private func takeLine(upTo lineEnd: Int, consuming terminator: Int) throws(InputError)
        -> String
    {
        lineNumber += 1
        let lineStart = start
        start = lineEnd + terminator
        defer { clear(lineStart..<start) }
        var bytes = UnsafeBufferPointer(rebasing: storage[lineStart..<lineEnd])
        if bytes.count > Self.lineLimit {
            throw .lineTooLong(line: lineNumber, limit: Self.lineLimit)
        }
        if bytes.last == 0x0D { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3))
        }
        guard let line = UTF8Text.string(bytes) else {
            throw .invalidUTF8(line: lineNumber)
        }
        return line
    }

    /// Reads more after the bytes not yet taken, moved to the storage's start first.
    private func fill() throws(InputError) {
        if start > 0 {
            let kept = end - start
            if kept > 0 {
                memmove(base, base + start, kept)
            }
            // The moved bytes' old places beyond the kept ones are cleared, as taken ones are.
            clear(kept..<end)
            scanned = max(scanned - start, 0)
            start = 0
            end = kept
        }
        let room = readsAhead ? Self.chunkSize : 1
        let count = retryingOnEINTR { read(descriptor, base + end, room) }
        if count < 0 { throw .readFailed(SystemError("read")) }
        if count == 0 { reachedEnd = true }
        end += count
        written = max(written, end)
    }

    private func clear(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        explicit_bzero(base + range.lowerBound, range.count)
    }

    /// Whether any byte of the storage ever written, taken or not, is part of an occurrence
    /// of `bytes`: for tests that check a line is cleared once taken.
    func storageHolds(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty, bytes.count <= written else { return false }
        for offset in 0...(written - bytes.count)
        where storage[offset] == bytes[0]
            && storage[offset..<offset + bytes.count].elementsEqual(bytes)
        {
            return true
        }
        return false
    }
}

/// Why standard input could not give a line.
public enum InputError: Error, Sendable, Equatable {
    case invalidUTF8(line: Int)
    case lineTooLong(line: Int, limit: Int)
    case readFailed(SystemError)
}
