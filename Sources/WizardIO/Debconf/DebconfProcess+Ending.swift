import Glibc

extension DebconfProcess {
    /// Closes wizard's ends of the pipes (the command reads the end of input, and its writes
    /// fail), waits for the command to end and reaps it: how it ended. Once reaped, the
    /// same ending again. Whatever the command left running in its group goes on.
    public func wait() -> ProcessEnding {
        closePipes()
        if let ending { return ending }
        let ending = ProcessEnding(waitStatus: ChildProcess.reap(processID))
        self.ending = ending
        return ending
    }

    /// Ends the command and everything in its process group, and reaps it: how it ended.
    ///
    /// Sends SIGTERM (and SIGCONT, so that a stopped process gets it) to the group, and to the
    /// command in case it left it, then closes wizard's ends of the pipes: the signal comes
    /// first, so that a command that would complain of a closed conversation (debconf's
    /// Perl warnings) is already ending. The command is
    /// reaped as soon as it ends; once the group is empty, this returns. A group that still
    /// has a process `grace` seconds after SIGTERM gets SIGKILL, and the command, if it has
    /// not ended, is then waited for. The wait looks at the group at growing intervals, of at
    /// most 50 ms, and never past `grace`.
    ///
    /// A group whose command was reaped before (``wait()``) is not signalled: once empty,
    /// its id could be another's. A process that left the group (`setsid`, as daemons do) is
    /// not reached.
    ///
    /// - Parameter grace: seconds between SIGTERM and SIGKILL (``terminationGrace``;
    ///   tests shorten it).
    @discardableResult
    public func terminate(grace: Double = DebconfProcess.terminationGrace) -> ProcessEnding {
        if let ending {
            closePipes()
            return ending
        }
        ChildProcess.signalGroup(of: processID, SIGTERM)
        ChildProcess.signalGroup(of: processID, SIGCONT)
        closePipes()
        let clock = SystemClock()
        let deadline = clock.now + grace
        var interval = 0.001
        while true {
            if ending == nil, let status = ChildProcess.reapIfEnded(processID) {
                ending = ProcessEnding(waitStatus: status)
            }
            // While the group has a process, its id is not given to a new one.
            if let ending, !ChildProcess.groupHasMembers(processID) { return ending }
            let remaining = deadline - clock.now
            guard remaining > 0 else { break }
            Self.pause(seconds: min(interval, remaining))
            interval = min(interval * 2, 0.05)
        }
        if let ending {
            kill(-processID, SIGKILL)
            return ending
        }
        ChildProcess.signalGroup(of: processID, SIGKILL)
        let ending = ProcessEnding(waitStatus: ChildProcess.reap(processID))
        self.ending = ending
        return ending
    }

    /// Sleeps `seconds`, a signal's interruption included.
    private static func pause(seconds: Double) {
        var time = timespec(
            tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&time, &left) == -1, errno == EINTR { time = left }
    }
}
