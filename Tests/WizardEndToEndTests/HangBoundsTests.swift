import Glibc
import Synchronization
import TestSupport
import Testing

/// No input can hang wizard: a lock file that is no regular file (a FIFO planted where the
/// store's lock goes, by its user or another) is refused at once with 73, whatever `--wait`
/// says, and a readline settings file that is a FIFO, a device, too large, or includes
/// itself is not read (one line says so) instead of hanging before the first screen or
/// crashing. Each child has a deadline: one still running is killed (137), which no
/// variant expects.
@Suite("Files that could hang wizard", .timeLimit(.minutes(6)))
struct HangBoundsTests {
    /// Seconds a variant's run may take before it counts as hung.
    static let deadline = 20.0

    /// `wizard arguments` with the default flow's answers piped, as `user` when given.
    static func setup(
        _ arguments: [String], home: String, as user: TestUser? = nil
    ) -> ProcessResult {
        let command = [WizardBinary.path, "setup"] + arguments
        return runProcess(
            user.map { OtherUser.command(command, uid: $0.uid, gid: $0.gid) } ?? command,
            input: Array(TestProfile(number: 1).answers.utf8),
            environment: WizardBinary.environment(home: home), deadline: deadline)
    }

    /// `body`'s result, computed on a thread of its own while the test waits without holding
    /// a thread of the test pool (which has one per core): these runs wait on children.
    static func offPool<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async
        -> Result
    {
        await withCheckedContinuation { continuation in
            _ = BackgroundThread { continuation.resume(returning: body()) }
        }
    }

    static let waits: [[String]] = [[], ["--wait", "0"], ["--wait", "3"], ["--wait", "600"]]

