import Glibc

extension Array where Element == UInt8 {
    /// Clears every byte with `explicit_bzero`, which the compiler may not leave out, and
    /// empties the array: for bytes that held, or may have held, a secret as typed (an
    /// answers file, a store that keeps a secret plain) once they have been read or written.
    ///
    /// Only this array's own storage is cleared: call it on the one copy (a local `var` that
    /// was never copied), since a copy that shares the storage would be given storage of its
    /// own first and the shared bytes left as they were.
    public mutating func wipe() {
        withUnsafeMutableBytes { bytes in
            if let base = bytes.baseAddress { explicit_bzero(base, bytes.count) }
        }
        removeAll(keepingCapacity: true)
    }
}
