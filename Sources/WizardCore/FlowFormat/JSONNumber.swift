/// The number rule every JSON reader of wizard shares: what counts as a whole number.
///
/// A JSON number is a whole number when the value it spells is one and fits `Int`, however
/// it is written: `30`, `30.0`, `3E1` and `300e-1` are all 30; `30.5`, `1E400` and
/// `12345678901234567890123` are not. The value is worked out exactly from the digits, never
/// through a double, so `9007199254740993.0` is 9007199254740993.
///
/// The store and answers files take any whole number where one is expected; a flow file
/// asks more of its own fields, a whole number written without fraction or exponent
/// (``JSONNode/Value/integer(_:)``), so that the file reads as what it means.
public enum JSONNumber {
    /// The whole number `text` spells, or `nil` when it is not whole or does not fit `Int`.
    ///
    /// - Parameter text: the bytes of one JSON number as the parser accepted it (a
    ///   ``JSONNode``'s ``JSONNode/span``); anything else gives `nil`. Linear in its length.
    public static func wholeValue(_ text: some Collection<UInt8>) -> Int? {
        var digits: [UInt8] = []
        var integerDigits = 0
        var fractionDigits = 0
        var exponentDigits = 0
        var exponent = 0
        var exponentIsNegative = false
        var isNegative = false
        var part = Part.integer
        for byte in text {
            switch (part, byte) {
            case (.integer, UInt8(ascii: "-")) where digits.isEmpty && !isNegative:
                isNegative = true
            case (.integer, UInt8(ascii: "0")...UInt8(ascii: "9")):
                digits.append(byte - UInt8(ascii: "0"))
                integerDigits += 1
            case (.integer, UInt8(ascii: ".")) where integerDigits > 0:
                part = .fraction
            case (.fraction, UInt8(ascii: "0")...UInt8(ascii: "9")):
                digits.append(byte - UInt8(ascii: "0"))
                fractionDigits += 1
            case (.integer, UInt8(ascii: "e")), (.integer, UInt8(ascii: "E")),
                (.fraction, UInt8(ascii: "e")), (.fraction, UInt8(ascii: "E")):
                guard integerDigits > 0, part == .integer || fractionDigits > 0 else { return nil }
                part = .exponentSign
            case (.exponentSign, UInt8(ascii: "+")):
                part = .exponent
            case (.exponentSign, UInt8(ascii: "-")):
                exponentIsNegative = true
                part = .exponent
            case (.exponentSign, UInt8(ascii: "0")...UInt8(ascii: "9")),
                (.exponent, UInt8(ascii: "0")...UInt8(ascii: "9")):
                part = .exponent
                exponentDigits += 1
                // Past a million the answer no longer depends on the exponent's size.
                exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            default:
                return nil
            }
        }
        let isComplete =
            switch part {
            case .integer: integerDigits > 0
            case .fraction: fractionDigits > 0
            case .exponentSign: false
            case .exponent: exponentDigits > 0
            }
        guard isComplete else { return nil }
        return wholeValue(
            digits: digits, scale: (exponentIsNegative ? -exponent : exponent) - fractionDigits,
            isNegative: isNegative)
    }

    private enum Part {
        case integer, fraction, exponentSign, exponent
    }

    /// `digits × 10^scale`, negated when `isNegative`, if that is whole and fits `Int`.
    private static func wholeValue(digits: [UInt8], scale: Int, isNegative: Bool) -> Int? {
        guard let first = digits.firstIndex(where: { $0 != 0 }) else { return 0 }
        let last = digits.lastIndex(where: { $0 != 0 })!
        let scale = scale + (digits.count - 1 - last)
        let significant = digits[first...last]
        // Int.max has 19 digits: a longer value cannot fit.
        guard scale >= 0, significant.count + scale <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in significant {
            magnitude = magnitude * 10 + UInt64(digit)
        }
        for _ in 0..<scale {
            magnitude *= 10
        }
        if isNegative {
            return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }
}
