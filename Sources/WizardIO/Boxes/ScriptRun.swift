import Glibc

/// One run of the shell script that shows boxes (`wizard whiptail`, `wizard dialog`): the
/// process that runs the script, named by its pid and its start time, so that a pid used
/// again by another process is another run.
///
/// Every box is a process of its own, started by the script's shell or by a subshell of it:
/// `x=$(f)`, a pipeline or `( … )` forks the shell, and the fork keeps its program and its
/// command line. So the run is found by walking up from the box's parent while the parent
/// runs the same program (`/proc/PID/exe`) with the same command line (`/proc/PID/cmdline`)
/// as the process below it; the topmost is the script.
struct ScriptRun: Hashable, Sendable {
    /// The script's process.
    let pid: pid_t
    /// When it started, in clock ticks since boot (field 22 of `/proc/PID/stat`); 0 when
    /// `/proc` could not say.
    let startTime: UInt64

    /// What the walk needs to know of one process.
    struct ProcessFacts: Equatable, Sendable {
        let parent: pid_t
        /// The target of `/proc/PID/exe`.
        let executable: [UInt8]
        /// The bytes of `/proc/PID/cmdline`, at most ``ProcessTable/commandLineLimit``.
        let commandLine: [UInt8]
        let startTime: UInt64
    }

    /// The most parents the walk climbs: far beyond any real nesting of subshells, and an
    /// end even if the table changed under the walk into a loop.
    static let walkLimit = 1024

    /// The run of the script that started this process (as a box is started). When the
    /// parent's facts cannot be read (its program is another user's), the parent is the
    /// run, with its start time if `/proc` gives that much, else 0.
    static func current() -> ScriptRun {
        let parent = getppid()
        let run = find(from: parent, lookup: ProcessTable.facts(of:))
        guard run.pid == parent, run.startTime == 0 else { return run }
        return ScriptRun(pid: parent, startTime: ProcessTable.startTime(of: parent) ?? 0)
    }

    /// The run the process `start` belongs to, walking up from it as the type's summary says;
    /// `start` itself with start time 0 when `lookup` knows nothing of it.
    ///
    /// - Parameter lookup: a process's facts; `nil` when it cannot be read (gone, another
    ///   user's, no `/proc`), which ends the walk below it.
    static func find(from start: pid_t, lookup: (pid_t) -> ProcessFacts?) -> ScriptRun {
        guard var facts = lookup(start) else { return ScriptRun(pid: start, startTime: 0) }
        var pid = start
        for _ in 0..<walkLimit {
            let parent = facts.parent
            guard parent > 0, parent != pid, let above = lookup(parent),
                above.executable == facts.executable, above.commandLine == facts.commandLine
            else { break }
            (pid, facts) = (parent, above)
        }
        return ScriptRun(pid: pid, startTime: facts.startTime)
    }

    /// Whether this run's process still exists: its pid is in use by a process that started
    /// when it did. A run whose start time is unknown (0) counts as running while its pid is
    /// in use; when `/proc` cannot tell, as running unless `kill(pid, 0)` says `ESRCH`. A pid
    /// of 0 or less is no process.
    var isRunning: Bool {
        guard pid > 0 else { return false }
        switch ProcessTable.startTime(of: pid) {
        case .some(let actual):
            return startTime == 0 || actual == startTime
        case nil:
            return kill(pid, 0) == 0 || errno != ESRCH
        }
    }
}

/// The facts of processes, read from `/proc`.
enum ProcessTable {
    /// The most bytes of a command line compared; two longer ones that agree this far count
    /// as the same.
    static let commandLineLimit = 256 * 1024

    /// The facts of `pid`; `nil` when any of them cannot be read, or when the pid was given
    /// to another process while they were read (its start time changed).
    static func facts(of pid: pid_t) -> ScriptRun.ProcessFacts? {
        guard let stat = status(of: pid),
            let executable = linkTarget("/proc/\(pid)/exe"),
            let commandLine = bytes(of: "/proc/\(pid)/cmdline", limit: commandLineLimit),
            startTime(of: pid) == stat.startTime
        else { return nil }
        return ScriptRun.ProcessFacts(
            parent: stat.parent, executable: executable, commandLine: commandLine,
            startTime: stat.startTime)
    }

    /// The start time of `pid` (field 22 of `/proc/PID/stat`); `nil` when it cannot be read.
    static func startTime(of pid: pid_t) -> UInt64? {
        status(of: pid)?.startTime
    }

    /// The parent and start time of `pid`, from `/proc/PID/stat`.
    private static func status(of pid: pid_t) -> (parent: pid_t, startTime: UInt64)? {
        guard let bytes = bytes(of: "/proc/\(pid)/stat", limit: 4096) else { return nil }
        return parseStatus(bytes)
    }

    /// The parent (field 4) and start time (field 22) of a `/proc/PID/stat` line. Field 2,
    /// the command's name in parentheses, may hold spaces and parentheses of its own, so
    /// the fields are counted from after the last `)`, where field 3 begins.
    static func parseStatus(_ bytes: [UInt8]) -> (parent: pid_t, startTime: UInt64)? {
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)...].split(
            whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") })
        // fields[0] is field 3.
        guard fields.count > 19, let parent = decimal(fields[1]), parent <= Int32.max,
            let start = decimal(fields[19])
        else { return nil }
        return (pid_t(parent), start)
    }

    /// A field of ASCII digits as a number; `nil` for anything else or an overflow.
    private static func decimal(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + UInt64(digit - 0x30)
        }
        return value
    }

    /// The target of the symbolic link `path`; `nil` when it cannot be read or is longer
    /// than `PATH_MAX`.
    static func linkTarget(_ path: String) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBytes { bytes in
            readlink(path, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
        }
        guard count > 0, count < buffer.count else { return nil }
        return Array(buffer[..<count])
    }

    /// The first `limit` bytes of the file `path`; `nil` when it cannot be opened or read.
    static func bytes(of path: String, limit: Int) -> [UInt8]? {
        let descriptor = retryingOnEINTR { open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        while bytes.count < limit {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: min(4096, limit - bytes.count)) {
                buffer, initialized in
                let count = retryingOnEINTR { read(descriptor, buffer.baseAddress, buffer.count) }
                failed = count < 0
                initialized = max(count, 0)
            }
            if failed { return nil }
            if chunk.isEmpty { break }
            bytes += chunk
        }
        return bytes
    }
}
