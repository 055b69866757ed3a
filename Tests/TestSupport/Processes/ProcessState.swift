import Glibc

/// Another process's state as `/proc` shows it, for tests that check a process was killed.
public enum ProcessState {
    /// Whether process `pid` exists and is not a zombie.
    public static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = Files.text("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Whether process `pid` stops running within `timeout` seconds: a process sent SIGKILL
    /// dies once the kernel has run it again, a moment after `kill` returns.
    public static func stops(_ pid: Int32, within timeout: Double = 10) -> Bool {
        let deadline = monotonicSeconds() + timeout
        while isRunning(pid) {
            if monotonicSeconds() > deadline { return false }
            sched_yield()
        }
        return true
    }

    /// The processes running now (zombies aside) whose environment holds `entry`
    /// (`NAME=value`, whole): what a run that gave it to its children left behind.
    public static func running(withEnvironment entry: String) -> [Int32] {
        let marker = Array(entry.utf8)
        return Files.entries("/proc").compactMap { Int32($0) }.filter { pid in
            guard isRunning(pid), let environment = Files.read("/proc/\(pid)/environ") else {
                return false
            }
            return environment.split(separator: 0).contains { $0.elementsEqual(marker) }
        }
    }
}
