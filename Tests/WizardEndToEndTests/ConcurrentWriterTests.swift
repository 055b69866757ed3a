import Glibc
import Synchronization
import TestSupport
import Testing

/// docs/store.md: writers take turns — with many at once.
@Suite("Concurrent writers", .timeLimit(.minutes(5)))
struct ConcurrentWriterTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    static let extraKey = "\"theme\" : \"dark\""
    static let signedOut = "{\n  \"signed_in\" : false,\n  \(extraKey)\n}\n"
    static let waitingNotice = "wizard: another process holds the lock file"

    @Test("processes signing in and logging out at once: every run succeeds, every store is whole")
    func writersAndLogouts() {
        // The suite's own counts; Scripts/stress-store raises them.
        let writers = environmentCount("WIZARD_TEST_WRITERS", default: 4)
        let runsEach = environmentCount("WIZARD_TEST_RUNS", default: 75)
        let profiles = (1...writers).map { TestProfile(number: $0) }
        // The lock file as wizard makes it, then the store every run starts from.
        #expect(
            WizardBinary.run(
                ["setup", "--store", store], input: profiles[0].answers, home: home.path
            )
            .status == 0)
        Files.write(profiles[0].storeText(extra: Self.extraKey), to: store)
        // Every state the store may be seen in: someone's profile, or signed out; the key
        // wizard does not know kept throughout.
        let whole = Set(profiles.map { $0.storeText(extra: Self.extraKey) } + [Self.signedOut])

        let results = Mutex<[ProcessResult]>([])
        let running = Atomic<Int>(writers)
        let allDone = Latch()
        let changes = DirectoryWatch(home.path)
        // Writers do wait for one another: the lock is held as they start, so the first run
        // of each finds it taken, and it is let go once every one waits (the kernel's table
        // of locks shows them blocked).
        let lockPath = store + ".lock"
        let holder = LockWaitTests.Holder(lockPath)
        let threads = profiles.map { profile in
            BackgroundThread { [store, home] in
                for run in 0..<runsEach {
                    let arguments =
                        run.isMultiple(of: 2)
                        ? ["setup", "--store", store] : ["profile", "--logout", "--store", store]
                    let result = WizardBinary.run(
                        arguments, input: profile.answers, home: home.path)
                    results.withLock { $0.append(result) }
                }
                if running.subtract(1, ordering: .sequentiallyConsistent).newValue == 0 {
                    allDone.open()
                }
            }
        }
        let allWaited = FileLocks.waitForWaiters(writers, on: lockPath)
        holder.release()
        #expect(
            allWaited, "only \(FileLocks.waiters(on: lockPath)) of \(writers) waited for the lock")
        // Meanwhile, read the file as another program sharing it would, without the lock,
        // right after each change to the directory (a temporary file written, a rename).
        var partialReads: [String] = []
        while changes.waitForChange(until: allDone) {
            let text = Files.text(store) ?? "<no file>"
            let partial = !TestReport.variant(
                "racing writers: unlocked reads of the store",
                passed: whole.contains(text))
            if partial { partialReads.append(text) }
        }
        threads.forEach { $0.join() }

        let all = results.withLock { $0 }
        let failed = TestReport.failures("racing writers: runs", of: all) {
            $0.status != 0
        }
        let waited = all.filter { $0.error.hasPrefix(Self.waitingNotice) }
        for _ in waited {
            TestReport.outcome("racing writers", "runs that waited for the lock")
        }
        // Every writer's first run, at least, said it waited.
        #expect(waited.count >= writers, "\(waited.count) runs waited for the lock")
        TestReport.figure("racing writers", "writers at once", "\(writers)")
        let final = Files.text(store) ?? "<no file>"
        #expect(all.count == writers * runsEach)
        for result in failed {
            Issue.record("a run failed (\(result.status)): \(result.error)")
        }
        // Apart from the waiting notice, stderr holds nothing.
        for result in all where !result.error.isEmpty {
            #expect(result.error.hasPrefix(Self.waitingNotice), "\(result.error)")
        }
        #expect(partialReads.isEmpty, "\(partialReads.prefix(3))")
        #expect(whole.contains(final), "\(final)")
        #expect(Files.entries(home.path).sorted() == ["profile.json", "profile.json.lock"])
        // The lock file stays, 0600, free for the next run: nobody ever needs to delete it.
        #expect(Files.mode(store + ".lock") == 0o600)
        let lock = open(store + ".lock", O_RDWR | O_CLOEXEC)
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        close(lock)
        #expect(
            WizardBinary.run(
                ["setup", "--store", store], input: profiles[0].answers, home: home.path
            ).status == 0)
    }
}
