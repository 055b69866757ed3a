import Glibc
import TestSupport
import Testing
import WizardCore

@testable import WizardIO

/// ``DebconfPipes``: a peer's lines read and its replies written, over the pipes
/// ``DebconfProcess`` makes, with a peer written in `sh` (``ShellPeer``).
@Suite("debconf's pipes", .timeLimit(.minutes(5)))
struct DebconfPipesTests {
    @Test("lines and replies round-trip through DebconfSource; a refusal is warned of")
    func roundTrip() throws {
        let peer = try ShellPeer(
            #"""
            talk() { printf '%s\n' "$1" >&$DEBCONF_WRITEFD; read -r reply <&$DEBCONF_READFD; }
            talk 'CAPB backup'; first=$reply
            talk 'TITLE Zeitzone'; second=$reply
            talk "$(printf 'FR\033OB x')"; third=$reply
            printf '%s|%s|%s\n' "$first" "$second" "$third" > "$OUT"
            """#)
        var source = DebconfSource(peer: peer.pipes)
        #expect(try source.nextBatch() == nil)
        #expect(peer.wait() == .exited(code: 0))
        #expect(peer.output == "0 backup|0|20 Unsupported command \"FR\u{1B}OB\"\n")
        // The peer's escape is not written to wizard's terminal.
        #expect(peer.record.warnings == ["Unsupported command \"FR\u{FFFD}OB\""])
        #expect(peer.record.shownTitles == [nil, "Zeitzone", "Zeitzone"])
        #expect(source.conversation.backupDeclared)
    }

    @Test("a line over 1 MiB is cut to one byte more, never buffered whole; the next is read")
    func longLine() throws {
        let limit = DebconfCommand.lineByteLimit
        let peer = try ShellPeer(
            """
            head -c \(limit) /dev/zero | tr '\\000' y >&$DEBCONF_WRITEFD
            printf '\\n' >&$DEBCONF_WRITEFD
            head -c \(2 * limit) /dev/zero | tr '\\000' x >&$DEBCONF_WRITEFD
            printf '\\nCAPB\\n' >&$DEBCONF_WRITEFD
            """)
        let whole = try #require(try peer.pipes.readLine())
        #expect(whole.count == limit && whole.allSatisfy { $0 == UInt8(ascii: "y") })
        let cut = try #require(try peer.pipes.readLine())
        #expect(cut.count == limit + 1 && cut.allSatisfy { $0 == UInt8(ascii: "x") })
        #expect(
            peer.pipes.buffer.capacity <= limit + 4 * DebconfPipes.chunkSize,
            "\(peer.pipes.buffer.capacity) bytes held")
        #expect(try peer.pipes.readLine() == Array("CAPB".utf8))
        #expect(try peer.pipes.readLine() == nil)
        #expect(peer.wait() == .exited(code: 0))
    }

    @Test("a peer that stops in the middle of a line is reported stalled at the limit")
    func stalled() throws {
        let peer = try ShellPeer(
            "printf 'CAPB back' >&$DEBCONF_WRITEFD; exec sleep 1000", stallLimit: 0.5)
        let start = monotonicSeconds()
        #expect(throws: DebconfPeerFailure.stalledMidLine(seconds: 0.5)) {
            try peer.pipes.readLine()
        }
        let elapsed = monotonicSeconds() - start
        // No upper bound but the suite's: without a limit the read would wait 1000 s.
        #expect(elapsed >= 0.5, "took \(elapsed) s")
        #expect(peer.end() == .killed(signal: SIGTERM))
    }

    @Test("waiting for a line to start has no limit; a line's parts are joined")
    func slowPeer() throws {
        let peer = try ShellPeer(
            """
            sleep 1; printf 'CAPB ' >&$DEBCONF_WRITEFD
            sleep 0.2; printf 'backup\\n' >&$DEBCONF_WRITEFD
            """, stallLimit: 0.5)
        #expect(try peer.pipes.readLine() == Array("CAPB backup".utf8))
        #expect(try peer.pipes.readLine() == nil)
        #expect(peer.wait() == .exited(code: 0))
    }

    @Test("a peer that dies gives its last bytes as a line, then the end")
    func peerDies() throws {
        let peer = try ShellPeer(
            "printf 'CAPB\\nGO' >&$DEBCONF_WRITEFD; kill -KILL $$; sleep 1000")
        #expect(try peer.pipes.readLine() == Array("CAPB".utf8))
        #expect(try peer.pipes.readLine() == Array("GO".utf8))
        #expect(try peer.pipes.readLine() == nil)
        #expect(try peer.pipes.readLine() == nil)
        let ending = peer.wait()
        #expect(ending == .killed(signal: SIGKILL) && ending.exitStatus == 137)
    }

    @Test("a reply to a peer that closed its end is a write failure, not SIGPIPE")
    func closedPeer() throws {
        let peer = try ShellPeer(
            #"eval "exec $DEBCONF_READFD<&-"; printf 'CAPB backup\n' >&$DEBCONF_WRITEFD"#)
        let line = try #require(try peer.pipes.readLine())
        var conversation = DebconfConversation()
        guard case .reply(let reply) = conversation.take(line: line) else {
            Issue.record("CAPB answered with a batch")
            return
        }
        var maskBefore = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &maskBefore)
        #expect(throws: DebconfPeerFailure.writeFailed(SystemError("write", code: EPIPE))) {
            try peer.pipes.write(reply, in: conversation)
        }
        var maskAfter = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &maskAfter)
        #expect(sigismember(&maskAfter, SIGPIPE) == sigismember(&maskBefore, SIGPIPE))
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0, "a SIGPIPE is left pending")
        #expect(peer.record.shownTitles.isEmpty)
        #expect(peer.wait() == .exited(code: 0))
    }
}
