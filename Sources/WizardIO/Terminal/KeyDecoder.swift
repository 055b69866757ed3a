import WizardCore

/// Turns bytes read from a terminal in raw mode into keys.
///
/// Feed it every chunk `read` returns, in order; it keeps whatever a chunk leaves unfinished.
/// It never waits and never reads: when `hasPendingEscape` is true after a chunk, the caller
/// waits a short time for more bytes and calls `flushPending()` if none come, which is how a
/// lone Esc is told apart from the start of a sequence. Malformed input costs at most one
/// `.unknown`; the bytes after it decode normally, so Enter always gets through.
///
/// The one key reader: the interactive loop decodes keys with it, and the readline hook
/// classifies the keys it passes on to readline with it (``pendingByteCount`` says which
/// bytes a returned key was made of).
public struct KeyDecoder: Sendable {
    /// How long to wait for the rest of an escape sequence before a pending Esc is taken
    /// as the Esc key on its own, outside the text field (whose wait is readline's
    /// `keyseq-timeout`): readline's default for that wait, long enough for a sequence
    /// split over a slow link.
    public static let loneEscapeTimeout = 0.5

    /// Where the decoder is between bytes.
    private enum Mode: Sendable {
        case ground
        /// Inside a UTF-8 character; `utf8` holds its state.
        case utf8
        /// After ESC.
        case escape
        /// After `ESC [`; `parameters` holds the parameter and intermediate bytes so far.
        case csi
        /// Skipping the rest of a CSI sequence that grew too long (already reported).
        case csiOverflow
        /// After `ESC O`.
        case ss3
        /// Inside a bracketed paste; `paste` holds it.
        case paste
    }

    /// A UTF-8 character being assembled.
    private struct UTF8Progress: Sendable {
        var value: UInt32 = 0
        var remaining = 0
        /// The range the next continuation byte must fall in; narrower than 0x80–0xBF right
        /// after some lead bytes, which is how overlong forms and surrogates are refused.
        var next: ClosedRange<UInt8> = 0x80...0xBF
    }

    /// A bracketed paste being collected.
    private struct PasteProgress: Sendable {
        var bytes: [UInt8] = []
        /// How many bytes of `pasteEnd` the input has matched so far.
        var matched = 0
        var truncated = false
    }

    /// Longest CSI sequence decoded, counting ESC, `[` and the final byte.
    private static let maximumSequenceLength = 32
    /// Largest paste kept, the bound of a piped line; the rest of a longer paste is dropped.
    public static let pasteLimit = LineSource.lineLimit
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    private var mode = Mode.ground
    private var utf8 = UTF8Progress()
    private var parameters: [UInt8] = []
    private var paste = PasteProgress()
    /// Bytes of the unfinished sequence so far; see ``pendingByteCount``.
    private var sequenceLength = 0

    public init() {}

    /// How many of the bytes fed so far belong to no returned key yet: the unfinished
    /// sequence (a split character, an escape sequence, an open paste) that a later chunk
    /// or ``flushPending()`` completes. 0 whenever the decoder is at rest.
    ///
    /// Every byte before those belongs to a key already returned, in order, so a caller
    /// that forwards keys' raw bytes holds back exactly the last `pendingByteCount`.
    public var pendingByteCount: Int { sequenceLength }

