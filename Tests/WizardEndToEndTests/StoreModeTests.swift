import Glibc
import TestSupport
import Testing

/// docs/store.md, modes: run as an ordinary user, whose permissions the kernel
/// enforces (root's it does not), under umasks that take the owner's own bits away, and with
/// lock files whose modes shut the user out.
@Suite(
    "Store modes for an ordinary user",
    .enabled(
        if: Prerequisite.runs(when: OtherUser.isAvailable),
        "switching users with setpriv needs root; CI runs as root"),
    .timeLimit(.minutes(5)))
struct StoreModeTests {
    let base = TemporaryDirectory()
    let user = TestUser(uid: 41_234, gid: 41_234, name: nil)

    init() {
        chmod(base.path, 0o755)
    }

    /// The umasks tried: those that take the owner's read, write or search bit away, the
    /// usual ones, and a seeded handful of others.
    static func umasks() -> [mode_t] {
        var random = SeededRandom(environmentOr: 20_261_203)
        let chosen: [mode_t] = [
            0o000, 0o002, 0o022, 0o027, 0o077, 0o100, 0o200, 0o277, 0o377, 0o400, 0o477, 0o500,
            0o600, 0o700, 0o777,
        ]
        return chosen + (0..<9).map { _ in mode_t.random(in: 0...0o777, using: &random) }
    }

    @Test("under any umask an ordinary user's setup, logout and setup all succeed, modes exact")
    func umasks() {
        let faultClass = "6 modes under any umask: an ordinary user's runs"
        for mask in Self.umasks() {
            let name = String(mask, radix: 8)
            let home = makeHome("home-\(name)")
            // The default location, whose directories alone are created.
            let config = home + "/new"
            let store = config + "/wizard/profile.json"
            var statuses: [Int32] = []
            for (command, input) in [
                (["setup"], TestProfile(number: 1).answers), (["profile", "--logout"], ""),
                (["setup"], TestProfile(number: 2).answers),
            ] {
                statuses.append(
                    run(command, input: input, umask: name, ["XDG_CONFIG_HOME": config]).status)
            }
            let modes = [config, config + "/wizard", store, store + ".lock"].map {
                Files.mode($0)
            }
            let passed =
                statuses == [0, 0, 0] && modes == [0o700, 0o700, 0o600, 0o600]
                && Files.text(store) == TestProfile(number: 2).storeText()
            #expect(
                TestReport.variant(faultClass, passed: passed),
                "umask \(name): \(statuses), \(modes.map { $0.map { String($0, radix: 8) } })")
        }
    }

    @Test("a lock file of the user's that its mode shuts them out of is set back to 0600")
    func lockRepaired() {
        let faultClass = "6 modes under any umask: the user's locked-out lock file"
        for mode: mode_t in [0o000, 0o100, 0o200, 0o400, 0o444, 0o500, 0o555] {
            let home = makeHome("repair-\(String(mode, radix: 8))")
            let store = home + "/profile.json"
            Files.write(TestProfile(number: 3).storeText(), to: store)
            chown(store, user.uid, user.gid)
            chmod(store, 0o600)
            makeFile(store + ".lock", uid: user.uid, mode: mode)
            let result = run(["profile", "--logout", "--store", store], input: "")
            let passed =
                result.status == 0 && Files.mode(store + ".lock") == 0o600
                && Files.text(store) == "{\n  \"signed_in\" : false\n}\n"
            #expect(
                TestReport.variant(faultClass, passed: passed),
                "lock mode \(String(mode, radix: 8)): \(result.status) \(result.error)")
        }
    }

    @Test("another user's lock file is used read-only if it can be, else reported by its name")
    func othersLock() {
        let faultClass = "6 modes under any umask: another user's lock file"
        let other = TestUser(uid: 41_235, gid: 41_235, name: nil)
        for mode: mode_t in [0o600, 0o640, 0o000, 0o200, 0o644, 0o604, 0o666] {
            let home = makeHome("other-\(String(mode, radix: 8))")
            let store = home + "/profile.json"
            let before = TestProfile(number: 4).storeText()
            Files.write(before, to: store)
            chown(store, user.uid, user.gid)
            chmod(store, 0o600)
            makeFile(store + ".lock", uid: other.uid, mode: mode)
            let readable = mode & 0o004 != 0
            let octal = String(mode, radix: 8)
            let shown = String(repeating: "0", count: 4 - octal.count) + octal
            let result = run(["profile", "--logout", "--store", store], input: "")
            let passed: Bool
            if readable {
                passed = result.status == 0 && Files.text(store) != before
            } else {
                passed =
                    result.status == 73
                    && result.error
                        == "wizard: cannot open the lock file \(store).lock: Permission denied (it"
                        + " belongs to \(other), mode \(shown))."
                        + " Nothing was saved; its owner or root can remove it (wizard makes a"
                        + " new one), or choose another file with --store.\n"
                    && Files.text(store) == before
            }
            #expect(
                TestReport.variant(
                    faultClass, passed: passed && Files.mode(store + ".lock") == mode),
                "lock mode \(String(mode, radix: 8)): \(result.status) \(result.error)")
        }
    }

    /// Runs wizard as the test's user, with `variables` set.
    private func run(
        _ arguments: [String], input: String, umask: String? = nil,
        _ variables: [String: String] = [:]
    ) -> ProcessResult {
        runProcess(
            OtherUser.command(
                [WizardBinary.path] + arguments, uid: user.uid, gid: user.gid, umask: umask),
            input: Array(input.utf8),
            environment: WizardBinary.environment(home: base.path, variables))
    }

    /// A directory of the user's, mode 0700.
    private func makeHome(_ name: String) -> String {
        let path = base.file(name)
        mkdir(path, 0o700)
        chown(path, user.uid, user.gid)
        return path
    }

    /// An empty file owned by `uid`, with exactly `mode`.
    private func makeFile(_ path: String, uid: UInt32, mode: mode_t) {
        Files.write("", to: path)
        chown(path, uid, uid)
        chmod(path, mode)
    }
}
