import FuzzSupport
import WizardCore
import WizardIO

/// The longest paste `KeyDecoder` keeps, in bytes.
private let pasteLimit = KeyDecoder.pasteLimit
/// The most keys flushing an unfinished escape sequence may give: the decoder keeps at most
/// 32 bytes of one (its `maximumSequenceLength`), each worth at most one key.
private let flushedSequenceLimit = 32

/// Checks `KeyDecoder`'s contract on one fuzzer input, trapping when it does not hold.
///
/// Input layout: a chunk byte (0: the bytes in one `decode` call, n: n bytes per call), then
/// the bytes, repeated past the paste limit when the input `isLong`. Properties:
/// - delivering the bytes in chunks gives the same keys as delivering them whole;
/// - buffering is bounded: no paste, emitted or flushed, holds more than 64 KiB, and
///   flushing an unfinished sequence gives at most 32 keys;
/// - liveness: after the bytes, and the lone-Esc timeout flush when `hasPendingEscape` says
///   one is due, a CR yields Enter and leaves the decoder at rest: nothing pending, and a
///   later "a" decodes to exactly "a";
/// - `pendingByteCount` (the bytes a forwarder holds back) is the same however the bytes
///   were chunked, never more than were fed, and 0 after a flush and after Enter.
func checkKeyDecoder(_ input: inout FuzzInput) {
    let chunkSize = Int(input.takeByte())
    let bytes = input.body(reaching: pasteLimit + 64)

    var whole = KeyDecoder()
    var keys = whole.decode(bytes)
    if chunkSize > 0 {
        var chunked = KeyDecoder()
        var chunkedKeys: [Key] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            chunkedKeys += chunked.decode(bytes[start..<end])
            start = end
        }
        precondition(chunkedKeys == keys, "chunked delivery changed the keys")
        precondition(
            chunked.hasPendingEscape == whole.hasPendingEscape,
            "chunked delivery changed what is pending")
        precondition(
            chunked.pendingByteCount == whole.pendingByteCount,
            "chunked delivery changed the pending byte count")
    }
    precondition(whole.pendingByteCount <= bytes.count, "more bytes pending than were fed")

    if whole.hasPendingEscape {
        let flushed = whole.flushPending()
        precondition(!whole.hasPendingEscape, "a flush left something pending")
        precondition(whole.pendingByteCount == 0, "a flush left pending bytes")
        if case .paste = flushed.first {
            precondition(flushed.count == 1, "a flushed paste came with other keys")
        } else {
            precondition(flushed.count <= flushedSequenceLimit, "a flushed sequence was too long")
        }
        keys += flushed
    } else {
        precondition(whole.flushPending().isEmpty, "a flush with nothing pending gave keys")
    }
    for case .paste(let text) in keys {
        precondition(fewestBytes(behind: text) <= pasteLimit, "a paste over the limit was kept")
    }

    let afterEnter = whole.decode([0x0D])
    precondition(afterEnter.last == .enter, "Enter after the input did not yield Enter")
    precondition(afterEnter.count <= 2, "Enter came with more than one leftover key")
    precondition(!whole.hasPendingEscape, "something was still pending after Enter")
    precondition(whole.pendingByteCount == 0, "bytes were still pending after Enter")
    precondition(whole.decode([0x61]) == [.character("a")], "the decoder was not at rest")
}

/// The fewest pasted bytes `text` can have been decoded from.
///
/// A paste is delivered as its bytes decoded as UTF-8, each invalid sequence (one to three
/// bytes) becoming U+FFFD: every other scalar stands for its own UTF-8 bytes, and every
/// U+FFFD for at least one byte.
private func fewestBytes(behind text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ($1 == "\u{FFFD}" ? 1 : UTF8.width($1)) }
}
