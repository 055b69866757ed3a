import Glibc

/// `wizard debconf --fds READ,WRITE`: the two ends of a conversation wizard was started
/// with, by a debconf frontend module that made the pipes itself.
public enum DebconfInheritedDescriptors {
    /// Checks that `reading` (the peer's lines) and `writing` (the replies) are open and
    /// are not standard input, output or error, then makes both close-on-exec, so that no
    /// program wizard starts inherits them. The same number for both is a socket, and
    /// allowed. Neither is changed unless both pass.
    ///
    /// - Throws: ``DebconfDescriptorFailure``.
    public static func adopt(reading: Int32, writing: Int32) throws(DebconfDescriptorFailure) {
        var flags: [Int32] = []
        for descriptor in [reading, writing] {
            guard !(0...STDERR_FILENO).contains(descriptor) else {
                throw .standardDescriptor(descriptor)
            }
            let descriptorFlags = fcntl(descriptor, F_GETFD)
            guard descriptorFlags >= 0 else { throw .notOpen(descriptor) }
            flags.append(descriptorFlags)
        }
        for (descriptor, descriptorFlags) in zip([reading, writing], flags) {
            _ = fcntl(descriptor, F_SETFD, descriptorFlags | FD_CLOEXEC)
        }
    }
}

/// Why `--fds READ,WRITE` names descriptors wizard cannot serve
/// (``DebconfInheritedDescriptors``).
public enum DebconfDescriptorFailure: Error, Sendable, Equatable {
    /// 0, 1 or 2: wizard's own input and output are not a conversation's.
    case standardDescriptor(Int32)
    /// No descriptor of that number is open (a negative number included).
    case notOpen(Int32)
}
