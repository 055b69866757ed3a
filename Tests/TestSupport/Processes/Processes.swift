import Glibc
import Synchronization

/// What a finished process left behind.
public struct ProcessResult: Sendable {
    /// The exit status, or 128 + the signal number when a signal ended it.
    public let status: Int32
    public let standardOutput: [UInt8]
    public let standardError: [UInt8]

    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    public var error: String { String(decoding: standardError, as: UTF8.self) }
}

/// Runs `arguments` (an absolute path first) to completion with `input` on standard input,
/// capturing standard output and error through files so no pipe can fill up.
///
/// - Parameter environment: the whole environment of the child, as `NAME=value` pairs.
/// - Parameter deadline: seconds after which a child still running is killed
///   (``waitForExit(_:deadline:)``): its status is then 137.
@discardableResult
public func runProcess(
    _ arguments: [String], input: [UInt8] = [], environment: [String]? = nil,
    deadline: Double = childDeadlineSeconds
) -> ProcessResult {
    let scratch = ScratchFiles()
    Files.write(input, to: scratch.input)
    let pid = spawn(
        arguments, environment: environment,
        descriptors: [
            (open(scratch.input, O_RDONLY | O_CLOEXEC), 0),
            (open(scratch.output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600), 1),
            (open(scratch.error, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600), 2),
        ], closeAfterSpawn: true)
    let status = waitForExit(pid, deadline: deadline)
    return ProcessResult(
        status: status, standardOutput: Files.read(scratch.output) ?? [],
        standardError: Files.read(scratch.error) ?? [])
}

/// Starts `arguments` with the given descriptors dup'ed onto the child's `0`, `1`, `2`...
///
/// Tests open every descriptor `O_CLOEXEC`, so a child started on another thread never
/// inherits one it was not given.
///
/// - Returns: the child's pid.
public func spawn(
    _ arguments: [String], environment: [String]? = nil, descriptors: [(Int32, Int32)],
    closeAfterSpawn: Bool
) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (source, target) in descriptors {
        posix_spawn_file_actions_adddup2(&actions, source, target)
    }
    // The child starts with no signal blocked and every signal at its default action,
    // whatever the test runner's threads do with signals.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let environment = environment ?? ProcessEnvironment.current
    var pid: pid_t = 0
    let result = withCStrings(arguments) { argv in
        withCStrings(environment) { envp in
            posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        }
    }
    if closeAfterSpawn {
        for (source, _) in descriptors { close(source) }
    }
    precondition(result == 0, "posix_spawn \(arguments[0]) failed: \(result)")
    return pid
}

/// How long a test lets a child run before killing it: far beyond any child's need (wizard
/// runs take milliseconds; the longest shell harness a few seconds on a loaded machine), so
/// reaching it means a hang, never a slow machine.
public let childDeadlineSeconds = 120.0

/// Waits for `pid` and returns its exit status, or 128 + signal number.
///
/// A child still running after `deadline` seconds is killed (SIGKILL) and reported on
/// standard error; its status is then 137, which no test expects: a hung child fails its
/// test instead of hanging the suite.
public func waitForExit(_ pid: pid_t, deadline: Double = childDeadlineSeconds) -> Int32 {
    let reaped = Latch()
    let status = Mutex<Int32>(0)
    let reaper = BackgroundThread {
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
        status.withLock { $0 = raw }
        reaped.open()
    }
    if !reaped.wait(timeout: deadline) {
        kill(pid, SIGKILL)
        let note = "test support: child \(pid) still running after \(deadline) s, killed\n"
        _ = note.withCString { write(2, $0, strlen($0)) }
    }
    reaper.join()
    let raw = status.withLock { $0 }
    let signal = raw & 0x7F
    return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
}

/// This process's environment as `NAME=value` strings.
public enum ProcessEnvironment {
    public static var current: [String] {
        var result: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            result.append(String(cString: pointer))
            entry += 1
        }
        return result
    }
}

private func withCStrings<R>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R
) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// Three files for a child's standard streams, removed on deinit.
private final class ScratchFiles {
    let directory = TemporaryDirectory()
    var input: String { directory.file("stdin") }
    var output: String { directory.file("stdout") }
    var error: String { directory.file("stderr") }
}
