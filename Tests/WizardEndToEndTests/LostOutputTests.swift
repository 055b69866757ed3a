import Glibc
import TestSupport
import Testing

/// docs/exit-status.md: output that cannot be written is exit 74 with a message on standard
/// error, never a quiet 0, and a save that already happened stands. Every command that
/// writes to standard output, against a full disk (`/dev/full`), a closed standard output,
/// a closed pipe, and a closed standard error.
@Suite("Lost output", .timeLimit(.minutes(5)))
struct LostOutputTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    static let before = TestProfile(number: 1)
    static let after = TestProfile(number: 2)
    static let signedOut = "{\n  \"signed_in\" : false\n}\n"

    /// A command that writes to standard output: its arguments, the input piped in, and the
    /// store it leaves when it saves (`nil` when it saves nothing).
    struct Command: Sendable {
        let name: String
        let arguments: [String]
        var input = ""
        var signedIn = true
        var saves: String? = nil
    }

    static let commands: [Command] = [
        Command(name: "--help", arguments: ["--help"]),
        Command(name: "--version", arguments: ["--version"]),
        Command(name: "help setup", arguments: ["help", "setup"]),
        Command(name: "profile --help", arguments: ["profile", "--help"]),
        Command(name: "flow show", arguments: ["flow", "show"]),
        Command(name: "flow questions", arguments: ["flow", "questions", Examples.memo]),
        Command(name: "flow check", arguments: ["flow", "check", Examples.ganada]),
        Command(name: "profile", arguments: ["profile"]),
        Command(name: "profile --json", arguments: ["profile", "--json"]),
        Command(
            name: "profile --json, signed out", arguments: ["profile", "--json"], signedIn: false),
        Command(name: "the card, no command", arguments: []),
        Command(
            name: "setup, piped", arguments: ["setup"], input: after.answers,
            saves: after.storeText()),
        Command(
            name: "setup, flags",
            arguments: [
                "setup", "--name", after.name, "--age", "\(after.age)", "--gender", after.gender,
            ],
            saves: after.storeText()),
        Command(name: "profile --logout", arguments: ["profile", "--logout"], saves: signedOut),
        Command(
            name: "profile --logout, nothing to do", arguments: ["profile", "--logout"],
            signedIn: false),
    ]

    /// Where standard output goes, as a shell redirection, and the error that makes.
    static let lostOutputs = [
        (">/dev/full", "No space left on device"), (">&-", "Bad file descriptor"),
    ]

    @Test("each command with its output lost exits 74, says so, and keeps what it saved")
    func lostOutput() {
        let faultClass = "7 lost output: /dev/full and a closed stdout"
        for command in Self.commands {
            for (redirection, reason) in Self.lostOutputs {
                prepare(command)
                let result = run(command, redirecting: redirection)
                let expected =
                    "wizard: cannot write to standard output: \(reason)."
                    + (command.saves == nil
                        ? "" : " The profile was saved; only this output was lost.")
                    + "\n"
                let passed =
                    result.status == 74 && result.error == expected && result.output.isEmpty
                    && storeIsAsExpected(after: command)
                #expect(
                    TestReport.variant(faultClass, passed: passed),
                    "\(command.name) \(redirection): \(result.status) \(result.error)")
            }
        }
    }

    @Test("with standard error closed each command still works, and no file gets its messages")
    func closedStandardError() {
        let faultClass = "7 lost output: a closed stderr"
        for command in Self.commands {
            prepare(command)
            let normal = run(command, redirecting: "")
            prepare(command)
            let result = run(command, redirecting: "2>&-")
            let passed =
                result.status == normal.status && result.output == normal.output
                && storeIsAsExpected(after: command) && leftovers().isEmpty
            #expect(
                TestReport.variant(faultClass, passed: passed),
                "\(command.name): \(result.status) \(leftovers())")
        }
        // A refused answer with nowhere to say so still exits 65, saving nothing.
        prepare(Self.commands[0])
        let refused = run(
            Command(name: "refused", arguments: ["setup"], input: "A\n30\nmale\n"),
            redirecting: "2>&-")
        #expect(
            TestReport.variant(
                faultClass,
                passed: refused.status == 65 && Files.text(store) == Self.before.storeText()),
            "refused answer: \(refused.status)")
        // And with standard input closed, the input simply ends.
        let noInput = run(Command(name: "no input", arguments: ["setup"]), redirecting: "<&-")
        #expect(
            TestReport.variant(
                faultClass, passed: noInput.status == 66 && noInput.error.contains("input ended")),
            "closed stdin: \(noInput.status) \(noInput.error)")
    }

    @Test("with standard error closed, the lock notice goes nowhere, never into the lock file")
    func closedStandardErrorWhileWaiting() throws {
        Files.write(Self.before.storeText(), to: store)
        let lock = open(store + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let pid = spawn(
            [
                "/bin/sh", "-c", "exec \"$0\" \"$@\" 2>&-", WizardBinary.path, "profile",
                "--logout", "--store", store,
            ], environment: WizardBinary.environment(home: home.path),
            descriptors: [(open("/dev/null", O_RDWR | O_CLOEXEC), 1)], closeAfterSpawn: true)
        // The handshake: the kernel lists the writer among those waiting for a lock.
        #expect(waitUntilBlockedOnLock(pid), "the writer never waited for the lock")
        #expect(Files.read(store + ".lock") == [], "the lock file was written into")
        flock(lock, LOCK_UN)
        #expect(waitForExit(pid) == 0)
        #expect(Files.read(store + ".lock") == [])
        #expect(Files.text(store) == Self.signedOut)
    }

    @Test("a closed pipe: SIGPIPE ends wizard as it ends other tools, and a save stands")
    func closedPipe() {
        let faultClass = "7 lost output: a closed pipe"
        for command in Self.commands {
            for ignoresSignal in [false, true] {
                prepare(command)
                // Close-on-exec, so that no child spawned meanwhile keeps the read end open.
                let (readEnd, writeEnd) = Descriptor.pair()
                close(readEnd)
                let script = (ignoresSignal ? "trap '' PIPE; " : "") + "exec \"$0\" \"$@\""
                let errors = OutputReader()
                let pid = spawn(
                    ["/bin/sh", "-c", script, WizardBinary.path] + arguments(of: command),
                    environment: WizardBinary.environment(home: home.path),
                    descriptors: [
                        (input(command.input), 0), (writeEnd, 1), (errors.writeEnd, 2),
                    ], closeAfterSpawn: true)
                let status = waitForExit(pid)
                errors.readToEnd()
                let passed =
                    storeIsAsExpected(after: command)
                    && (ignoresSignal
                        ? status == 74
                            && errors.text.hasPrefix(
                                "wizard: cannot write to standard output: Broken pipe.")
                        : status == 128 + SIGPIPE && errors.text.isEmpty)
                #expect(
                    TestReport.variant(faultClass, passed: passed),
                    "\(command.name), SIGPIPE \(ignoresSignal ? "ignored" : "default"): \(status) \(errors.text)"
                )
            }
        }
    }

    // MARK: Running

    /// The store as `command` wants it before it runs: signed in as ``before``, or signed out.
    private func prepare(_ command: Command) {
        Files.write(command.signedIn ? Self.before.storeText() : Self.signedOut, to: store)
    }

    /// Whether the store is what `command` leaves: what it saved, else what it found.
    private func storeIsAsExpected(after command: Command) -> Bool {
        let found = command.signedIn ? Self.before.storeText() : Self.signedOut
        return Files.text(store) == (command.saves ?? found)
    }

    /// Names beside the store other than the store and its lock file.
    private func leftovers() -> [String] {
        Files.entries(home.path).filter { $0 != "profile.json" && $0 != "profile.json.lock" }
    }

    /// `command`'s arguments, with the test's store for the commands that take one.
    private func arguments(of command: Command) -> [String] {
        let takesStore = !command.arguments.contains {
            ["flow", "help", "--help", "--version"].contains($0)
        }
        return command.arguments + (takesStore ? ["--store", store] : [])
    }

    /// Runs `command` with its standard streams redirected by `redirection` (a shell's
    /// `>/dev/full`, `>&-`, `2>&-`, `<&-`).
    private func run(_ command: Command, redirecting redirection: String) -> ProcessResult {
        runProcess(
            ["/bin/sh", "-c", "exec \"$0\" \"$@\" \(redirection)", WizardBinary.path]
                + arguments(of: command),
            input: Array(command.input.utf8),
            environment: WizardBinary.environment(home: home.path))
    }

    /// A descriptor reading `text`, from a file in the test's directory.
    private func input(_ text: String) -> Int32 {
        let path = home.file("input.txt")
        Files.write(text, to: path)
        return open(path, O_RDONLY | O_CLOEXEC)
    }

    /// Waits until `/proc/locks` lists `pid` as blocked on a lock (a line with `->`), for
    /// at most 10 seconds.
    private func waitUntilBlockedOnLock(_ pid: pid_t) -> Bool {
        let deadline = monotonicSeconds() + 10
        while monotonicSeconds() < deadline {
            let locks = Files.text("/proc/locks") ?? ""
            if locks.split(separator: "\n").contains(where: {
                $0.contains("->") && $0.split(separator: " ").contains("\(pid)")
            }) {
                return true
            }
            // /proc/locks cannot be watched with inotify; look again shortly.
            usleep(2000)
        }
        return false
    }
}
