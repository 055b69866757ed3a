/// Key bytes waiting in order, taken from the front, whose memory is zeroed before it is let
/// go: an array and the index of its first byte still waiting.
///
/// Taking a byte only moves the index, so taking the first byte of a long paste costs
/// nothing; the bytes taken stay in the array until ``wipe()`` zeroes them. The array is
/// never left to grow by itself, which would free its old storage as it was: a queue that
/// needs more room copies its bytes into a larger array and zeroes the old one.
struct PendingBytes {
    private var storage: [UInt8]
    private var start = 0

    /// `bytes`, all waiting, in storage of the queue's own: the queue zeroes its copy; the
    /// caller's bytes are the caller's.
    init(_ bytes: [UInt8] = []) {
        storage = []
        storage.reserveCapacity(bytes.count)
        storage.append(contentsOf: bytes)
    }

    var isEmpty: Bool { start == storage.count }

    /// How many bytes are waiting.
    var count: Int { storage.count - start }

    /// The bytes waiting, without a copy; let it go before the queue changes, or the change
    /// copies the storage.
    var waiting: ArraySlice<UInt8> { storage[start...] }

    /// Takes the first byte waiting; `nil` when none is.
    mutating func popFirst() -> UInt8? {
        guard start < storage.count else { return nil }
        defer { start += 1 }
        return storage[start]
    }

    /// Takes the first `count` bytes waiting.
    mutating func removeFirst(_ count: Int) {
        precondition(count <= self.count, "more bytes taken than are waiting")
        start += count
    }

    /// Adds `byte` after those waiting.
    mutating func append(_ byte: UInt8) {
        append(contentsOf: CollectionOfOne(byte))
    }

    /// Adds `bytes` after those waiting. When none is waiting, the storage starts over (its
    /// bytes taken are zeroed first); when it is full, its bytes move to a larger one.
    mutating func append(contentsOf bytes: some Collection<UInt8>) {
        if isEmpty, !storage.isEmpty { wipe() }
        let needed = storage.count + bytes.count
        if needed > storage.capacity {
            var larger: [UInt8] = []
            larger.reserveCapacity(max(needed, storage.capacity * 2))
            larger.append(contentsOf: storage)
            SecretWipe.wipe(&storage, named: "key bytes, moved")
            storage = larger
        }
        storage.append(contentsOf: bytes)
    }

    /// Wipes the queue, then makes `bytes` what waits in it, without a copy: the queue zeroes
    /// them when it is wiped, so the caller keeps no other copy of them.
    mutating func replace(with bytes: [UInt8]) {
        wipe()
        storage = bytes
        start = 0
    }

    /// Moves what is waiting in `other` to the end of this queue, and wipes `other`.
    mutating func take(from other: inout PendingBytes) {
        append(contentsOf: other.waiting)
        other.wipe()
    }

    /// Zeroes every byte the queue holds or held, then empties it, keeping its storage for
    /// what comes next. (Past the bytes of its array there is nothing to zero: each time the
    /// queue starts over, the bytes of the last run are zeroed.)
    mutating func wipe() {
        SecretWipe.wipe(&storage, named: "key bytes")
        start = 0
    }
}
