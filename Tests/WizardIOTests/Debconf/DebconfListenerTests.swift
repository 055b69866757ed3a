import Glibc
import Synchronization
import TestSupport
import Testing
import WizardCore

@testable import WizardIO

/// `wizard debconf --listen PATH` (``DebconfListener``) and `--fds READ,WRITE`
/// (``DebconfInheritedDescriptors``).
@Suite("debconf's socket and inherited descriptors", .timeLimit(.minutes(5)))
struct DebconfListenerTests {
    let directory = TemporaryDirectory()

    /// A client's connection to the socket at `path`, or -1.
    static func connect(to path: String) -> Int32 {
        let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(client)
            return -1
        }
        return client
    }

    @Test("--listen: a socket of mode 0600, one connection served, then the file removed")
    func listen() throws {
        let path = directory.file("debconf.socket")
        let listening = Latch()
        let mode = Mutex<mode_t?>(nil)
        let served = Mutex<Result<Int32, DebconfListenFailure>?>(nil)
        let server = BackgroundThread {
            let result = Result { () throws(DebconfListenFailure) in
                try DebconfListener.acceptOne(at: path) {
                    mode.withLock { $0 = Files.mode(path) }
                    listening.open()
                }
            }
            served.withLock { $0 = result }
        }
        // Should the server never listen, a connection of the watchdog's ends its wait.
        let watchdog = Watchdog(seconds: 60) { close(Self.connect(to: path)) }
        #expect(listening.wait(timeout: 60))
        let client = Self.connect(to: path)
        #expect(client >= 0, "connect: \(errno)")
        defer { close(client) }
        server.join()
        watchdog.disarm()
        let connection = try #require(served.withLock { $0 }).get()
        defer { close(connection) }
        #expect(mode.withLock { $0 } == 0o600)
        #expect(fcntl(connection, F_GETFD) & FD_CLOEXEC != 0)
        #expect(Files.mode(path) == nil, "the socket's file is left")
        #expect(Self.connect(to: path) == -1, "a second connection is served")

        // Both ways over the one descriptor.
        #expect(write(client, "CAPB backup\n", 12) == 12)
        let pipes = DebconfPipes(
            reading: connection, writing: connection, warn: { _ in }, shown: { _ in })
        var conversation = DebconfConversation()
        let line = try #require(try pipes.readLine())
        guard case .reply(let reply) = conversation.take(line: line) else {
            Issue.record("CAPB answered with a batch")
            return
        }
        try pipes.write(reply, in: conversation)
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(client, &bytes, bytes.count)
        #expect(String(decoding: bytes[..<max(count, 0)], as: UTF8.self) == "0 backup\n")
    }

    @Test("--listen refuses a path that exists, and leaves it as it was")
    func existingPath() throws {
        let path = directory.file("taken")
        Files.write("mine\n", to: path)
        #expect(throws: DebconfListenFailure.pathExists(path)) {
            try DebconfListener.acceptOne(at: path)
        }
        #expect(Files.text(path) == "mine\n")
        let long = directory.path + "/" + String(repeating: "s", count: 120)
        #expect(throws: DebconfListenFailure.pathTooLong(long, limit: 107)) {
            try DebconfListener.acceptOne(at: long)
        }
        #expect(throws: DebconfListenFailure.failed(SystemError("bind", code: ENOENT))) {
            try DebconfListener.acceptOne(at: "")
        }
    }

    @Test("--fds refuses 0, 1, 2 and a closed descriptor, and changes neither then")
    func refusedDescriptors() {
        let (reading, writing) = Self.inheritablePair()
        defer {
            close(reading)
            close(writing)
        }
        for standard in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            #expect(throws: DebconfDescriptorFailure.standardDescriptor(standard)) {
                try DebconfInheritedDescriptors.adopt(reading: standard, writing: writing)
            }
            #expect(throws: DebconfDescriptorFailure.standardDescriptor(standard)) {
                try DebconfInheritedDescriptors.adopt(reading: reading, writing: standard)
            }
        }
        // Beyond any descriptor limit: closed, whatever other tests open meanwhile.
        for closed: Int32 in [1_000_000_000, -1] {
            #expect(throws: DebconfDescriptorFailure.notOpen(closed)) {
                try DebconfInheritedDescriptors.adopt(reading: reading, writing: closed)
            }
        }
        #expect(fcntl(reading, F_GETFD) & FD_CLOEXEC == 0, "changed though refused")
    }

    @Test("--fds takes two open descriptors, or one socket, and makes them close-on-exec")
    func adoptedDescriptors() throws {
        let (reading, writing) = Self.inheritablePair()
        defer {
            close(reading)
            close(writing)
        }
        try DebconfInheritedDescriptors.adopt(reading: reading, writing: writing)
        #expect(fcntl(reading, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(writing, F_GETFD) & FD_CLOEXEC != 0)
        try DebconfInheritedDescriptors.adopt(reading: reading, writing: reading)
    }

    /// Two connected descriptors open without close-on-exec, as a frontend module hands
    /// them on: made close-on-exec, then cleared, so that a child another test starts
    /// meanwhile inherits them for a moment at most.
    static func inheritablePair() -> (Int32, Int32) {
        let ends = Descriptor.pair()
        for end in [ends.read, ends.write] { _ = fcntl(end, F_SETFD, 0) }
        return ends
    }
}
