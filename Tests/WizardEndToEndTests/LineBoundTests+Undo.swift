import Glibc
import TestSupport
import Testing

/// What readline keeps to undo is bounded too (issue 25: "the name field grows about 50
/// bytes a key: 6.6 MB to 16.8 MB over 200,000 keys"): a letter typed and erased again and
/// again leaves the wizard's memory where it was.
extension LineBoundTests {
    @Test("100,000 keys typed and erased in the name field: memory stays within 2 MB")
    func undoBound() {
        let run = TerminalRun(["setup", "--store", store], home: home.path)
        run.signIn()
        run.waitForScreen("What's your name?")
        let batches = 10
        let keysPerBatch = 10_000
        var first: ProcessWork?
        var last: ProcessWork?
        for batch in 0..<batches {
            // A letter and Backspace, over and over, then a marker the field shows once
            // every key before it is read: the handshake (the next batch erases it).
            let marker = "Q\(batch)q"
            let erase = batch == 0 ? "" : String(repeating: "\u{7F}", count: "Q\(batch - 1)q".count)
            let start = run.terminal.transcript.count
            run.terminal.sendAll(
                Array(
                    (erase + String(repeating: "x\u{7F}", count: keysPerBatch / 2) + marker).utf8))
            #expect(waitForMarker(marker, in: run.terminal, from: start), "batch \(batch)")
            if batch == 0 { first = ProcessWork(pid: run.pid) }
            if batch == batches - 1 { last = ProcessWork(pid: run.pid) }
        }
        guard let first, let last else {
            Issue.record("/proc/\(run.pid) could not be read")
            return
        }
        // Without its bound, readline's undo list grows about 60 bytes a key (5.6 MB here);
        // bounded, it holds at most 256 entries and 256 KiB of text.
        let grown = max(
            last.residentKiB - first.residentKiB, last.peakResidentKiB - first.peakResidentKiB)
        #expect(
            TestReport.variant(Self.faultClass + " (its undo list)", passed: grown < 2048),
            "\(first) → \(last)")
        TestReport.figure(
            Self.faultClass, "KiB grown over \((batches - 1) * keysPerBatch) keys", "\(grown)")
        run.send("\u{03}")
        #expect(run.exitStatus(timeout: 30) == 130)
    }

    /// Waits up to a minute for `marker` in what the terminal shows from `start` on,
    /// looking only at the output that arrived since the last look (megabytes of it come
    /// before the marker).
    private func waitForMarker(_ marker: String, in terminal: PseudoTerminal, from start: Int)
        -> Bool
    {
        let deadline = monotonicSeconds() + 60
        var from = start
        while !terminal.waitFor(marker, from: from, timeout: 0) {
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return false }
            from = max(start, terminal.transcript.count - marker.utf8.count)
            terminal.waitForOutput(timeout: remaining)
        }
        return true
    }
}
