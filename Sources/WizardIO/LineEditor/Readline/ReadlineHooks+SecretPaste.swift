@preconcurrency import CReadline
import Glibc
import WizardCore

/// A secret's paste: readline's bracketed paste as a secret's edit runs it
/// (``bindSecretCommands()``).
extension ReadlineHooks {
    /// `bracketed-paste-begin` with a buffer that is zeroed: reads the paste up to its end
    /// marker (a carriage return as a line feed, as readline reads it), inserts it at the
    /// cursor with the mark before it, and zeroes the buffer. The buffer holds a full line
    /// without growing; what a paste has past that is dropped.
    static let insertPaste: ReadlineCommand = { _, _ in insertPasteFromZeroedBuffer() }

    /// ``insertPaste``'s work: see there.
    private static func insertPasteFromZeroedBuffer() -> Int32 {
        let endMarker = Array("\u{1B}[201~".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(lineLimit + endMarker.count + 1)
        var matched = 0
        rl_readline_state |= UInt(RL_STATE_MOREINPUT)
        while true {
            let key = rl_read_key()
            guard key >= 0 else {
                keep(endMarker.prefix(matched), in: &text)
                break
            }
            let byte = key == 0x0D ? 0x0A : UInt8(truncatingIfNeeded: key)
            if byte == endMarker[matched] {
                matched += 1
                if matched == endMarker.count { break }
                continue
            }
            // What looked like the start of the end marker was text.
            keep(endMarker.prefix(matched), in: &text)
            matched = byte == endMarker[0] ? 1 : 0
            if matched == 0 { keep(CollectionOfOne(byte), in: &text) }
        }
        rl_readline_state &= ~UInt(RL_STATE_MOREINPUT)
        let length = text.count
        text.append(0)
        rl_mark = rl_point
        let inserted = text.withUnsafeBytes {
            rl_insert_text($0.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        SecretWipe.wipe(&text, named: "paste")
        return inserted == Int32(length) ? 0 : 1
    }

    /// Appends `bytes` to `text` while it has room for them and its final zero byte.
    private static func keep(_ bytes: some Collection<UInt8>, in text: inout [UInt8]) {
        for byte in bytes where text.count < text.capacity - 1 { text.append(byte) }
    }
}
