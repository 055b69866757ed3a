import Glibc

/// Standard input, output and error as a run starts.
public enum StandardDescriptors {
    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed (`wizard <&-`), so
    /// that a closed standard input reads as empty input and no file wizard opens later (the
    /// store, its lock) takes the number of a standard stream and is read or written as one.
    public static func openClosed() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDWR)
            // open returns the lowest free descriptor: this one, as the lower ones are open.
            if opened >= 0, opened != descriptor { close(opened) }
        }
    }
}
