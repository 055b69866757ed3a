import Glibc
import WizardCore

/// A variable's command, run for its standard output (`docs/flow-format.md`, "Variables").
///
/// The program runs without a shell, found as ``ProgramLookup`` says (a name without `/` in
/// `PATH`'s absolute directories, or root's fixed path, and only where nobody but the user
/// and root can have put it), in wizard's working directory and environment, with standard input from
/// `/dev/null`, standard output and standard error read through pipes, every other
/// descriptor closed, the signals' dispositions and mask at their defaults, and in a session
/// and process group of its own, without a controlling terminal. It has ``timeLimit``
/// seconds to end and may write ``outputLimit`` bytes: past either, its whole process group is killed (`SIGKILL`), so nothing it started goes
/// on, and it is reaped. When it ends, whatever it left running in its group is killed too,
/// so a background child holding the pipe open cannot keep wizard waiting. No zombie is
/// left: every child is waited for before ``run(_:timeLimit:outputLimit:)`` returns, and
/// wizard ended by SIGINT, SIGTERM, SIGHUP or SIGQUIT meanwhile kills the group first. One
/// command runs at a time in a process: while it runs, SIGCHLD's handler is its own.
public enum SourceCommand {
    /// The seconds a command may take.
    public static let timeLimit = 5
    /// The bytes a command may write on standard output (1 MiB).
    public static let outputLimit = 1 << 20
    /// The bytes of standard error kept for a message; the rest is read and dropped.
    static let errorLimit = 4096

    /// What `words` (the program, then its arguments) wrote on standard output, once it
    /// ended with status 0.
    ///
    /// - Parameters:
    ///   - timeLimit: seconds before it is killed; ``timeLimit`` unless a test says otherwise.
    ///   - outputLimit: bytes of output before it is killed.
    /// - Throws: ``CommandFailure`` for a program that is not found or cannot start, that
    ///   ends with another status or by a signal, or that passes a limit.
    public static func run(
        _ words: [String], timeLimit: Int = timeLimit, outputLimit: Int = outputLimit
    ) throws(CommandFailure) -> [UInt8] {
        precondition(!words.isEmpty, "a command has a program")
        let output = try Pipe()
        let errors = try Pipe()
        let wake = try Pipe()
        let signals = ChildSignal(wake: wake.writer)
        defer { signals.restore() }
        let pid = try signals.start { () throws(CommandFailure) in
            try spawn(words, output: output.writer, errors: errors.writer)
        }
        output.closeWriter()
        errors.closeWriter()
        var reading = Reading(
            output: output.reader, errors: errors.reader, wake: wake.reader,
            outputLimit: outputLimit)
        let deadline = monotonicSeconds() + Double(timeLimit)
        while true {
            if ChildProcess.hasExited(pid) {
                // What it wrote is in the pipes; what its group left running goes.
                ChildProcess.signalGroup(of: pid, SIGKILL)
                let flooded = reading.readAvailable()
                let status = reap(pid)
                if flooded { throw .tooMuchOutput(limit: outputLimit) }
                return try outcome(status, output: reading.output, errors: reading.errors)
            }
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else {
                ChildProcess.signalGroup(of: pid, SIGKILL)
                _ = reap(pid)
                throw .timedOut(seconds: timeLimit)
            }
            if reading.waitAndRead(milliseconds: Int32(min((remaining * 1000).rounded(.up), 1e6))) {
                ChildProcess.signalGroup(of: pid, SIGKILL)
                _ = reap(pid)
                throw .tooMuchOutput(limit: outputLimit)
            }
        }
    }

    /// The result of a reaped child whose wait status is `status`.
    private static func outcome(_ status: Int32, output: [UInt8], errors: [UInt8])
        throws(CommandFailure) -> [UInt8]
    {
        switch ProcessEnding(waitStatus: status) {
        case .exited(code: 0): return output
        case .exited(let code): throw .exited(status: code, errorExcerpt: excerpt(of: errors))
        case .killed(let signal): throw .killed(signal: signal, errorExcerpt: excerpt(of: errors))
        }
    }

    /// The first line of `errors` that is not blank, trimmed, at most 200 characters (an
    /// ellipsis after a cut): what a message quotes of a failing command's complaint.
    static func excerpt(of errors: [UInt8]) -> String {
        let lines = String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard
            let line = lines.lazy.map({ String($0).trimmingWhitespace }).first(where: {
                !$0.isEmpty
            })
        else { return "" }
        return line.count > 200 ? String(line.prefix(199)) + "…" : String(line)
    }

    /// Starts `words` as described above, or throws why it cannot start.
    private static func spawn(_ words: [String], output: Int32, errors: Int32)
        throws(CommandFailure) -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO)
        ChildProcess.closeInheritedDescriptors(in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A session of its own, so a process group of its own too, and no controlling
        // terminal: a program that opens /dev/tty fails at once (ENXIO) instead of being
        // stopped by SIGTTIN or SIGTTOU for its whole time limit with nothing on screen.
        ChildProcess.startWithDefaultSignals(&attributes, flags: Self.newSession)

        let arguments: [UnsafeMutablePointer<CChar>?] =
            words.map { word in word.withCString { strdup($0) } } + [nil]
        defer { arguments.forEach { free($0) } }
        let program = try ProgramLookup.program(
            words[0], path: getenv("PATH").map { String(cString: $0) })
        var pid: pid_t = 0
        let code = posix_spawn(&pid, program, &actions, &attributes, arguments, environ)
        switch code {
        case 0: return pid
        case ENOENT, ENOTDIR: throw .notFound
        default: throw .cannotStart(SystemError("posix_spawn", code: code))
        }
    }

    /// glibc's `POSIX_SPAWN_SETSID` (spawn.h), which Swift's Glibc module does not export: the
    /// child calls `setsid` before it runs the program.
    private static let newSession: Int32 = 0x80

    /// Waits for the child to end and reaps it: its wait status.
    private static func reap(_ pid: pid_t) -> Int32 {
        // Ended or killed already: from now on its id may be another's.
        runningCommand = 0
        return ChildProcess.reap(pid)
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
