import Glibc

/// The work a running process has done so far, as `/proc` counts it: what tests bound
/// instead of the time it took, which depends on the machine and its load.
public struct ProcessWork: Sendable, CustomStringConvertible {
    /// Bytes the process has read through `read` and its kin (`rchar`).
    public let bytesRead: Int
    /// Calls to `read` and its kin (`syscr`).
    public let readCalls: Int
    /// Bytes written (`wchar`).
    public let bytesWritten: Int
    /// The most memory it has held at once, in KiB (`VmHWM`).
    public let peakResidentKiB: Int
    /// The memory it holds now, in KiB (`VmRSS`).
    public let residentKiB: Int

    /// What process `pid` has done so far; `nil` once it has gone.
    public init?(pid: pid_t) {
        guard let io = Files.text("/proc/\(pid)/io"), let status = Files.text("/proc/\(pid)/status")
        else { return nil }
        func field(_ name: String, in text: String) -> Int? {
            for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
                let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
                return Int(digits)
            }
            return nil
        }
        guard let read = field("rchar", in: io), let calls = field("syscr", in: io),
            let written = field("wchar", in: io), let peak = field("VmHWM", in: status),
            let resident = field("VmRSS", in: status)
        else { return nil }
        (bytesRead, readCalls, bytesWritten) = (read, calls, written)
        (peakResidentKiB, residentKiB) = (peak, resident)
    }

    public var description: String {
        "\(bytesRead) bytes read in \(readCalls) calls, \(bytesWritten) written, peak \(peakResidentKiB) KiB, now \(residentKiB) KiB"
    }
}
