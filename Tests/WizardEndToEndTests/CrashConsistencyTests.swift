import Glibc
import TestSupport
import Testing

/// docs/store.md: "Written atomically" — checked by killing writers, not by reading the code.
@Suite("Crash consistency", .timeLimit(.minutes(5)))
struct CrashConsistencyTests {
    let home = TemporaryDirectory()
    var folder: String { home.file("wizard") }
    var store: String { home.file("wizard/profile.json") }

    /// The store's directory is there: a named store's is never created.
    init() {
        mkdir(home.file("wizard"), 0o700)
    }

    @Test(
        "setups killed at random moments leave the old or the new profile; the next run cleans up")
    func killedSetups() {
        var random = SeededRandom(environmentOr: 20_261_130)
        // The suite's own count; Scripts/stress-store raises it.
        let kills = environmentCount("WIZARD_TEST_KILLS", default: 300)
        var current = TestProfile(number: 0)
        #expect(setup(current).status == 0)
        // Kill moments spread from the start of a run to a quarter past its usual end.
        let runTime = (1...5).map { _ in timed { setup(current) } }.sorted()[2]
        let faultClass = "kill -9 during setup"
        for kill in 1...kills {
            let next = TestProfile(number: 2 * kill - 1)
            let delay = Double.random(in: 0...(1.25 * runTime), using: &random)
            killSetup(next, after: delay)
            let text = Files.text(store) ?? "<no file>"
            let isOld = text == current.storeText()
            let isNew = text == next.storeText()
            #expect(
                TestReport.variant("\(faultClass): partial stores", passed: isOld || isNew),
                "kill \(kill) after \(delay) s left a store that is neither: \(text)")
            // How many kills fell before and after the write depends on the machine's load,
            // so neither is asserted: the invariants hold at every moment.
            if isOld { TestReport.outcome(faultClass, "kept the old profile") }
            if isNew { TestReport.outcome(faultClass, "held the new one") }
            for _ in temporaryFileNames() {
                TestReport.outcome(faultClass, "temporary files left by the killed writer")
            }
            // The next run needs no clean-up: no lock to delete, no temporary file in the way.
            let after = TestProfile(number: 2 * kill)
            let result = setup(after)
            #expect(
                TestReport.variant(
                    "\(faultClass): the run after the kill",
                    passed: result.status == 0 && Files.text(store) == after.storeText()),
                "the run after kill \(kill) failed (\(result.status)): \(result.error)")
            #expect(temporaryFileNames().isEmpty, "left after the run after kill \(kill)")
            current = after
        }
        TestReport.figure(faultClass, "seed", "\(random.seed)")
        TestReport.figure(faultClass, "kills within (µs)", "\(Int(runTime * 1.25e6))")
    }

    /// Runs `wizard setup` with `profile`'s answers piped in.
    @discardableResult
    private func setup(_ profile: TestProfile) -> ProcessResult {
        WizardBinary.run(["setup", "--store", store], input: profile.answers, home: home.path)
    }

    /// Starts `wizard setup` for `profile` and kills it with SIGKILL `delay` seconds later.
    private func killSetup(_ profile: TestProfile, after delay: Double) {
        let input = home.file("answers")
        Files.write(profile.answers, to: input)
        let pid = spawn(
            [WizardBinary.path, "setup", "--store", store],
            environment: WizardBinary.environment(home: home.path),
            descriptors: [
                (open(input, O_RDONLY | O_CLOEXEC), 0),
                (open("/dev/null", O_WRONLY | O_CLOEXEC), 1),
                (open("/dev/null", O_WRONLY | O_CLOEXEC), 2),
            ], closeAfterSpawn: true)
        // The random moment is the point of the test: it waits for nothing.
        usleep(UInt32(delay * 1e6))
        kill(pid, SIGKILL)
        _ = waitForExit(pid)
    }

    /// Names in the store's directory other than the store and its lock file.
    private func temporaryFileNames() -> [String] {
        Files.entries(folder).filter { $0 != "profile.json" && $0 != "profile.json.lock" }
    }

    private func timed(_ body: () -> Void) -> Double {
        let start = monotonicSeconds()
        body()
        return monotonicSeconds() - start
    }
}