    @Test("a FIFO as the store's lock file, root's own: exit 73 at once, whatever --wait says")
    func ownFIFOLock() async {
        var random = SeededRandom(environmentOr: 25_201)
        let variants = (0..<6).map { _ in
            (
                mode: [0o600, 0o644, 0o666, 0o400].randomElement(using: &random)!,
                wait: Self.waits.randomElement(using: &random)!
            )
        }
        let outcomes = await Self.offPool {
            variants.map { variant in
                let home = TemporaryDirectory()
                let store = home.file("profile.json")
                let made = mkfifo(store + ".lock", mode_t(variant.mode)) == 0
                chmod(store + ".lock", mode_t(variant.mode))
                let result = Self.setup(["--store", store] + variant.wait, home: home.path)
                let passed =
                    made && result.status == 73 && result.error.contains("lock file")
                    && Files.read(store) == nil
                return (
                    passed,
                    "mode \(String(variant.mode, radix: 8)) \(variant.wait): \(result.status) \(result.error)"
                )
            }
        }
        for (passed, note) in outcomes {
            #expect(
                TestReport.variant("2 hang: a lock file that is no regular file", passed: passed),
                "\(note)")
        }
    }

    @Test(
        "an ordinary user meets another user's FIFO as the lock file: exit 73 at once",
        .enabled(
            if: Prerequisite.runs(when: OtherUser.isAvailable),
            "switching users with setpriv needs root; CI runs as root"))
    func othersFIFOLock() async {
        var random = SeededRandom(environmentOr: 25_202)
        let users = UserFixture.users()
        let variants = users.indices.map { _ in
            (
                mode: [0o644, 0o600, 0o444, 0o664].randomElement(using: &random)!,
                wait: Self.waits.randomElement(using: &random)!
            )
        }
        let outcomes = await Self.offPool {
            let fixture = UserFixture()
            return zip(users.indices, variants).map { index, variant in
                let user = users[index]
                let home = fixture.makeHome(for: user)
                fixture.resetConfig(of: home, for: user)
                let lock = home + "/.config/wizard/profile.json.lock"
                let owner = index == 0 ? TestUser.root : users[index - 1]
                let made = mkfifo(lock, mode_t(variant.mode)) == 0
                chmod(lock, mode_t(variant.mode))
                chown(lock, owner.uid, owner.gid)
                let result = Self.setup(variant.wait, home: home, as: user)
                let passed = made && result.status == 73 && result.error.contains("lock file")
                return (
                    passed,
                    "\(user) with \(owner)'s FIFO, mode \(String(variant.mode, radix: 8)) \(variant.wait): \(result.status) \(result.error)"
                )
            }
        }
        for (passed, note) in outcomes {
            #expect(
                TestReport.variant("2 hang: a lock file that is no regular file", passed: passed),
                "\(note)")
        }
    }

    /// A settings file of each unsafe kind, made in `directory`; the path `INPUTRC` names.
    static func unsafeInputrc(_ kind: Int, in directory: TemporaryDirectory, seed: Int)
        -> String
    {
        let path = directory.file("inputrc-\(seed)")
        switch kind {
        case 0:
            mkfifo(path, 0o644)
        case 1:
            // Including itself, directly.
            Files.write("set bell-style none\n$include \(path)\n", to: path)
        case 2:
            // A cycle of three.
            let (second, third) = (path + ".b", path + ".c")
            Files.write("$include \(second)\n", to: path)
            Files.write("  $INCLUDE   \(third)\n", to: second)
            Files.write("set editing-mode emacs\n$include \(path)\n", to: third)
        case 3:
            // A FIFO included from a regular file.
            mkfifo(path + ".fifo", 0o600)
            Files.write("$include \(path).fifo\n", to: path)
        case 4:
            Files.write(String(repeating: "# a comment line\n", count: 5000), to: path)
        default:
            return "/dev/zero"
        }
        return path
    }

    @Test("an unsafe INPUTRC: one line says it is not read, the screen shows and --timeout ends it")
    func unsafeInputrc() async {
        let directory = TemporaryDirectory()
        var random = SeededRandom(environmentOr: 25_203)
        // Every kind once, then drawn; the runs go at once, each on its own thread, so that
        // their waits for --timeout overlap and block no task of the suite's.
        let variants = (0..<12).map { seed in
            (
                seed: seed, kind: seed < 6 ? seed : Int.random(in: 0...5, using: &random),
                plain: Bool.random(using: &random)
            )
        }
        let outcomes = Mutex<[Int: (passed: Bool, note: String)]>([:])
        let paths = variants.map { Self.unsafeInputrc($0.kind, in: directory, seed: $0.seed) }
        await Self.offPool {
            let threads = zip(variants, paths).map { variant, inputrc in
                BackgroundThread {
                    let home = TemporaryDirectory()
                    let run = TerminalRun(
                        ["setup", "--store", home.file("p.json"), "--timeout", "2"]
                            + (variant.plain ? ["--plain"] : []), home: home.path,
                        environment: ["INPUTRC": inputrc])
                    let status = run.exitStatus(timeout: Self.deadline)
                    let shown = String(decoding: run.terminal.transcript, as: UTF8.self)
                    let passed = status == 124 && shown.contains("was not read")
                    let note =
                        "kind \(variant.kind) \(variant.plain ? "plain" : "screens"): \(String(describing: status)) \(shown.suffix(300))"
                    outcomes.withLock { $0[variant.seed] = (passed, note) }
                }
            }
            for thread in threads { thread.join() }
        }
        for variant in variants {
            let outcome = outcomes.withLock { $0[variant.seed] } ?? (passed: false, note: "none")
            #expect(
                TestReport.variant(
                    "2 hang: an unsafe readline settings file", passed: outcome.passed),
                "\(outcome.note)")
        }
    }

    @Test("a safe INPUTRC with includes is read: vi keys through an included file")
    func safeIncludes() {
        let directory = TemporaryDirectory()
        let home = TemporaryDirectory()
        let included = directory.file("vi")
        Files.write("set editing-mode vi\n", to: included)
        let inputrc = directory.file("inputrc")
        Files.write("$include \(included)\n$include \(included)\n", to: inputrc)
        let store = home.file("p.json")
        let run = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "2"], home: home.path,
            environment: ["INPUTRC": inputrc])
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("Alicex\u{1B}")
        run.waitForScreen("❯ Alicex")
        run.send("x\r")
        #expect(run.exitStatus(timeout: Self.deadline) == 0)
        #expect(!String(decoding: run.terminal.transcript, as: UTF8.self).contains("was not read"))
        #expect(Files.text(store)?.contains("\"name\" : \"Alice\"") == true)
    }
}
