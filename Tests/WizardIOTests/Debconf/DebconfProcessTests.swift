import Glibc
import TestSupport
import Testing

@testable import WizardIO

/// ``DebconfProcess``: a command started as debconf's Passthrough frontend expects, its
/// process group ended, its ending as a status.
@Suite("debconf's command", .timeLimit(.minutes(5)))
struct DebconfProcessTests {
    @Test("the environment names the pipes, passthrough and no socket; stdin is /dev/null")
    func environment() throws {
        let leaked = open("/dev/null", O_RDONLY)
        #expect(leaked > STDERR_FILENO)
        defer { close(leaked) }
        let peer = try ShellPeer(
            #"""
            open=''
            n=0
            while [ $n -le 255 ]; do
                [ -e /proc/$$/fd/$n ] && open="$open $n"
                n=$((n + 1))
            done
            {
                printf '%s\n' "$DEBIAN_FRONTEND" "$DEBCONF_READFD" "$DEBCONF_WRITEFD"
                printf '%s\n' "${DEBCONF_PIPE-unset}" "${DEBIAN_HAS_FRONTEND-unset}" "$KEPT"
                env | grep -c '^DEBCONF_READFD='
                printf '%s' "$RAW" | od -An -tx1 | tr -d ' '
                readlink /proc/$$/fd/0
                echo "$open"
                echo $$ $(cut -d ' ' -f 5 /proc/$$/stat)
            } > "$OUT"
            """#,
            environment: [
                Array("DEBCONF_PIPE=/nowhere".utf8), Array("DEBIAN_FRONTEND=readline".utf8),
                Array("DEBIAN_HAS_FRONTEND=1".utf8), Array("DEBCONF_READFD=99".utf8),
                Array("KEPT=yes".utf8), Array("RAW=".utf8) + [0xFF],
            ])
        #expect(peer.wait() == .exited(code: 0))
        let process = peer.process
        let lines = try #require(peer.output).split(
            separator: "\n", omittingEmptySubsequences: false)
        let expected = [
            "passthrough", "3", "4", "unset",
            "unset", "yes", "1", "ff", "/dev/null",
            " 0 1 2 3 4",
            "\(process.processID) \(process.processID)", "",
        ]
        #expect(lines.map(String.init) == expected)
        #expect(process.processID != getpgrp())
    }

    @Test("a program that cannot start is a typed failure: 127 not found, 126 not executable")
    func startFailures() throws {
        let directory = TemporaryDirectory()
        #expect(
            throws: DebconfStartFailure(
                program: "no-such-program-wizard-test",
                error: SystemError("posix_spawnp", code: ENOENT))
        ) { try DebconfProcess.start(["no-such-program-wizard-test"]) }
        let plain = directory.file("not-executable")
        Files.write("echo hi\n", to: plain)
        chmod(plain, 0o644)
        do {
            _ = try DebconfProcess.start([plain, "argument"])
            Issue.record("a file that is not executable started")
        } catch {
            #expect(
                error
                    == DebconfStartFailure(
                        program: plain, error: SystemError("posix_spawnp", code: EACCES)))
            #expect(!error.notFound && error.exitStatus == 126)
            #expect(error.error.description == "Permission denied")
        }
        let missing = DebconfStartFailure(
            program: "x", error: SystemError("posix_spawnp", code: ENOENT))
        #expect(missing.notFound && missing.exitStatus == 127)
    }

    @Test("terminate: SIGTERM to the group, SIGKILL after the grace to a member that ignores it")
    func terminateIgnored() throws {
        let peer = try ShellPeer(
            "trap '' TERM; sleep 1000 & printf '%s %s\\n' $$ $! >&$DEBCONF_WRITEFD; wait")
        let pids = try #require(try peer.pipes.readLine()).split(separator: UInt8(ascii: " "))
            .compactMap { Int32(String(decoding: $0, as: UTF8.self)) }
        #expect(pids.count == 2)
        let start = monotonicSeconds()
        let ending = peer.end(grace: 0.5)
        let elapsed = monotonicSeconds() - start
        #expect(ending == .killed(signal: SIGKILL) && ending.exitStatus == 137)
        // Well under the peer's watchdog, which would end a group the kill missed.
        #expect(elapsed >= 0.5 && elapsed < 30, "took \(elapsed) s")
        for pid in pids { #expect(ProcessState.stops(pid), "process \(pid) still runs") }
        // The command was wizard's child: reaped, it is gone altogether.
        #expect(Files.read("/proc/\(peer.process.processID)/stat") == nil, "not reaped")
        #expect(peer.process.wait() == ending)
    }

    @Test("terminate: a group that obeys SIGTERM ends without waiting for the grace")
    func terminateObeyed() throws {
        let peer = try ShellPeer("sleep 1000 & printf '%s\\n' $! >&$DEBCONF_WRITEFD; wait")
        let line = try #require(try peer.pipes.readLine())
        let member = try #require(Int32(String(decoding: line, as: UTF8.self)))
        let start = monotonicSeconds()
        let ending = peer.end(grace: 100)
        #expect(monotonicSeconds() - start < 50)
        #expect(ending == .killed(signal: SIGTERM) && ending.exitStatus == 143)
        #expect(Files.read("/proc/\(peer.process.processID)/stat") == nil, "not reaped")
        #expect(ProcessState.stops(member), "process \(member) still runs")
    }

    @Test("terminate: a member left after the command exits is killed after the grace")
    func terminateLeftMember() throws {
        // The member says its number once it ignores SIGTERM, and stays in the group.
        let peer = try ShellPeer(
            """
            trap 'exit 3' TERM
            sh -c 'trap "" TERM; echo $$ >&$DEBCONF_WRITEFD; exec sleep 1000' &
            wait
            """)
        let line = try #require(try peer.pipes.readLine())
        let member = try #require(Int32(String(decoding: line, as: UTF8.self)))
        let start = monotonicSeconds()
        #expect(peer.end(grace: 0.5) == .exited(code: 3))
        #expect(monotonicSeconds() - start >= 0.5)
        #expect(ProcessState.stops(member), "process \(member) still runs")
    }

    @Test("how a command ended, as wizard's exit status")
    func statuses() throws {
        let exits = try ShellPeer("exit 7")
        #expect(exits.wait() == .exited(code: 7))
        #expect(exits.process.ending?.exitStatus == 7)
        let killed = try ShellPeer("kill -TERM $$")
        #expect(killed.wait() == .killed(signal: SIGTERM))
        #expect(ProcessEnding.exited(code: 0).exitStatus == 0)
        #expect(ProcessEnding.killed(signal: SIGKILL).exitStatus == 137)
        #expect(ProcessEnding.killed(signal: SIGINT).exitStatus == 130)
        #expect(ProcessEnding(waitStatus: 7 << 8) == .exited(code: 7))
        #expect(ProcessEnding(waitStatus: SIGHUP) == .killed(signal: SIGHUP))
    }
}
