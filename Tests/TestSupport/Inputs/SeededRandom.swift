import Glibc

/// A random number generator that repeats from its seed (SplitMix64), so a test that picks
/// random moments can print its seed and a failure can be replayed.
public struct SeededRandom: RandomNumberGenerator {
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The seed in `$WIZARD_TEST_SEED` (decimal) when set, to replay a failure; else
    /// `fallback`, so that every ordinary run is the same.
    public init(environmentOr fallback: UInt64) {
        let chosen = getenv("WIZARD_TEST_SEED").flatMap { UInt64(String(cString: $0)) }
        self.init(seed: chosen ?? fallback)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Seconds on the monotonic clock, for measuring how long something took.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
