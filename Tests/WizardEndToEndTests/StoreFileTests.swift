import Glibc
import TestSupport
import Testing

@Suite("Store file, as the binary writes it", .timeLimit(.minutes(5)))
struct StoreFileTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    @Test(
        "the file is 0600 and a new directory of the default location 0700 whatever the umask",
        arguments: ["000", "022", "077"])
    func modes(umask: String) {
        let config = home.file("new/dir")
        let store = config + "/wizard/profile.json"
        let result = runProcess(
            [
                "/bin/sh", "-c",
                "umask \(umask) && exec \"$0\" setup --name Alice --age 30 --gender 2",
                WizardBinary.path,
            ],
            environment: WizardBinary.environment(
                home: home.path, ["XDG_CONFIG_HOME": config]))
        #expect(result.status == 0, "\(result.error)")
        #expect(Files.mode(store) == 0o600)
        #expect(Files.mode(config + "/wizard") == 0o700)
        #expect(Files.mode(config) == 0o700)
        #expect(Files.mode(home.file("new")) == 0o700)
    }

    @Test(
        "a named store whose directory is missing is refused (73) before a question, naming it",
        arguments: [false, true])
    func namedDirectoryMissing(viaEnvironment: Bool) {
        let store = home.file("typo/dir/profile.json")
        let result = runProcess(
            [WizardBinary.path, "setup"] + (viaEnvironment ? [] : ["--store", store]),
            input: Array("Alice\n30\nfemale\n".utf8),
            environment: WizardBinary.environment(
                home: home.path, viaEnvironment ? ["WIZARD_STORE": store] : [:]))
        #expect(result.status == 73)
        #expect(
            result.error
                == "wizard: cannot write the profile store \(store): the directory "
                + "\(home.file("typo/dir")) does not exist. Nothing was saved; create it, or "
                + "correct the path (wizard creates only its default location's directories).\n")
        #expect(result.output == "")
        #expect(Files.entries(home.path).isEmpty)
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
            #expect(
                TestReport.variant("killed writes: partial stores", passed: isOld || isNew),
                "after kill \(attempt): \(text)")
            // Which outcomes occur depends on the machine's load, so only the invariant above
            // is asserted; the report shows how the kills fell.
            if isOld { TestReport.outcome("killed writes", "kept the old profile") }
            if isNew { TestReport.outcome("killed writes", "held the new one") }
        }
        TestReport.figure(
            "killed writes", "kills within (µs)", "\(Int(runTime * 1.5e6))")
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
        let waiting =
            "wizard: another process holds the lock file \(store).lock; waiting until it lets go"
            + " (--wait SECONDS sets a limit)…\n"
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

    @Test("a compact unknown array of 400 KB stays compact through setup: no lockout")
    func compactUnknownArray() {
        let array = "[" + (0..<80_000).map { "\($0 % 10_000)" }.joined(separator: ",") + "]"
        let before = #"{"cache":"# + array + #","name":"Alice","signed_in":false}"#
        Files.write(before, to: store)
        let setup = WizardBinary.run(
            ["setup", "--store", store, "--name", "Bob", "--age", "44", "--gender", "male"],
            home: home.path)
        #expect(setup.status == 0, "\(setup.error)")
        let after = Files.text(store) ?? ""
        #expect(
            after == "{\n  \"age\" : 44,\n  \"cache\" : \(array),\n  \"gender\" : \"male\",\n"
                + "  \"name\" : \"Bob\",\n  \"signed_in\" : true\n}\n")
        let card = WizardBinary.run(["profile", "--store", store], home: home.path)
        #expect(card.status == 0)
    }

    @Test(
        "unknown numbers come back as written, whatever their size or form",
        arguments: [
            "12345678901234567890123", "-98765432109876543210987654321", "1.50", "1e2", "-0",
            "0.1000000000000000055511151231257827", "9007199254740993", "4444444444444444444.4145",
        ])
    func unknownNumbers(number: String) {
        Files.write(#"{"id": \#(number), "list": [\#(number), {"n": \#(number)}]}"#, to: store)
        let setup = WizardBinary.run(
            ["setup", "--store", store], input: "Alice\n30\nfemale\n", home: home.path)
        #expect(setup.status == 0, "\(setup.error)")
        let text = Files.text(store) ?? ""
        #expect(text.contains("\"id\" : \(number),\n"))
        #expect(text.contains(#""list" : [\#(number), {"n": \#(number)}],"#))
    }

    @Test("a key given twice makes the store corrupt: 74, with its line and column")
    func duplicateKey() {
        let contents =
            "{\n  \"name\": \"Alice\",\n  \"signed_in\": true,\n  \"name\": \"Mallory\"\n}\n"
        Files.write(contents, to: store)
        for arguments in [["profile"], ["profile", "--json"], ["profile", "--logout"], ["setup"]] {
            let result = WizardBinary.run(
                arguments + ["--store", store], input: "Bob\n44\nmale\n", home: home.path)
            #expect(result.status == 74, "\(arguments)")
            #expect(
                result.error
                    == "wizard: \(store):4:3: the profile store is not valid JSON: \"name\" is given"
                    + " twice, and programs differ on which one counts. It was left untouched: fix or remove it,"
                    + " or choose another file with --store.\n")
            #expect(Files.text(store) == contents)
        }
    }

    @Test(
        "store defects are reported at their line and column",
        arguments: [
            (
                "{\n  \"age\": 30,\n}",
                "3:1: the profile store is not valid JSON: expected a key in double quotes"
            ),
            ("\n[1]", "2:1: the profile store is not a JSON object"),
            (
                "{\"signed_in\": true,\n \"age\": \"thirty\"}",
                "2:9: the profile store has \"age\" that is not a whole number"
            ),
            (
                "{\"x\": [{\"k\": 1, \"k\": 2}]}",
                "1:17: the profile store is not valid JSON: \"k\" is given twice, and programs differ on which one counts"
            ),
        ] as [(String, String)])
    func locatedDefects(contents: String, message: String) {
        Files.write(contents, to: store)
        let result = WizardBinary.run(["profile", "--store", store], home: home.path)
        #expect(result.status == 74)
        #expect(
            result.error.hasPrefix("wizard: \(store):\(message). It was left untouched"),
            "\(result.error)")
    }

    @Test("a write that would exceed the size limit is refused (73) and the old store kept")
    func writeOverLimit() {
        // Compact members the pretty file writes one per line: it would outgrow the limit.
        var members: [String] = []
        var size = 2
        while size < (1 << 20) - 64 {
            members.append("\"k\(members.count)\":0")
            size += members.last!.utf8.count + 1
        }
        let contents = "{" + members.joined(separator: ",") + "}"
        Files.write(contents, to: store)
        let result = WizardBinary.run(
            ["setup", "--store", store, "--name", "Alice", "--age", "30", "--gender", "2"],
            home: home.path)
        #expect(result.status == 73)
        #expect(
            result.error.hasPrefix("wizard: cannot write the profile store \(store): it would be "))
        #expect(
            result.error.contains("more than the 1048576 bytes wizard reads. Nothing was saved"))
        #expect(Files.text(store) == contents)
        let logout = WizardBinary.run(["profile", "--logout", "--store", store], home: home.path)
        #expect(logout.status == 0, "nothing to do: the store is read and left as it is")
        #expect(Files.text(store) == contents)
    }

    @Test("a known number written as 30.0 or 3E1 is the whole number 30, read and rewritten")
    func wholeNumbers() {
        for age in ["30.0", "3E1"] {
            Files.write(
                #"{"age": \#(age), "gender": "female", "name": "Alice", "signed_in": true}"#,
                to: store)
            let card = WizardBinary.run(["profile", "--store", store], home: home.path)
            #expect(card.output.contains("Age: 30\n"), "\(age)")
            let logout = WizardBinary.run(
                ["profile", "--logout", "--store", store], home: home.path)
            #expect(logout.status == 0)
            #expect(Files.text(store) == "{\n  \"signed_in\" : false\n}\n")
        }
    }
}