    /// Decodes as many keys as `bytes` complete, keeping an unfinished sequence (a split
    /// UTF-8 character, half an escape sequence, an open bracketed paste) for the next call.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes { feed(byte, into: &keys) }
        return keys
    }

    /// Whether the decoder is inside a bracketed paste: until its end marker no byte can
    /// complete another key, so a caller may feed the paste without looking at each key.
    public var isInPaste: Bool { mode == .paste }

    /// Takes the leading bytes of `bytes` that can only be the content of the open paste
    /// (those before the next ESC, when no end marker is half matched), exactly as
    /// ``decode(_:)`` would take them, and says how many: a caller drops the rest of a
    /// paste of megabytes in a few large steps rather than byte by byte.
    public mutating func takePasteContent(from bytes: ArraySlice<UInt8>) -> Int {
        guard mode == .paste, paste.matched == 0 else { return 0 }
        let content = bytes[..<(bytes.firstIndex(of: 0x1B) ?? bytes.endIndex)]
        appendToPaste(content)
        sequenceLength += content.count
        return content.count
    }

    /// Whether the last paste returned was longer than the 64 KiB kept of a paste, the rest
    /// dropped.
    public private(set) var lastPasteWasCut = false

    /// Whether a lone ESC, an unfinished escape sequence or an open bracketed paste is
    /// pending: the caller waits a short time for more bytes and, if none come, calls
    /// `flushPending()`.
    ///
    /// A paste is pending too, so that a paste-start marker that never gets its end marker
    /// (a stray one, or a terminal that drops it) cannot hold every later key hostage.
    public var hasPendingEscape: Bool {
        switch mode {
        case .escape, .csi, .csiOverflow, .ss3, .paste: true
        case .ground, .utf8: false
        }
    }

    /// Resolves what is pending after the timeout: a lone ESC becomes `.escape`; an
    /// unfinished sequence becomes `.escape` followed by whatever its remaining bytes decode
    /// to (e.g. ESC then "[" typed by hand -> .escape, .character("[")); an open paste is
    /// delivered as far as it got.
    ///
    /// Returns no keys, and changes nothing, when `hasPendingEscape` is false.
    public mutating func flushPending() -> [Key] {
        defer { sequenceLength = 0 }
        switch mode {
        case .escape:
            mode = .ground
            return [.escape]
        case .csi:
            mode = .ground
            return [.escape] + decode([UInt8(ascii: "[")] + parameters)
        case .ss3:
            mode = .ground
            return [.escape, .character("O")]
        case .csiOverflow:
            mode = .ground
            return []
        case .paste:
            appendToPaste(Self.pasteEnd[..<paste.matched])
            let text = pastedText()
            lastPasteWasCut = paste.truncated
            paste = PasteProgress()
            mode = .ground
            return [.paste(text)]
        case .ground, .utf8:
            return []
        }
    }

    private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
        switch mode {
        case .ground: feedGround(byte, into: &keys)
        case .utf8: feedContinuation(byte, into: &keys)
        case .escape: feedAfterEscape(byte, into: &keys)
        case .csi: feedCSI(byte, into: &keys)
        case .csiOverflow: feedCSIOverflow(byte, into: &keys)
        case .ss3: feedSS3(byte, into: &keys)
        case .paste: feedPaste(byte, into: &keys)
        }
        // `feedGround` restarts the count: the byte is the first of whatever it starts.
        sequenceLength = mode == .ground ? 0 : sequenceLength + 1
    }

    private mutating func feedGround(_ byte: UInt8, into keys: inout [Key]) {
        sequenceLength = 0
        switch byte {
        case 0x1B: mode = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x09: keys.append(.tab)
        case 0x08, 0x7F: keys.append(.backspace)
        case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        case 0x00, 0x1C...0x1F: keys.append(.control(Character(Unicode.Scalar(byte + 0x40))))
        case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
        default: startUTF8(byte, into: &keys)
        }
    }

    private mutating func startUTF8(_ lead: UInt8, into keys: inout [Key]) {
        let (remaining, next): (Int, ClosedRange<UInt8>)
        switch lead {
        case 0xC2...0xDF: (remaining, next) = (1, 0x80...0xBF)
        case 0xE0: (remaining, next) = (2, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (remaining, next) = (2, 0x80...0xBF)
        case 0xED: (remaining, next) = (2, 0x80...0x9F)
        case 0xF0: (remaining, next) = (3, 0x90...0xBF)
        case 0xF1...0xF3: (remaining, next) = (3, 0x80...0xBF)
        case 0xF4: (remaining, next) = (3, 0x80...0x8F)
        default:
            keys.append(.unknown)
            return
        }
        let payloadMask: UInt8 = remaining == 1 ? 0x1F : remaining == 2 ? 0x0F : 0x07
        utf8 = UTF8Progress(value: UInt32(lead & payloadMask), remaining: remaining, next: next)
        mode = .utf8
    }

    private mutating func feedContinuation(_ byte: UInt8, into keys: inout [Key]) {
        guard utf8.next.contains(byte) else {
            keys.append(.unknown)
            mode = .ground
            feedGround(byte, into: &keys)
            return
        }
        utf8.value = utf8.value << 6 | UInt32(byte & 0x3F)
        utf8.remaining -= 1
        utf8.next = 0x80...0xBF
        guard utf8.remaining == 0 else { return }
        mode = .ground
        // The lead and continuation ranges admit only valid scalars.
        keys.append(.character(Character(Unicode.Scalar(utf8.value)!)))
    }

    private mutating func feedAfterEscape(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case UInt8(ascii: "["):
            parameters = []
            mode = .csi
        case UInt8(ascii: "O"):
            mode = .ss3
        case 0x1B:
            keys.append(.escape)
        case 0x20...0x7E:
            keys.append(.unknown)  // Alt with a printable key
            mode = .ground
        default:
            keys.append(.escape)
            mode = .ground
            feedGround(byte, into: &keys)
        }
    }

    private mutating func feedCSI(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x20...0x3F:
            if parameters.count + 3 < Self.maximumSequenceLength {
                parameters.append(byte)
            } else {
                keys.append(.unknown)
                mode = .csiOverflow
            }
        case 0x40...0x7E:
            mode = .ground
            finishCSI(final: byte, into: &keys)
        default:
            keys.append(.unknown)
            mode = .ground
            feedGround(byte, into: &keys)
        }
    }

    private mutating func feedCSIOverflow(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x20...0x3F: break
        case 0x40...0x7E: mode = .ground
        default:
            mode = .ground
            feedGround(byte, into: &keys)
        }
    }

    private mutating func finishCSI(final: UInt8, into keys: inout [Key]) {
        guard !parameters.contains(where: { $0 < 0x30 }) else {
            keys.append(.unknown)  // intermediate bytes: nothing wizard reads
            return
        }
        if final == UInt8(ascii: "~") {
            let number = parameters.prefix { $0 != UInt8(ascii: ";") }
            if Array(number) == Array("200".utf8), number.count == parameters.count {
                paste = PasteProgress()
                mode = .paste
            } else {
                keys.append(Self.tildeKey(number))
            }
        } else {
            keys.append(Self.letterKey(final) ?? (final == UInt8(ascii: "Z") ? .backTab : .unknown))
        }
    }

    private mutating func feedSS3(_ byte: UInt8, into keys: inout [Key]) {
        mode = .ground
        switch byte {
        case UInt8(ascii: "M"): keys.append(.enter)
        case 0x20...0x7E: keys.append(Self.letterKey(byte) ?? .unknown)
        default:
            keys.append(.unknown)
            feedGround(byte, into: &keys)
        }
    }

    private mutating func feedPaste(_ byte: UInt8, into keys: inout [Key]) {
        if byte == Self.pasteEnd[paste.matched] {
            paste.matched += 1
            guard paste.matched == Self.pasteEnd.count else { return }
            keys.append(.paste(pastedText()))
            lastPasteWasCut = paste.truncated
            paste = PasteProgress()
            mode = .ground
            return
        }
        // The marker's first byte occurs in it only once, so a failed match restarts cleanly.
        appendToPaste(Self.pasteEnd[..<paste.matched])
        paste.matched = byte == Self.pasteEnd[0] ? 1 : 0
        if paste.matched == 0 { appendToPaste(CollectionOfOne(byte)) }
    }

    private mutating func appendToPaste(_ bytes: some Collection<UInt8>) {
        let room = Self.pasteLimit - paste.bytes.count
        if bytes.count > room { paste.truncated = true }
        paste.bytes.append(contentsOf: bytes.prefix(room))
    }

    /// The paste as text; a character cut by the size limit is dropped, not replaced.
    private func pastedText() -> String {
        var bytes = paste.bytes[...]
        if paste.truncated,
            let lead = bytes.suffix(3).lastIndex(where: { $0 >= 0xC0 }),
            bytes.endIndex - lead < Self.sequenceLength(lead: bytes[lead])
        {
            bytes = bytes[..<lead]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        default: 2
        }
    }

    /// The key for a CSI or SS3 final letter; modifier parameters do not change it.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// The key for `ESC [ number ~` (the VT220 editing keypad).
    private static func tildeKey(_ number: some Collection<UInt8>) -> Key {
        switch String(decoding: number, as: UTF8.self) {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        case "5": .pageUp
        case "6": .pageDown
        default: .unknown
        }
    }
}
