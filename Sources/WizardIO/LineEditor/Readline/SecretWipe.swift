@preconcurrency import CReadline
import Glibc
import Synchronization

/// Zeroing what readline and the editor held of a typed line before its memory is let go,
/// with `explicit_bzero`, a store the compiler may not leave out because the memory is about
/// to be freed.
///
/// The editor uses it for every edit; what it cannot reach (Swift strings, readline's
/// private copies, the kernel's) is listed in docs/security.md, "Secrets in memory".
enum SecretWipe {
    /// Zeroes `count` bytes at `start`.
    static func wipe(_ start: UnsafeMutableRawPointer?, count: Int) {
        guard let start, count > 0 else { return }
        explicit_bzero(start, count)
    }

    /// Zeroes the bytes of `bytes` and empties it, keeping its storage (`Array.wipe()`);
    /// `buffer` names it for ``audit``, which looks at the bytes where they were: still there
    /// when the array shared them and was given storage of its own instead.
    static func wipe(_ bytes: inout [UInt8], named buffer: String) {
        let count = bytes.count
        let storage = bytes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        bytes.wipe()
        note(buffer, UnsafeRawBufferPointer(start: storage, count: count))
    }

    /// Zeroes readline's line buffer, all of it (`rl_line_buffer_len` bytes): a line that was
    /// shortened leaves its old end past the line's.
    static func wipeLineBuffer() {
        guard let buffer = rl_line_buffer else { return }
        let length = Int(max(rl_line_buffer_len, 0))
        wipe(buffer, count: length)
        note("line buffer", UnsafeRawBufferPointer(start: buffer, count: length))
        rl_end = 0
        rl_point = 0
        rl_mark = 0
    }

    /// Gives readline's line buffer room for `length` bytes now, so that a line that long
    /// never moves it (readline frees the old buffer as it was).
    static func reserveLineBuffer(_ length: Int) {
        guard rl_line_buffer != nil, Int(rl_line_buffer_len) <= length else { return }
        rl_extend_line_buffer(Int32(length))
    }

    /// Zeroes the text of each entry of readline's undo list (what a deletion removed), then
    /// frees the list with readline's own `rl_free_undo_list`.
    static func releaseUndoList() {
        var entry = rl_undo_list
        while let current = entry {
            releaseText(of: current, freeing: false)
            entry = current.pointee.next
        }
        rl_free_undo_list()
    }

    /// Zeroes the text of one undo entry and, when `freeing`, frees the text.
    static func releaseText(of entry: UnsafeMutablePointer<UNDO_LIST>, freeing: Bool) {
        guard let text = entry.pointee.text else { return }
        let length = strlen(text)
        wipe(text, count: length)
        note("undo text", UnsafeRawBufferPointer(start: text, count: length))
        if freeing {
            free(text)
            entry.pointee.text = nil
        }
    }

    /// Zeroes a line readline returned, then frees it.
    static func release(_ line: UnsafeMutablePointer<CChar>) {
        let length = strlen(line)
        wipe(line, count: length)
        note("returned line", UnsafeRawBufferPointer(start: line, count: length))
        free(line)
    }

    // MARK: - For tests

    /// What a test watching the wipes saw: each buffer wiped, by name, its length, and
    /// whether all of its bytes were zero once it was; `nil` while no test watches.
    static let audit = Mutex<[(buffer: String, count: Int, isZero: Bool)]?>(nil)

    /// Records `bytes`, just wiped, in ``audit`` when a test watches.
    private static func note(_ buffer: String, _ bytes: UnsafeRawBufferPointer) {
        audit.withLock { records in
            guard records != nil else { return }
            records?.append((buffer, bytes.count, bytes.allSatisfy { $0 == 0 }))
        }
    }

    /// The buffers of readline that hold `bytes` now: its line buffer (all of it), the texts
    /// of its undo list, and its history's lines. For tests, after an edit.
    static func buffersHolding(_ bytes: [UInt8]) -> [String] {
        func holds(_ start: UnsafeRawPointer?, _ count: Int) -> Bool {
            guard let start, !bytes.isEmpty, count >= bytes.count else { return false }
            let buffer = UnsafeRawBufferPointer(start: start, count: count)
            return (0...(count - bytes.count)).contains { offset in
                buffer[offset..<(offset + bytes.count)].elementsEqual(bytes)
            }
        }
        var found: [String] = []
        if holds(rl_line_buffer, Int(max(rl_line_buffer_len, 0))) { found.append("line buffer") }
        var entry = rl_undo_list
        while let current = entry {
            if let text = current.pointee.text, holds(text, strlen(text)) {
                found.append("undo text")
            }
            entry = current.pointee.next
        }
        for offset in 0..<max(history_length, 0) {
            if let line = history_get(history_base + offset)?.pointee.line,
                holds(line, strlen(line))
            {
                found.append("history")
            }
        }
        return found
    }
}
