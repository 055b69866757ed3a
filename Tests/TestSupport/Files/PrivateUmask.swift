import Glibc

/// Runs `body` on a thread of its own whose umask is private to it, so that a test can try
/// every umask in-process while other tests create files on other threads.
///
/// The umask belongs to the file-system context a process's threads share; the thread calls
/// `unshare(CLONE_FS)` first to get a copy of its own, which it may change freely and which
/// ends with it.
///
/// - Returns: `false` when the thread could not get a private context (then `body` did not
///   run).
public func withPrivateUmask(_ body: @escaping @Sendable () -> Void) -> Bool {
    let ran = SharedFlag()
    BackgroundThread {
        // `unshare` is not in Glibc's Swift module; it is in the C library all the same.
        typealias Unshare = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "unshare") else {
            return
        }
        let unshare = unsafeBitCast(symbol, to: Unshare.self)
        let cloneFileSystem: Int32 = 0x200  // CLONE_FS
        guard unshare(cloneFileSystem) == 0 else { return }
        body()
        ran.set()
    }.join()
    return ran.isSet
}

/// A flag one thread sets and another reads after joining it.
private final class SharedFlag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
