import Glibc
import TestSupport
import Testing

/// The two ways `wizard debconf` serves a conversation it did not start: `--listen PATH`,
/// a Unix socket for `DEBCONF_PIPE` that serves one connection, and `--fds READ,WRITE`,
/// descriptors it inherited (as `Debconf/FrontEnd/Wizard.pm` starts it). The test is the
/// debconf side (``DebconfClient``), or debconf itself through the socket.
@Suite("wizard debconf: --listen and --fds", .timeLimit(.minutes(5)))
struct DebconfEndpointTests {
    let home = TemporaryDirectory()
    let scratch = TemporaryDirectory()

    /// One question asked and read back, as debconf's Passthrough frontend does it, with
    /// `Alice` piped: the replies wizard gave.
    func converse(_ client: DebconfClient) -> [String?] {
        [
            "CAPB backup", "DATA q type string", "DATA q description Your name:", "INPUT high q",
            "GO", "GET q",
        ].map { client.say($0) }
    }
    let expectedReplies: [String?] = [
        "0 backup", "0", "0", "0 question will be asked", "0 ok", "0 Alice",
    ]

    /// Waits until something is at `path` (the socket wizard makes), watching its folder.
    func waitForFile(_ path: String) -> Bool {
        let watch = DirectoryWatch(scratch.path)
        let never = Latch()
        while Files.status(path, following: false) == nil {
            guard watch.waitForChange(until: never, timeout: 10) else { return false }
        }
        return true
    }

    @Test("--listen on a path that exists: refused with 73, the file left alone")
    func listenExisting() {
        let path = scratch.file("taken")
        Files.write("mine\n", to: path)
        let result = WizardBinary.run(["debconf", "--listen", path], home: home.path)
        #expect(result.status == 73, "\(result.error)")
        #expect(result.error.contains("already exists"), "\(result.error)")
        #expect(Files.text(path) == "mine\n")
    }

    @Test("--listen: a 0600 socket, one connection served, then gone; a second is refused")
    func listenServesOne() throws {
        let path = scratch.file("debconf.socket")
        let run = DebconfRun(["debconf", "--listen", path], home: home.path)
        run.send("Alice\n")
        try #require(waitForFile(path))
        #expect(Files.mode(path) == 0o600)
        #expect(Files.status(path).map { $0.st_mode & S_IFMT } == S_IFSOCK)
        let client = try #require(DebconfClient(connectingTo: path))
        #expect(converse(client) == expectedReplies)
        // The one connection taken, nobody else gets in.
        #expect(DebconfClient(connectingTo: path) == nil)
        client.end()
        #expect(run.finish() == 0, "\(run.error.text)")
        #expect(run.output.text.isEmpty && run.error.text.isEmpty, "\(run.error.text)")
        #expect(Files.status(path, following: false) == nil)
    }

    @Test("--listen with debconf itself: a config script run with DEBCONF_PIPE stores answers")
    func listenForDebconf() throws {
        guard Prerequisite.require(PrivateDebconf.isAvailable, PrivateDebconf.requirement)
        else { return }
        let package = DebconfTestPackage()
        let path = scratch.file("debconf.socket")
        let run = DebconfRun(["debconf", "--listen", path], home: home.path)
        run.send("Zoe\nblue\n")
        try #require(waitForFile(path))
        // The script runs elsewhere: its own process, speaking to the socket.
        let script = package.batchScript(["name", "colour"])
        var environment = package.database.environment()
        environment["DEBIAN_FRONTEND"] = "passthrough"
        environment["DEBCONF_PIPE"] = path
        let configured = runProcess(
            [script], environment: WizardBinary.environment(home: home.path, environment))
        #expect(configured.status == 0, "\(configured.error)")
        #expect(run.finish() == 0, "\(run.error.text)")
        #expect(package.value(of: "name") == "Zoe")
        #expect(package.value(of: "colour") == "blue")
    }

    @Test("--fds: two pipes the test made, wizard reading one and answering on the other")
    func inheritedPipes() throws {
        var commands: [Int32] = [0, 0]
        var replies: [Int32] = [0, 0]
        try #require(pipe(&commands) == 0 && pipe(&replies) == 0)
        for end in commands + replies { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // wizard gets the commands' reading end as 5 and the replies' writing end as 6.
        let run = DebconfRun(
            ["debconf", "--fds", "5,6"], home: home.path,
            descriptors: [(commands[0], 5), (replies[1], 6)])
        close(commands[0])
        close(replies[1])
        run.send("Alice\n")
        let client = DebconfClient(reading: replies[0], writing: commands[1])
        #expect(converse(client) == expectedReplies)
        client.end()
        #expect(run.finish() == 0, "\(run.error.text)")
        #expect(run.error.text.isEmpty, "\(run.error.text)")
    }

    @Test(
        "--fds naming standard error, a closed descriptor or no number: 64",
        arguments: ["2,6", "5,6", "5", "a,b"])
    func inheritedRefused(value: String) {
        let result = WizardBinary.run(["debconf", "--fds", value], home: home.path)
        #expect(result.status == 64, "\(value): \(result.error)")
        #expect(result.error.contains("--fds"), "\(value): \(result.error)")
    }
}
