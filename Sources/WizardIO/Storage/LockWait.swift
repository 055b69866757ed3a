/// How long a writer waits for the store's lock while another process holds it
/// (`--wait SECONDS`).
public enum LockWait: Sendable, Equatable {
    /// As long as it takes: the default.
    case forever
    /// At most this many milliseconds; 0 does not wait at all.
    case milliseconds(Int)

    /// The most seconds `--wait` takes: about 31 years, far beyond any real wait, small
    /// enough that no arithmetic on it overflows.
    static let maximumSeconds = 999_999_999

    /// `SECONDS` as `--wait` takes it: a whole number or a decimal one (`10`, `0.5`), in
    /// ASCII digits, at most ``maximumSeconds``; digits past milliseconds are dropped.
    /// `nil` for anything else (a sign, an exponent, white space, an empty part).
    public init?(seconds text: String) {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } })
        else { return nil }
        var whole = 0
        for digit in parts[0] {
            whole = whole * 10 + Int(digit - 0x30)
            // Checked at each digit, so that a long number is refused before it overflows.
            guard whole <= Self.maximumSeconds else { return nil }
        }
        var fraction = 0
        if parts.count == 2 {
            let digits = Array(parts[1].prefix(3)) + Array(repeating: UInt8(ascii: "0"), count: 3)
            fraction = digits.prefix(3).reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        self = .milliseconds(whole * 1000 + fraction)
    }

    /// The wait in seconds as messages show it: `5`, `0.5`, `2.25`; `nil` for ``forever``.
    public var secondsText: String? {
        guard case .milliseconds(let total) = self else { return nil }
        let whole = "\(total / 1000)"
        let fraction = total % 1000
        guard fraction > 0 else { return whole }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return whole + "." + digits
    }
}
