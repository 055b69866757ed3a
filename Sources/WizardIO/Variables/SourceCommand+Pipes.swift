import Glibc

extension SourceCommand {
    /// A pipe whose ends are close-on-exec (a child gets one only through `dup2`) and whose
    /// reader does not block. Its open ends are closed when it goes.
    final class Pipe {
        let reader: Int32
        private(set) var writer: Int32

        init() throws(CommandFailure) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw .cannotStart(SystemError("pipe")) }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            reader = ends[0]
            writer = ends[1]
        }

        /// Closes the writing end, once the child has its own copy.
        func closeWriter() {
            if writer >= 0 { close(writer) }
            writer = -1
        }

        deinit {
            close(reader)
            closeWriter()
        }
    }

    /// The signals a running command needs handled. SIGCHLD: its handler writes a byte to
    /// a pipe that the read loop polls, so that the child's end wakes the loop even while a
    /// process it left behind holds its output open; the signal is unblocked meanwhile.
    /// SIGINT, SIGTERM, SIGHUP and SIGQUIT, when at their default: the command's process
    /// group is killed before wizard dies of the signal, so that Ctrl-C leaves nothing
    /// running. ``restore()`` puts the handlers and the mask back as they were.
    final class ChildSignal {
        private static let ending = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
        private var previousAction = sigaction()
        private var previousMask = sigset_t()
        private var replaced: [(Int32, sigaction)] = []

        init(wake: Int32) {
            _ = fcntl(wake, F_SETFL, O_NONBLOCK)
            childExitWake = wake
            var wakeAction = Self.action(wakeOnChildExit, flags: SA_NOCLDSTOP)
            sigaction(SIGCHLD, &wakeAction, &previousAction)
            for signalNumber in Self.ending {
                var previous = sigaction()
                sigaction(signalNumber, nil, &previous)
                guard previous.__sigaction_handler.sa_handler == nil else { continue }
                var killAction = Self.action(killCommandAndResignal, flags: 0)
                sigaction(signalNumber, &killAction, nil)
                replaced.append((signalNumber, previous))
            }
            var child = sigset_t()
            sigemptyset(&child)
            sigaddset(&child, SIGCHLD)
            pthread_sigmask(SIG_UNBLOCK, &child, &previousMask)
        }

        private static func action(_ handler: @convention(c) (Int32) -> Void, flags: Int32)
            -> sigaction
        {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            action.sa_flags = flags
            return action
        }

        /// The process `start` starts, started with the ending signals held, so that none
        /// comes between its start and ``runningCommand`` naming it.
        func start(_ start: () throws(CommandFailure) -> pid_t) throws(CommandFailure) -> pid_t {
            var held = sigset_t()
            sigemptyset(&held)
            for signalNumber in Self.ending { sigaddset(&held, signalNumber) }
            var before = sigset_t()
            pthread_sigmask(SIG_BLOCK, &held, &before)
            defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
            let pid = try start()
            runningCommand = pid
            return pid
        }

        func restore() {
            for (signalNumber, previous) in replaced {
                var previous = previous
                sigaction(signalNumber, &previous, nil)
            }
            sigaction(SIGCHLD, &previousAction, nil)
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            childExitWake = -1
        }
    }

    /// The command's two output pipes read as they fill, and the wake pipe.
    struct Reading {
        private(set) var output: [UInt8] = []
        private(set) var errors: [UInt8] = []
        private var outputDescriptor: Int32
        private var errorDescriptor: Int32
        private let wake: Int32
        private let outputLimit: Int

        init(output: Int32, errors: Int32, wake: Int32, outputLimit: Int) {
            self.outputDescriptor = output
            self.errorDescriptor = errors
            self.wake = wake
            self.outputLimit = outputLimit
        }

        /// Waits at most `milliseconds` for output or the child's end, then reads what is
        /// there (``readAvailable()``).
        ///
        /// - Returns: whether the output passed its limit.
        mutating func waitAndRead(milliseconds: Int32) -> Bool {
            var descriptors = [
                pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errorDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            // A negative descriptor is one poll passes over: a pipe already at its end.
            guard poll(&descriptors, 3, milliseconds) > 0 else { return false }
            if descriptors[2].revents != 0 { drainWake() }
            return readAvailable()
        }

        /// Reads what the pipes hold now: the output until it is empty (or past its
        /// limit), and one chunk of standard error, kept up to ``SourceCommand/errorLimit``
        /// bytes. Each call ends however fast the child writes.
        ///
        /// - Returns: whether the output passed its limit.
        mutating func readAvailable() -> Bool {
            while outputDescriptor >= 0, let chunk = Self.chunk(of: &outputDescriptor) {
                output += chunk
                if output.count > outputLimit { return true }
            }
            if errorDescriptor >= 0, let chunk = Self.chunk(of: &errorDescriptor) {
                errors += chunk.prefix(max(SourceCommand.errorLimit - errors.count, 0))
            }
            return false
        }

        /// The bytes one read of `descriptor` gives; `nil` when it has none for now, or is at
        /// its end, which marks it done (-1).
        private static func chunk(of descriptor: inout Int32) -> [UInt8]? {
            let open = descriptor
            var code: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: 16 * 1024) { buffer, initialized in
                let count = retryingOnEINTR { Glibc.read(open, buffer.baseAddress, buffer.count) }
                if count < 0 { code = errno }
                initialized = max(count, 0)
            }
            // Nothing for now; any other failure ends the pipe as its end does.
            if code == EAGAIN { return nil }
            if chunk.isEmpty { descriptor = -1 }
            return chunk.isEmpty ? nil : chunk
        }

        private func drainWake() {
            var bytes = [UInt8](repeating: 0, count: 64)
            while Glibc.read(wake, &bytes, bytes.count) > 0 {}
        }
    }
}

/// The running command's process id, which is its group's, until it is reaped; 0 otherwise.
nonisolated(unsafe) var runningCommand: pid_t = 0

/// The wake pipe's writing end while a command runs; -1 otherwise.
nonisolated(unsafe) private var childExitWake: Int32 = -1

/// SIGCHLD's handler while a command runs: one byte into the wake pipe. Async-signal-safe.
private let wakeOnChildExit: @convention(c) (Int32) -> Void = { _ in
    let saved = errno
    var byte: UInt8 = 0
    _ = write(childExitWake, &byte, 1)
    errno = saved
}

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT's handler while a command runs: kill its process
/// group, then die of the signal as if wizard had not caught it. Async-signal-safe.
private let killCommandAndResignal: @convention(c) (Int32) -> Void = { signalNumber in
    let command = runningCommand
    if command > 0 {
        kill(-command, SIGKILL)
        kill(command, SIGKILL)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
