import Glibc
import TestSupport
import Testing

@Suite("Store file, as the binary writes it")
struct StoreFileTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    @Test(
        "the file is 0600 and a new directory 0700 whatever the umask",
        arguments: ["000", "022", "077"])
    func modes(umask: String) {
        let store = home.file("new/dir/profile.json")
        let result = runProcess(
            [
                "/bin/sh", "-c",
                "umask \(umask) && exec \"$0\" setup --store \"$1\" --name Alice --age 30 --gender 2",
                WizardBinary.path, store,
            ],
            environment: WizardBinary.environment(home: home.path))
        #expect(result.status == 0, "\(result.error)")
        #expect(Files.mode(store) == 0o600)
        #expect(Files.mode(home.file("new/dir")) == 0o700)
        #expect(Files.mode(home.file("new")) == 0o700)
    }

    @Test("a write killed at any moment leaves the old profile or the new one, never a mix")
    func killedWrites() {
        let setup = [WizardBinary.path, "setup", "--store", store]
        let started = monotonicSeconds()
        let old = WizardBinary.run(
            Array(setup.dropFirst()), input: "Alice\n30\nfemale\n", home: home.path)
        #expect(old.status == 0)
        // Kill times spread from the start of a run to well past its usual end.
        let runTime = monotonicSeconds() - started
        let oldBytes = Files.read(store)!
        let newAnswers = ["--name", "Bob", "--age", "44", "--gender", "male"]
        var (keptOld, tookNew) = (0, 0)
        let attempts = 40
        for attempt in 0..<attempts {
            Files.write(oldBytes, to: store)
            let pid = spawn(
                setup + newAnswers, environment: WizardBinary.environment(home: home.path),
                descriptors: [], closeAfterSpawn: false)
            // The kill moment is what the test varies; nothing waits on it being reached.
            usleep(UInt32(runTime * 1.5e6 * Double(attempt) / Double(attempts)))
            kill(pid, SIGKILL)
            _ = waitForExit(pid)
            let text = Files.text(store) ?? "<missing>"
            let isOld = Files.read(store) == oldBytes
            let isNew =
                text
                == "{\n  \"age\" : 44,\n  \"gender\" : \"male\",\n  \"name\" : \"Bob\",\n  \"signed_in\" : true\n}\n"
            #expect(isOld || isNew, "after kill \(attempt): \(text)")
            if isOld { keptOld += 1 }
            if isNew { tookNew += 1 }
        }
        // Which outcomes occur depends on the machine's load, so only the invariant above is
        // asserted; the counts show how the kills fell.
        print(
            "Killed writes: \(attempts) kills within \(Int(runTime * 1.5e6)) µs,"
                + " \(keptOld) kept the old profile, \(tookNew) held the new one")
    }

    @Test("two writers take turns: the second waits for the first's lock")
    func writersTakeTurns() {
        let setup = WizardBinary.run(
            ["setup", "--store", store], input: "Alice\n30\nfemale\n", home: home.path)
        #expect(setup.status == 0)
        let lock = open(store + ".lock", O_RDWR | O_CLOEXEC)
        #expect(flock(lock, LOCK_EX) == 0)
        let before = Files.read(store)
        let standardError = OutputReader()
        let pid = spawn(
            [WizardBinary.path, "profile", "--logout", "--store", store],
            environment: WizardBinary.environment(home: home.path),
            descriptors: [(standardError.writeEnd, 2)], closeAfterSpawn: true)
        // The writer's notice says it found the lock taken and waits for it.
        let waiting = "wizard: waiting for another wizard to finish writing \(store)…\n"
        #expect(standardError.waitFor(waiting), "\(standardError.text)")
        var status: Int32 = 0
        #expect(waitpid(pid, &status, WNOHANG) == 0, "the writer must wait for the lock")
        #expect(Files.read(store) == before)
        close(lock)
        #expect(waitForExit(pid) == 0)
        #expect(standardError.readToEnd())
        #expect(Files.text(store)?.contains("\"signed_in\" : false") == true)
        #expect(standardError.text == waiting)
    }

    @Test("an unwritable store exits 73 and says nothing was saved")
    func unwritable() {
        let result = WizardBinary.run(
            ["setup", "--store", "/proc/wizard/profile.json"], input: "Alice\n30\nfemale\n",
            home: home.path)
        #expect(result.status == 73)
        #expect(
            result.error.hasPrefix(
                "wizard: cannot write the profile store /proc/wizard/profile.json: "))
        #expect(result.error.contains("Nothing was saved"))
    }
}
