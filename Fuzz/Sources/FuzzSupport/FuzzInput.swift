/// A fuzzer input read as a few control bytes followed by a body.
///
/// Control bytes let one input choose how it is delivered (chunk sizes) without a separate
/// format; an input too short to hold them reads as zeros, so every input is valid.
public struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    /// Whether the body stands for a long stream: true for about one input in 256.
    ///
    /// The targets must enforce 64 KiB limits, which a short input cannot cross, but a long
    /// input costs about a hundred short ones under AddressSanitizer, and a fuzzer that can
    /// choose long inputs fills its corpus with them (every longer loop is new coverage).
    /// Choosing by a hash of the whole input keeps long runs rare whatever the fuzzer
    /// learns, and a saved input replays the same way.
    public let isLong: Bool

    /// Copies the `size` bytes at `data` (libFuzzer passes `nil` for an empty input).
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) }?[...] ?? []
        // FNV-1a, 32 bits.
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        isLong = !bytes.isEmpty && hash & 0xFF == 0
    }

    /// Removes and returns the first byte; 0 when none is left.
    public mutating func takeByte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// The bytes not yet taken.
    public var rest: [UInt8] { Array(bytes) }

    /// The bytes not yet taken; when `isLong`, repeated whole until they are at least
    /// `length` bytes long.
    public func body(reaching length: Int) -> [UInt8] {
        guard isLong, !bytes.isEmpty else { return rest }
        let copies = (length + bytes.count - 1) / bytes.count
        var result: [UInt8] = []
        result.reserveCapacity(copies * bytes.count)
        for _ in 0..<copies { result += bytes }
        return result
    }
}
