import Glibc
import TestSupport
import Testing

/// A run that asks a secret leaves no core dump to read it from (issue 32, item 4): the
/// process is not dumpable and its core limit is 0 from before the first question is asked.
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

    /// What `/proc` shows of a `setup` at a terminal of a flow whose one question is of
    /// `kind`, once its screen is drawn: the owner of its status file and its core limit.
    /// `sh` and `setpriv` exec wizard, so the terminal's process is wizard's.
    func waitingProcess(askingA kind: String) -> (owner: uid_t, coreLimit: String)? {
        let flow = base.file("\(kind).json")
        Files.write(
            #"{"format": 1, "id": "c", "steps": [{"kind": "\#(kind)", "key": "k", "title": "Your \#(kind)?"}]}"#,
            to: flow)
        chmod(flow, 0o644)
        let run = TerminalRun(
            ["setup", "--flow", flow, "--store", base.file("\(kind)-store.json")],
            home: base.path,
            launcher: ["/bin/sh", "-c", "ulimit -c unlimited && exec \"$@\"", "sh"]
                + OtherUser.command([], uid: user.uid, gid: user.gid))
        defer {
            run.send("\u{3}")
            _ = run.exitStatus()
        }
        // The handshake: the question on the screen, drawn after the process was protected.
        run.waitForScreen("Your \(kind)?")
        var info = stat()
        guard stat("/proc/\(run.pid)/status", &info) == 0,
            let limits = Files.text("/proc/\(run.pid)/limits"),
            let core = limits.split(separator: "\n").first(where: {
                $0.hasPrefix("Max core file size")
            })
        else {
            Issue.record("no /proc entry for \(run.pid)")
            return nil
        }
        let words = core.split(separator: " ")
        return (info.st_uid, words.dropFirst(4).prefix(2).joined(separator: " "))
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
