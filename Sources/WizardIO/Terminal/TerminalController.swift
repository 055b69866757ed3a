import Glibc
import WizardCore

/// The terminal the interactive frontend runs on: raw mode, size, key bytes, signals.
///
/// Contract: the terminal is restored to the settings it had when this was created — by
/// ``restore()``, on deinit, at exit, and from SIGTERM, SIGHUP, SIGQUIT and SIGINT
/// handlers — whatever way the program ends; a signal's handler first erases the frame on
/// show (``frameErasureChanged(_:)``). Resizes and resumes after a stop arrive as events
/// from ``nextEvent(timeout:)``.
public final class TerminalController: InteractiveTerminal {
    /// The terminal's input, whose settings change.
    public let descriptor: Int32
    /// The same terminal for output.
    public let outputDescriptor: Int32
    /// Writes to `outputDescriptor`.
    public let output: any TextSink
    private let original: termios
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private static let terminatingSignals = [SIGTERM, SIGHUP, SIGQUIT]
    private static let wakingSignals = [SIGWINCH, SIGCONT]

    /// Takes over the terminal read on `descriptor` and written on `outputDescriptor`, or
    /// `nil` when `descriptor` is not a terminal.
    public init?(descriptor: Int32, outputDescriptor: Int32) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        self.descriptor = descriptor
        self.outputDescriptor = outputDescriptor
        self.output = FileDescriptorSink(descriptor: outputDescriptor)
        self.original = settings
        self.wakeReader = ends[0]
        self.wakeWriter = ends[1]

        let state = terminalRestoreState
        state.pointee.descriptor = descriptor
        state.pointee.outputDescriptor = outputDescriptor
        state.pointee.original = settings
        state.pointee.wakeDescriptor = wakeWriter
        for signalNumber in Self.terminatingSignals {
            Self.install(restoreAndResignal, for: signalNumber)
        }
        // Ctrl-C: the quit message and 130 once ``InterruptQuit`` has set it, else as above.
        Self.install(quitOnInterrupt, for: SIGINT)
        for signalNumber in Self.wakingSignals {
            Self.install(wakeKeyLoop, for: signalNumber)
        }
        atexit { restoreTerminalNow(newline: true) }
    }

    deinit {
        restore()
        for signalNumber in Self.terminatingSignals + [SIGINT] + Self.wakingSignals {
            signal(signalNumber, SIG_DFL)
        }
        close(wakeReader)
        close(wakeWriter)
    }

    /// The read end of the wake-up pipe, for a line editor that waits for keys itself.
    public var wakeDescriptor: Int32 { wakeReader }

    /// Raw mode: no echo, no line buffering, no flow control, reads return as soon as one
    /// byte is there; bracketed paste on, so a paste arrives as one event. Keys typed ahead
    /// stay queued.
    ///
    /// Of the signal keys only Ctrl-C is kept (``Self/keepingOnlyInterrupt(_:)``): it
    /// quits at once even while wizard is busy and reads no key. Ctrl-Z and Ctrl-\ arrive
    /// as bytes, so that Ctrl-Z restores the screen before stopping.
    public func enterRawMode() {
        var raw = Self.keepingOnlyInterrupt(original)
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        tcsetattr(descriptor, TCSADRAIN, &raw)
        terminalRestoreState.pointee.isActive = true
        output.write("\u{1B}[?2004h")
    }

    /// `settings` with signals from keys on, Ctrl-C (VINTR) the only signal key: the quit,
    /// suspend and other signal characters are disabled, so they arrive as bytes.
    public static func keepingOnlyInterrupt(_ settings: termios) -> termios {
        var settings = settings
        settings.c_lflag |= tcflag_t(ISIG)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            // _POSIX_VDISABLE on Linux: no key.
            characters[Int(VQUIT)] = 0
            characters[Int(VSUSP)] = 0
            characters[Int(VINTR)] = 0x03
        }
        return settings
    }

    public func frameErasureChanged(_ erasure: String) {
        setFrameErasure(erasure)
    }

    /// Puts back the settings the terminal had at the start, with cursor shown and
    /// attributes reset. Safe to call more than once.
    public func restore() {
        restoreTerminalNow(newline: false)
    }

    /// Leaves raw mode (and bracketed paste) for a line editor that sets its own mode.
    ///
    /// The original settings come back with echo still off: a key typed before the editor
    /// takes the terminal would otherwise be echoed by the kernel over the frame. The
    /// editor echoes as the original settings say (``echoHeldOff``).
    public func leaveRawMode() {
        output.write("\u{1B}[?2004l")
        var settings = original
        settings.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(descriptor, TCSADRAIN, &settings)
    }

    /// Whether the terminal's echo is off only because wizard holds it off between raw mode
    /// and a line editor (``leaveRawMode()``): the settings wizard found had it on, and the
    /// screens own the terminal. A line editor that takes its echo from the current settings
    /// should echo.
    static var echoHeldOff: Bool {
        let state = terminalRestoreState
        return state.pointee.isActive && state.pointee.original.c_lflag & tcflag_t(ECHO) != 0
    }

    /// The terminal's size in columns and rows; 80×24 when it cannot tell.
    public var size: (columns: Int, rows: Int) { TerminalSize.of(descriptor: descriptor) }

    /// Waits up to `timeout` seconds (forever when `nil`) for key bytes or a signal.
    public func nextEvent(timeout: Double?) -> TerminalEvent {
        switch TerminalInput(descriptor: descriptor, wakeDescriptor: wakeReader).next(
            timeout: timeout)
        {
        case .bytes(let bytes): .bytes(bytes)
        case .woken(let signals): signals.contains(UInt8(SIGCONT)) ? .resumed : .resized
        case .timeout: .timeout
        case .endOfInput: .endOfInput
        }
    }

    /// Ctrl-Z in raw mode: restores the terminal, stops the process as the shell's job
    /// control expects, and on `fg` re-enters raw mode. The caller erases the frame
    /// before (the shell's job line then takes its place) and draws it afresh after.
    ///
    /// The wake-ups already in the pipe are dropped: SIGCONT's, whose handler has run by
    /// the time `raise` returns, and a resize's from before. The fresh frame, laid out at
    /// the size read after this returns, answers them all, and a text field's edit then
    /// starts without being cut short.
    public func suspend() {
        restore()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        var signals = [UInt8](repeating: 0, count: 16)
        while read(wakeReader, &signals, signals.count) > 0 {}
        enterRawMode()
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signalNumber: Int32)
    {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
    }
}
