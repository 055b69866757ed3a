@preconcurrency import CReadline
import Glibc
import Synchronization
import WizardCore

/// Readline's callbacks and the state they share with ``ReadlineEditor``.
///
/// Readline calls C function pointers, which capture no context, so what they need must be
/// reachable without one: ``state``, the line editor's one global. It is a `Mutex`, not a
/// `nonisolated(unsafe)` variable: readline runs on one thread at a time, and the lock lets
/// Swift check that. The callbacks are grouped by concern in `ReadlineHooks+*.swift`.
enum ReadlineHooks {
    /// What the editor and readline's callbacks share during one edit.
    static let state = Mutex(ReadlineState())
}

/// Everything readline's callbacks share with ``ReadlineEditor`` during one edit: one part
/// per concern, each worked on by its own file.
struct ReadlineState {
    /// What the line starts with: the startup hook inserts it (``ReadlineEditor``).
    var start = LineStart()
    /// Drawing the field and echoing the line (`ReadlineHooks+Display.swift`).
    var display = FieldDisplay()
    /// What typing may add to the line (`ReadlineHooks+Bounds.swift`).
    var bounds = LineBounds()
    /// Reading keys, and the terminal's signal keys (`ReadlineHooks+Keys.swift`).
    var keys = KeyReading()
    /// Plain mode's wait for a key (`ReadlineHooks+PlainKeys.swift`).
    var plain = PlainKeyWait()
    /// How the edit ends (`ReadlineHooks+Endings.swift`).
    var endings = EditEndings()
    /// The keys a secret's edit bound to wizard's commands, and what they ran
    /// (`ReadlineHooks+SecretCommands.swift`).
    var replacedBindings: [ReplacedBinding] = []

    /// Whether the line is a secret's: masked or hidden as it is typed.
    var isSecret: Bool { display.echo != .asTyped }
}

/// The line an edit starts with.
struct LineStart {
    var prefill = ""
    /// Where the cursor starts in the prefill (bytes), `nil` for its end.
    var startPoint: Int32?
}

/// How the field is drawn and the line echoed.
struct FieldDisplay {
    var outputDescriptor: Int32 = 1
    /// The terminal's width when the edit started.
    var columns = 80
    /// Shown dimmed while the line is empty.
    var placeholder = ""
    /// What the terminal shows of the field's symbols.
    var glyphs = Glyphs.unicode
    /// How the line shows, in the field and in plain mode.
    var echo = AnswerExposure.Echo.asTyped
    /// Where the field was last drawn with its cursor; the offset counts from
    /// `cursorWindowStart`, the first byte of the line drawn.
    var cursor = LineCursor(offset: 0, column: 0)
    var cursorWindowStart = 0
    /// Whether a redisplay was put off while a macro's keys ran
    /// (``ReadlineHooks/boundLine()``), to be drawn before the next key is read.
    var drawDeferred = false
    /// Written to the terminal when the first key arrives.
    var firstKeyOutput: [UInt8] = []

    /// Makes ``cursor`` count from the start of `line`, the line edited, once the edit is
    /// over.
    mutating func resolveCursor(in line: String) {
        guard cursorWindowStart > 0 else { return }
        let before = String(decoding: line.utf8.prefix(cursorWindowStart), as: UTF8.self)
        cursor = LineCursor(offset: before.count + cursor.offset, column: cursor.column)
        cursorWindowStart = 0
    }
}

/// What typing may still add to the line.
struct LineBounds {
    /// Whether typed characters are being dropped because the line is full.
    var isRefusingTyping = false
    /// Plain mode's bound on typing (the field's is in ``ReadlineHooks/classify(_:flushed:_:)``).
    var typing = TypingBound()
    /// Whether the line was cut back to its bound in this edit (``ReadlineHooks/boundLine()``):
    /// one bell, not one a key of a long macro.
    var lineWasCut = false
}

/// The field's keys on their way from the terminal to readline.
struct KeyReading {
    var input = TerminalInput(descriptor: 0, wakeDescriptor: -1)
    /// Bytes read (or typed ahead) and not yet decoded.
    var unread = PendingBytes()
    /// Bytes decoded but not yet classified: the key being read.
    var held = PendingBytes()
    /// Bytes of classified keys that readline has yet to get, in order.
    var forReadline = PendingBytes()
    var decoder = KeyDecoder()
    /// The terminal said end of input; kept for after what is pending is delivered.
    var reachedEnd = false
    /// Seconds without a key that end the edit; `nil` for none.
    var idleTimeout: Double?
    /// Seconds after Esc before it is taken on its own; `nil`: until the next key.
    var escapeTimeout: Double? = KeyDecoder.loneEscapeTimeout
    /// When the last key came from the terminal, on the monotonic clock.
    var lastKeyAt: Double?
    /// The terminal's settings before the field's, put back when the edit ends.
    var settingsBeforeEdit: termios?
    /// Whether readline reads bytes, not UTF-8 (the system has no UTF-8 locale:
    /// ``UTF8Locale``): a character outside ASCII then ends the edit, refused, rather than
    /// reach readline, which would keep its bytes as separate characters.
    var readsOnlyASCII = false

    /// Every byte not given to readline, in the order it came; the queues are wiped.
    mutating func takeUnread() -> [UInt8] {
        defer { wipe() }
        return Array(forReadline.waiting) + Array(held.waiting) + Array(unread.waiting)
    }

    /// Zeroes and empties the queues of key bytes, and starts decoding afresh.
    mutating func wipe() {
        forReadline.wipe()
        held.wipe()
        unread.wipe()
        decoder = KeyDecoder()
    }
}

/// Plain mode's wait for a key, with its time limit.
struct PlainKeyWait {
    /// The time limit without a key; `nil` for none.
    var idle: IdleLimit?
    /// Whether the limit's notice is on screen.
    var noticeShown = false
    /// The terminal, not blocking (``ReadlineHooks/readPlainKey``); negative for none.
    var descriptor: Int32 = -1
    /// Printed when a character outside ASCII is refused (``TypingBound/Refusal/notASCII``).
    var notASCIINotice = ""
}

/// How the edit ends, once readline has the keys before the one that ends it.
struct EditEndings {
    enum Ending: Equatable {
        case none
        case back
        case quit
        /// A lone Esc.
        case escape
        case suspend
        case wake
        /// No key came for the idle timeout.
        case idle
        /// A character outside ASCII, which readline cannot read without a UTF-8 locale
        /// (``KeyReading/readsOnlyASCII``): refused, not given to readline.
        case notASCII
    }

    var ending = Ending.none
    /// How the edit ends once readline has got ``KeyReading/forReadline``.
    var afterForwarded: Ending?
}
