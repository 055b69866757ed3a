import Glibc

/// Waiting for key bytes on a terminal, woken early by a byte on a wake-up pipe (which the
/// SIGWINCH and SIGCONT handlers write their signal's number to).
///
/// The one poll loop behind both readers of keys: ``TerminalController/nextEvent(timeout:)``
/// between steps, and the readline hook inside a text field.
struct TerminalInput {
    /// What a wait gave.
    enum Arrival: Equatable {
        case bytes([UInt8])
        /// The wake-up pipe fired first; the signal numbers read from it.
        case woken(signals: [UInt8])
        /// Nothing arrived within the timeout.
        case timeout
        /// The terminal is gone, or reading it failed.
        case endOfInput
    }

    /// The terminal's input.
    let descriptor: Int32
    /// The read end of the wake-up pipe; negative for none.
    let wakeDescriptor: Int32

    /// Waits up to `timeout` seconds (forever when `nil`) for key bytes or a wake-up;
    /// a wake-up that is already there wins over bytes. A signal that interrupts the wait
    /// restarts it.
    func next(timeout: Double?) -> Arrival {
        while true {
            var descriptors = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let milliseconds = timeout.map { Int32($0 * 1000) } ?? -1
            let ready = poll(&descriptors, 2, milliseconds)
            if ready == 0 { return .timeout }
            if ready < 0 {
                if errno == EINTR { continue }
                return .endOfInput
            }
            if descriptors[1].revents != 0 {
                var signals = [UInt8](repeating: 0, count: 16)
                let count = read(wakeDescriptor, &signals, signals.count)
                return .woken(signals: count > 0 ? Array(signals[..<count]) : [])
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? .bytes(Array(buffer[..<count])) : .endOfInput
        }
    }
}
