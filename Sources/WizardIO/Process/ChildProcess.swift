import Glibc

/// What the places that start a program share (``SourceCommand``, ``DebconfProcess``): the
/// child's signals and descriptors as it starts, its process group signalled, its end
/// noticed and reaped.
enum ChildProcess {
    /// Sets `attributes` so that the child starts with no signal blocked and every signal at
    /// its default action, whatever wizard blocks or ignores, with `flags` (more
    /// `POSIX_SPAWN_…` flags) set too.
    static func startWithDefaultSignals(_ attributes: inout posix_spawnattr_t, flags: Int32) {
        posix_spawnattr_setflags(
            &attributes, Int16(flags | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
    }

    /// Adds to `actions` a close of every descriptor from 3 up that is open without
    /// close-on-exec now, so that the child gets none but those `actions` give it.
    ///
    /// wizard opens its own descriptors close-on-exec; those it was started with may not be,
    /// and are found in `/proc/self/fd` (none without `/proc`). wizard runs one thread, so
    /// nothing opens a descriptor between this list and the spawn.
    static func closeInheritedDescriptors(in actions: inout posix_spawn_file_actions_t) {
        for descriptor in inheritedDescriptors() {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// The descriptors from 3 up that are open without close-on-exec.
    private static func inheritedDescriptors() -> [Int32] {
        guard let stream = opendir("/proc/self/fd") else { return [] }
        defer { closedir(stream) }
        let own = dirfd(stream)
        var descriptors: [Int32] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let descriptor = Int32(name), descriptor > STDERR_FILENO, descriptor != own
            else { continue }
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { descriptors.append(descriptor) }
        }
        return descriptors
    }

    /// Whether the child `pid` has ended, leaving it to be reaped (`WNOWAIT`): until then
    /// its process id, which is its group's, cannot be another's.
    static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
        return result == 0 && info._sifields._sigchld.si_pid == pid
    }

    /// Sends `signalNumber` to the process group the child `pid` leads, and to the child in
    /// case it left the group. Call it only while the child is not reaped, or while its
    /// group has members (``groupHasMembers(_:)``): a group's id is given to no new process
    /// while any process of the group is left.
    static func signalGroup(of pid: pid_t, _ signalNumber: Int32) {
        kill(-pid, signalNumber)
        kill(pid, signalNumber)
    }

    /// Whether any process is left in the group `group` (zombies not yet reaped count).
    static func groupHasMembers(_ group: pid_t) -> Bool {
        kill(-group, 0) == 0 || errno != ESRCH
    }

    /// Waits for the child `pid` to end and reaps it: its wait status.
    static func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        _ = retryingOnEINTR { waitpid(pid, &status, 0) }
        return status
    }

    /// Reaps the child `pid` if it has ended: its wait status, or `nil` while it runs.
    static func reapIfEnded(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = retryingOnEINTR { waitpid(pid, &status, WNOHANG) }
        return result == pid ? status : nil
    }
}
