import Glibc
import TestSupport
import Testing

@testable import WizardIO

/// Keys that reach the terminal just before its echo comes back are dropped, never echoed:
/// the kernel hands a pseudo-terminal's input to its line discipline later than the write,
/// so a flush alone misses keys that the restored echo would then show (a secret typed
/// just before SIGTERM, keys typed while wizard was busy).
@Suite("Keys queued as the echo comes back", .timeLimit(.minutes(5)))
struct QueuedKeysTests {
    @Test("keys written with echo off, then drained and echo turned on, never show")
    func drainedNotEchoed() {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 1)
        defer { buffer.deallocate() }
        var echoed: [Int] = []
        for round in 0..<200 {
            let terminal = PseudoTerminal()
            var original = termios()
            tcgetattr(terminal.slave, &original)
            var quiet = original
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(terminal.slave, TCSANOW, &quiet)
            _ = "qzjx\(round)".withCString { write(terminal.master, $0, strlen($0)) }
            drainQueuedKeys(of: terminal.slave, into: buffer, capacity: 256)
            tcsetattr(terminal.slave, TCSAFLUSH, &original)
            // The handshake: a marker written after the echo is back, read from the master.
            _ = "<end>".withCString { write(terminal.slave, $0, strlen($0)) }
            #expect(terminal.waitFor("<end>"))
            if terminal.text.contains("qzjx") { echoed.append(round) }
        }
        #expect(echoed.isEmpty, "echoed in rounds \(echoed)")
    }
}
