import WizardCore
import WizardIO

/// A terminal that replays key bytes to the interactive loop, one read per key, and
/// counts what the loop writes. It measures the CPU time and output of the `measured`
/// keys only: from handing over the first of them to the loop asking for the next event
/// after the last. Then it reports the end of input.
final class ReplayTerminal: InteractiveTerminal {
    let size = (columns: 80, rows: 24)
    private let sink = CountingSink()
    var output: any TextSink { sink }
    private var lead: [[UInt8]]
    private let measured: [[UInt8]]
    private var next = 0
    private var start = 0.0
    private(set) var cpuTime = 0.0
    private(set) var bytes = 0
    /// The FNV-1a hash of the measured keys' output, taken after the timing: a change to
    /// the screen code that leaves it the same draws the same bytes.
    private(set) var digest: UInt64 = 0

    init(lead: [[UInt8]], measured: [[UInt8]]) {
        self.lead = lead
        self.measured = measured
    }

    func nextEvent(timeout: Double?) -> TerminalEvent {
        if !lead.isEmpty { return .bytes(lead.removeFirst()) }
        if next == 0 {
            sink.bytes = 0
            sink.written = []
            start = cpuSeconds()
        }
        guard next < measured.count else {
            if cpuTime == 0 {
                cpuTime = cpuSeconds() - start
                bytes = sink.bytes
                digest = sink.written.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in
                    (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                }
            }
            return .endOfInput
        }
        next += 1
        return .bytes(measured[next - 1])
    }

    func enterRawMode() {}
    func leaveRawMode() {}
    func restore() {}
    func suspend() {}
}

/// A terminal that only counts and keeps what it is sent.
final class CountingSink: TextSink {
    var bytes = 0
    var written: [UInt8] = []

    func write(_ text: String) {
        bytes += text.utf8.count
        written.append(contentsOf: text.utf8)
    }
}

/// The default flow's text field is answered in advance, so no line is ever edited.
final class NoLineEditor: LineEditor {
    func edit(_ request: LineEditRequest) throws(InputError) -> LineEditResult {
        LineEditResult(ending: .endOfInput, text: "")
    }

    var escapeQuits: Bool { true }

    func remember(_ entry: HistoryEntry) {}
}
