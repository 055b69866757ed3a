import CDescriptors
import Glibc

/// `wizard debconf --listen PATH`: a Unix socket for a command started elsewhere, whose
/// Passthrough frontend connects to the path in `DEBCONF_PIPE` and talks over that one
/// connection both ways.
public enum DebconfListener {
    /// Makes a Unix stream socket at `path`, waits for one connection and returns it: a
    /// descriptor both to read the peer's lines from and to write replies to, close-on-exec,
    /// which the caller closes.
    ///
    /// The socket is made only where nothing is: an existing `path` of any kind is refused,
    /// and never removed. It is made with mode 0600 (only its owner, and root, can connect):
    /// the socket's mode is set with `fchmod` before `bind`, which on Linux gives the new
    /// file that mode less the umask, so the process's umask is never changed. After one
    /// connection is accepted, and on any failure after `bind`, the listening socket is
    /// closed and its file removed (if `path` still names the file it made).
    ///
    /// - Parameter listening: called once the socket listens, before the wait for a
    ///   connection: a peer may connect from then on.
    /// - Throws: ``DebconfListenFailure``.
    public static func acceptOne(at path: String, listening: () -> Void = {})
        throws(DebconfListenFailure) -> Int32
    {
        var address = try socketAddress(path)
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw .failed(SystemError("socket")) }
        defer { close(listener) }
        guard fchmod(listener, 0o600) == 0 else { throw .failed(SystemError("fchmod")) }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else {
            let error = SystemError("bind")
            throw error.code == EADDRINUSE ? .pathExists(path) : .failed(error)
        }
        var made = stat()
        let identified = lstat(path, &made) == 0
        defer {
            var now = stat()
            if identified, lstat(path, &now) == 0, now.st_dev == made.st_dev,
                now.st_ino == made.st_ino
            {
                unlink(path)
            }
        }
        guard Glibc.listen(listener, 1) == 0 else { throw .failed(SystemError("listen")) }
        listening()
        while true {
            let connection = wizard_accept4(listener, Int32(SOCK_CLOEXEC.rawValue))
            if connection >= 0 { return connection }
            // A signal, or a peer that gave up before it was accepted: wait on.
            guard errno == EINTR || errno == ECONNABORTED else {
                throw .failed(SystemError("accept4"))
            }
        }
    }

    /// `path` as a Unix socket's address, or why it cannot be one.
    private static func socketAddress(_ path: String) throws(DebconfListenFailure)
        -> sockaddr_un
    {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        // An empty path would bind an abstract name, which no file stands for.
        guard !bytes.isEmpty, !bytes.contains(0) else {
            throw .failed(SystemError("bind", code: ENOENT))
        }
        guard bytes.count < capacity else { throw .pathTooLong(path, limit: capacity - 1) }
        withUnsafeMutableBytes(of: &address.sun_path) { field in
            field.copyBytes(from: bytes)
        }
        return address
    }
}

/// Why `wizard debconf --listen PATH` could not serve a connection (``DebconfListener``).
public enum DebconfListenFailure: Error, Sendable, Equatable {
    /// Something is at the path already: wizard neither uses nor removes it.
    case pathExists(String)
    /// The path has more bytes than a Unix socket's address holds (`limit`, 107 on Linux).
    case pathTooLong(String, limit: Int)
    /// A call failed (`socket`, `bind`, `listen`, `accept4`…) with this `errno`.
    case failed(SystemError)
}
