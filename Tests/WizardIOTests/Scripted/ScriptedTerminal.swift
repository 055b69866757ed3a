import TestSupport
import WizardCore
import WizardIO

/// A terminal that plays a script to the interactive loop and shows what the loop writes
/// through a ``TerminalModel``, the way a person would see it.
///
/// Each scripted input arrives as its own read, well after the one before: a lone Esc is
/// followed by a timeout (nothing more came), and time passes only where the script waits.
/// When the script runs out, the terminal reports the end of input.
final class ScriptedTerminal: InteractiveTerminal {
    let clock = ScriptedClock()
    private(set) var size: (columns: Int, rows: Int)
    /// The screen as it was at each ``ScriptedInput/snapshot``.
    private(set) var snapshots: [String] = []
    private(set) var isRaw = false
    private(set) var suspensions = 0
    private(set) var model: TerminalModel
    private var inputs: [ScriptedInput]
    /// Events due before the next input: the timeout after a lone Esc.
    private var due: [TerminalEvent] = []

    init(_ inputs: [ScriptedInput], columns: Int = 60, rows: Int = 24) {
        self.inputs = inputs
        size = (columns, rows)
        model = TerminalModel(columns: columns, rows: 40)
    }

    private(set) lazy var output: any TextSink = ModelSink(terminal: self)

    /// Everything on the terminal, scrollback included, trailing empty rows dropped.
    var screen: String { model.allLines.joined(separator: "\n") }

    /// Inputs not yet consumed.
    var remaining: [ScriptedInput] { inputs }

    /// Every byte the loop wrote, in order: what a test checks a secret never is in.
    private(set) var written = ""

    func write(_ text: String) {
        written += text
        model.feed(Array(text.utf8))
    }

    /// The next input that is not a snapshot, taking the snapshots on the way; `nil` at the
    /// end of the script.
    func nextInput() -> ScriptedInput? {
        while !inputs.isEmpty {
            let input = inputs.removeFirst()
            guard input == .snapshot else { return input }
            snapshots.append(screen)
        }
        return nil
    }

    /// Puts `input` back at the front of the script, to come next.
    func putBack(_ input: ScriptedInput) { inputs.insert(input, at: 0) }

    /// Applies a resize to the size the loop reads and to the model.
    func resize(columns: Int, rows: Int) {
        size = (columns, rows)
        model.resize(columns: columns)
    }

    func nextEvent(timeout: Double?) -> TerminalEvent {
        while true {
            if !due.isEmpty {
                let event = due.removeFirst()
                // A wait without a timeout never times out: the time just passes.
                if event == .timeout && timeout == nil { continue }
                return event
            }
            switch nextInput() {
            case .key(let key):
                if key == .escape { due.append(.timeout) }
                return .bytes(key.terminalBytes)
            case .text(let text): return .bytes(Array(text.utf8))
            case .bytes(let bytes): return .bytes(bytes)
            case .late(let bytes, let seconds):
                guard let timeout, timeout < seconds else {
                    clock.advance(by: seconds)
                    return .bytes(bytes)
                }
                clock.advance(by: timeout)
                putBack(.late(bytes, seconds: seconds - timeout))
                return .timeout
            case .resize(let columns, let rows):
                resize(columns: columns, rows: rows)
                return .resized
            case .wait(let seconds):
                clock.advance(by: seconds)
                if timeout != nil { return .timeout }
            case .snapshot: preconditionFailure("nextInput takes snapshots")
            case nil: return .endOfInput
            }
        }
    }

    func enterRawMode() { isRaw = true }
    func leaveRawMode() { isRaw = false }
    func restore() { isRaw = false }

    /// Stopped and continued at once, as after `fg`. Meanwhile the model shows what a shell
    /// writes at the cursor: ``shellLines``.
    func suspend() {
        suspensions += 1
        model.feed(Array(Self.shellLines.utf8))
    }

    /// The job line a shell prints when wizard stops, then `fg` typed at its prompt and the
    /// job's command, which the shell echoes as it continues it.
    static let shellLines = "[1]+  Stopped  wizard setup\r\n$ fg\r\nwizard setup\r\n"

}

/// Output into the scripted terminal's model.
private final class ModelSink: TextSink {
    unowned let terminal: ScriptedTerminal
    init(terminal: ScriptedTerminal) { self.terminal = terminal }
    func write(_ text: String) { terminal.write(text) }
}
