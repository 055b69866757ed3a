/// Sorts a list's match keys (``MatchList``) smallest first, in time linear in the keys: a
/// stable radix sort of 11 bits a pass from bit `from` up, a pass skipped where every key has
/// the same digit (the high bits of most lists' keys); the bits below `from` must already be
/// in order, as keys made in the options' order have their index. A few keys are sorted by
/// comparison.
enum KeySort {
    /// Bits a pass sorts by.
    private static let digitBits: UInt64 = 11

    static func sort(_ keys: inout [UInt64], from lowest: UInt64) {
        guard keys.count > 512 else {
            keys.sort()
            return
        }
        let radix = 1 << Int(digitBits)
        let mask = UInt64(radix - 1)
        var buffer = [UInt64](repeating: 0, count: keys.count)
        var counts = [Int](repeating: 0, count: radix)
        var shift = lowest
        while shift < 64 {
            let moved = keys.withUnsafeBufferPointer { source in
                buffer.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { counts in
                        counts.update(repeating: 0)
                        for key in source { counts[Int((key >> shift) & mask)] += 1 }
                        guard !counts.contains(source.count) else { return false }
                        var next = 0
                        for digit in 0..<radix {
                            let count = counts[digit]
                            counts[digit] = next
                            next += count
                        }
                        for key in source {
                            let digit = Int((key >> shift) & mask)
                            target[counts[digit]] = key
                            counts[digit] += 1
                        }
                        return true
                    }
                }
            }
            if moved { swap(&keys, &buffer) }
            shift += digitBits
        }
    }
}
