import Glibc
import Testing

/// The built binary running on a pseudo-terminal as a person's terminal session, with a
/// terminal model replaying its output.
public final class TerminalRun {
    public let terminal: PseudoTerminal
    public let pid: pid_t
    public let attributesBefore: termios
    private let columns: Int
    /// Where in the transcript the terminal was resized, and to how many columns.
    private var resizes: [(offset: Int, columns: Int)] = []

    /// Starts `wizard arguments` on a `columns`×24 terminal with an empty `~/.inputrc`.
    ///
    /// - Parameters:
    ///   - launcher: a command that runs wizard, its arguments following (a shell with job
    ///     control); `pid` is then the launcher's.
    ///   - standardOutput: where wizard's standard output goes instead of the terminal (the
    ///     write end of a pipe, which the caller closes once wizard has started).
    public init(
        _ arguments: [String], home: String, columns: UInt16 = 80,
        environment: [String: String] = [:], launcher: [String] = [],
        standardOutput: Int32? = nil
    ) {
        terminal = PseudoTerminal(columns: columns, rows: 24)
        attributesBefore = terminal.attributes()
        self.columns = Int(columns)
        pid = terminal.start(
            launcher + [WizardBinary.path] + arguments,
            environment: WizardBinary.environment(
                home: home, ["INPUTRC": "/dev/null"].merging(environment) { $1 }),
            standardOutput: standardOutput)
    }

    /// Starts `command` (a program and its arguments: a shell script that runs wizard by
    /// another name, `whiptail`) on a `columns`×24 terminal; `environment` is its whole
    /// environment.
    public init(command: [String], environment: [String], columns: UInt16 = 80) {
        terminal = PseudoTerminal(columns: columns, rows: 24)
        attributesBefore = terminal.attributes()
        self.columns = Int(columns)
        pid = terminal.start(command, environment: environment)
    }

    /// The exit status once the process has been waited for.
    private var status: Int32?

    deinit {
        guard status == nil else { return }
        kill(pid, SIGKILL)
        _ = terminal.waitForExit(pid, timeout: 2)
    }

    /// Types `keys`.
    public func send(_ keys: String) { terminal.send(keys) }

    /// Waits for the welcome page and presses its button.
    public func signIn(sourceLocation: SourceLocation = #_sourceLocation) {
        waitForScreen("Sign in", sourceLocation: sourceLocation)
        send("\r")
    }

    /// Passes the default flow's welcome and waits at its name question: plain mode's
    /// `Name: ` prompt, or the screens' name field.
    public func reachName(plain: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        if plain {
            #expect(terminal.waitFor("press Enter "), sourceLocation: sourceLocation)
            send("\r")
            #expect(terminal.waitFor("Name: "), sourceLocation: sourceLocation)
        } else {
            signIn(sourceLocation: sourceLocation)
            waitForScreen("What's your name?", sourceLocation: sourceLocation)
        }
    }

    /// The terminal as the person sees it now: all output so far replayed from the start
    /// (replaying whole keeps UTF-8 characters and escape sequences from being split).
    public var screen: TerminalModel {
        let transcript = terminal.transcript
        var model = TerminalModel(columns: columns, rows: 24)
        var start = 0
        for resize in resizes {
            model.feed(Array(transcript[start..<resize.offset]))
            model.resize(columns: resize.columns)
            start = resize.offset
        }
        model.feed(Array(transcript[start...]))
        return model
    }

    /// Waits until the screen shows `text` on some row; records an issue if it never does.
    public func waitForScreen(
        _ text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        waitForScreen(
            text.debugDescription, timeout: timeout, sourceLocation: sourceLocation,
            where: { $0.contains(text) })
    }

    /// Waits until some row of the screen satisfies `predicate`.
    public func waitForScreen(
        _ description: String, timeout: Double = 10,
        sourceLocation: SourceLocation = #_sourceLocation, where predicate: (String) -> Bool
    ) {
        let deadline = monotonicSeconds() + timeout
        while true {
            if screen.screen.contains(where: predicate) { return }
            // Every change to the screen comes with output: look again when some arrives.
            let remaining = deadline - monotonicSeconds()
            if remaining <= 0 { break }
            terminal.waitForOutput(timeout: remaining)
        }
        Issue.record(
            "the screen never showed \(description):\n\(screen.screen.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    /// Resizes the terminal; the model keeps its rows as a terminal without reflow would.
    public func resize(columns: UInt16) {
        resizes.append((terminal.transcript.count, Int(columns)))
        terminal.resize(columns: columns, rows: 24)
    }

    /// Waits for the process to exit and returns its status (128 + signal when killed).
    public func exitStatus(timeout: Double = 10) -> Int32? {
        if status == nil { status = terminal.waitForExit(pid, timeout: timeout) }
        return status
    }

    /// Whether the terminal's settings are exactly those from before wizard started.
    public var attributesRestored: Bool {
        var before = attributesBefore
        var after = terminal.attributes()
        return withUnsafeBytes(of: &before) { old in
            withUnsafeBytes(of: &after) { new in old.elementsEqual(new) }
        }
    }

}

/// `number` in fullwidth digits (`32` → `３２`), as the slider shows its value.
public func fullwidth(_ number: Int) -> String {
    String(String(number).unicodeScalars.map { Character(Unicode.Scalar($0.value + 0xFEE0)!) })
}
