import Glibc
import TestSupport
import Testing

/// A run that asks a secret leaves no core dump to read it from (issue 32, item 4): the
/// process is not dumpable and its core limit is 0 from before the first answer is read.
/// Run as an ordinary user, whose `/proc/PID` files the kernel hands to root once the
/// process is not dumpable.
@Suite(
    "Secrets kept out of core dumps",
    .enabled(
        if: Prerequisite.runs(when: OtherUser.isAvailable),
        "switching users with setpriv needs root; CI runs as root"),
    .timeLimit(.minutes(5)))
struct SecretCoreDumpTests {
    let base = TemporaryDirectory()
    let user = TestUser(uid: 41_235, gid: 41_235, name: nil)

    init() {
        chmod(base.path, 0o777)
    }

    /// What `/proc` shows of a piped `setup` of a flow whose one question is of `kind`, as
    /// it waits for its first answer: the owner of its status file and its core limit.
    func waitingProcess(askingA kind: String) -> (owner: uid_t, coreLimit: String)? {
        let flow = base.file("\(kind).json")
        Files.write(
            #"{"format": 1, "id": "c", "steps": [{"kind": "\#(kind)", "key": "k", "title": "K?"}]}"#,
            to: flow)
        chmod(flow, 0o644)
        var input: [Int32] = [0, 0]
        guard pipe(&input) == 0 else { return nil }
        _ = fcntl(input[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(input[1], F_SETFD, FD_CLOEXEC)
        let quiet = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let command =
            ["/bin/sh", "-c", "ulimit -c unlimited && exec \"$@\"", "sh"]
            + OtherUser.command(
                [
                    WizardBinary.path, "setup", "--flow", flow, "--store",
                    base.file("\(kind)-store.json"),
                ],
                uid: user.uid, gid: user.gid)
        let pid = spawn(
            command, environment: ["HOME=\(base.path)", "PATH=/usr/bin:/bin"],
            descriptors: [(input[0], 0), (quiet, 1), (quiet, 2)], closeAfterSpawn: true)
        defer {
            close(input[1])
            _ = waitForExit(pid)
        }
        // The handshake: wizard, as the user, blocked reading its first answer from fd 0.
        let deadline = monotonicSeconds() + childDeadlineSeconds
        while monotonicSeconds() < deadline {
            // Neither sh nor setpriv reads fd 0: a read of it is wizard's.
            if (Files.text("/proc/\(pid)/syscall") ?? "").hasPrefix("0 0x0 ") {
                var info = stat()
                guard stat("/proc/\(pid)/status", &info) == 0,
                    let limits = Files.text("/proc/\(pid)/limits"),
                    let core = limits.split(separator: "\n").first(where: {
                        $0.hasPrefix("Max core file size")
                    })
                else { return nil }
                let words = core.split(separator: " ")
                return (info.st_uid, words.dropFirst(4).prefix(2).joined(separator: " "))
            }
            usleep(10_000)
        }
        Issue.record("wizard never waited for its first answer")
        return nil
    }

    @Test("a flow with a secret: not dumpable, core limit 0; one without: as it was")
    func notDumpable() throws {
        let secret = try #require(waitingProcess(askingA: "secret"))
        #expect(secret.owner == 0, "the secret's process is still dumpable")
        #expect(secret.coreLimit == "0 0")
        let text = try #require(waitingProcess(askingA: "text"))
        #expect(text.owner == user.uid)
        #expect(text.coreLimit == "unlimited unlimited")
    }
}
