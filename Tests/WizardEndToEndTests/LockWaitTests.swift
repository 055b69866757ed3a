import Glibc
import TestSupport
import Testing

/// docs/store.md, the lock: a writer that finds the lock held says which file
/// and that another process holds it, waits as long as `--wait SECONDS` says (forever by
/// default, not at all with 0), and exits 75 when that runs out. The holder is flock(1),
/// not another wizard.
@Suite("Waiting for the store's lock", .timeLimit(.minutes(5)))
struct LockWaitTests {
    let home = TemporaryDirectory()
    static let profile = TestProfile(number: 1)

    /// flock(1) holding `lockPath` until ``release()``; it has the lock once this returns.
    final class Holder {
        private let input: (read: Int32, write: Int32)
        private let pid: pid_t

        init(_ lockPath: String) {
            input = Descriptor.pair()
            let output = OutputReader()
            pid = spawn(
                ["/usr/bin/flock", lockPath, "/bin/sh", "-c", "echo held; exec cat"],
                descriptors: [(input.read, 0), (output.writeEnd, 1)], closeAfterSpawn: false)
            close(input.read)
            close(output.writeEnd)
            precondition(output.waitFor("held\n"), "flock never took \(lockPath)")
        }

        /// Ends the holder (its `cat` sees the end of input), releasing the lock.
        func release() {
            close(input.write)
            _ = waitForExit(pid)
        }
    }

    /// The store the writers use, directly or through a link (whose lock file is beside the
    /// link's target).
    private func places() -> [(store: String, lock: String)] {
        let direct = home.file("profile.json")
        mkdir(home.file("dotfiles"), 0o700)
        symlink("dotfiles/target.json", home.file("linked.json"))
        return [
            (direct, direct + ".lock"),
            (home.file("linked.json"), home.file("dotfiles/target.json.lock")),
        ]
    }

    @Test("--wait SECONDS runs out with exit 75, naming the lock file; nothing is written")
    func timesOut() {
        let faultClass = "9 store leftovers: --wait runs out (75)"
        for (store, lock) in places() {
            let holder = Holder(lock)
            defer { holder.release() }
            for seconds in ["0", "0.05", "0.3", "0.5000", "1"] {
                // Every wait for setup; the short ones for logout too (the waits add up).
                let commands = [(["setup"], Self.profile.answers), (["profile", "--logout"], "")]
                for (command, input) in commands.prefix(["0", "0.05"].contains(seconds) ? 2 : 1) {
                    Files.write(TestProfile(number: 2).storeText(), to: store)
                    let result = WizardBinary.run(
                        command + ["--store", store, "--wait", seconds], input: input,
                        home: home.path)
                    let shown = seconds == "0.5000" ? "0.5" : seconds
                    let notice =
                        "wizard: another process holds the lock file \(lock); waiting until it lets"
                        + " go (--wait SECONDS sets a limit)…\n"
                    let outcome =
                        seconds == "0"
                        ? "another process holds the lock file \(lock), and --wait 0 does not wait"
                        : "another process still holds the lock file \(lock) after \(shown)"
                            + " second\(shown == "1" ? "" : "s") (--wait \(shown))"
                    let expected =
                        (seconds == "0" ? "" : notice)
                        + "wizard: \(outcome). Nothing was saved; try"
                        + " again once it has finished, or wait longer with --wait SECONDS (without"
                        + " --wait, wizard waits as long as it takes).\n"
                    let passed =
                        result.status == 75 && result.error == expected
                        && Files.text(store) == TestProfile(number: 2).storeText()
                    #expect(
                        TestReport.variant(faultClass, passed: passed),
                        "\(store) \(command) --wait \(seconds): \(result.status) \(result.error)")
                }
            }
        }
    }

    @Test("without --wait, or with time to spare, the writer waits, saying for what, then writes")
    func waitsThenWrites() {
        let faultClass = "9 store leftovers: waiting for flock(1)"
        for (store, lock) in places() {
            for wait in [nil, "30"] as [String?] {
                Files.write(TestProfile(number: 2).storeText(), to: store)
                let holder = Holder(lock)
                let errors = OutputReader()
                let answers = home.file("answers")
                Files.write(Self.profile.answers, to: answers)
                let pid = spawn(
                    [WizardBinary.path, "setup", "--store", store]
                        + (wait.map { ["--wait", $0] } ?? []),
                    environment: WizardBinary.environment(home: home.path),
                    descriptors: [
                        (open(answers, O_RDONLY | O_CLOEXEC), 0),
                        (open("/dev/null", O_WRONLY | O_CLOEXEC), 1), (errors.writeEnd, 2),
                    ], closeAfterSpawn: true)
                let notice =
                    "wizard: another process holds the lock file \(lock); waiting until it lets go"
                    + " (--wait SECONDS sets a limit)…\n"
                let announced = errors.waitFor(notice)
                let untouched = Files.text(store) == TestProfile(number: 2).storeText()
                holder.release()
                let status = waitForExit(pid)
                errors.readToEnd()
                let passed =
                    announced && untouched && status == 0 && errors.text == notice
                    && Files.text(store) == Self.profile.storeText()
                #expect(
                    TestReport.variant(faultClass, passed: passed),
                    "\(store) --wait \(wait ?? "(none)"): \(status) \(errors.text)")
            }
        }
    }
}
