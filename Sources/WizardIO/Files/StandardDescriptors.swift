import Glibc

/// Standard input, output and error as wizard starts with them.
public enum StandardDescriptors {
    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed, before anything
    /// else opens a file: otherwise the store, its lock file or a temporary file would take
    /// that number, and a message meant for standard error would be written into it.
    ///
    /// Call it first thing in `main`.
    ///
    /// - Returns: the descriptors that were closed; writes meant for them must still fail
    ///   (``FileDescriptorSink/init(descriptor:closedAtStart:)``).
    public static func openClosedOnes() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free number: the one just found closed, as the ones below are open.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened == descriptor {
                closed.insert(descriptor)
            } else if opened >= 0 {
                close(opened)
            }
        }
        return closed
    }
}
