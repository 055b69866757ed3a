/// A number in a box's command line, read as the C library's `strtol(3)` and
/// `strtoul(3)` read it for whiptail and dialog when the whole text must be the number:
/// white space first (space, tab, line feed, vertical tab, form feed, carriage return), then
/// an optional `+` or `-`, then digits, and nothing after them.
///
/// As those functions, an empty text is the number 0 (no digits, and nothing left over);
/// white space or a sign alone is no number. A number too large for the machine's `long`
/// is kept at its bound (``isClamped``), as they keep it.
struct BoxNumber: Equatable {
    /// The value, kept within `Int`'s bounds.
    let value: Int
    /// Whether the text named a number past `Int`'s bounds, and `value` is the bound.
    let isClamped: Bool

    /// How the digits are read.
    enum Base {
        /// Decimal digits only, as `strtol(text, &end, 10)`.
        case decimal
        /// `0x` or `0X` then hexadecimal digits, `0` then octal digits, else decimal, as
        /// `strtol(text, &end, 0)`.
        case prefixed
    }

    /// The number `text` is as a whole, `nil` when something other than it is there.
    init?(_ text: String, base: Base = .decimal) {
        let bytes = Array(text.utf8)
        if bytes.isEmpty {
            self.init(value: 0, isClamped: false)
            return
        }
        var index = 0
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        var negative = false
        if index < bytes.count,
            bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var radix = 10
        if base == .prefixed, index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            let next = index + 1
            if next + 1 < bytes.count, bytes[next] | 0x20 == UInt8(ascii: "x"),
                Self.digit(bytes[next + 1], radix: 16) != nil
            {
                radix = 16
                index = next + 1
            } else {
                radix = 8
            }
        }
        let firstDigit = index
        var magnitude = 0
        var clamped = false
        while index < bytes.count, let digit = Self.digit(bytes[index], radix: radix) {
            let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, overflowSum) = times.addingReportingOverflow(digit)
            if overflowTimes || overflowSum { clamped = true } else { magnitude = sum }
            index += 1
        }
        guard index > firstDigit, index == bytes.count else { return nil }
        if clamped {
            self.init(value: negative ? Int.min : Int.max, isClamped: true)
        } else {
            self.init(value: negative ? -magnitude : magnitude, isClamped: false)
        }
    }

    private init(value: Int, isClamped: Bool) {
        self.value = value
        self.isClamped = isClamped
    }

    /// Whether `byte` is white space to `isspace` in the C locale.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The value of `byte` as a digit of `radix`, `nil` when it is none.
    private static func digit(_ byte: UInt8, radix: Int) -> Int? {
        let value: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): value = Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }

    /// Whether the value fits a C `int`, as popt requires of an integer option.
    var fitsInt32: Bool { !isClamped && Int(Int32.min)...Int(Int32.max) ~= value }

    /// The value as a process's exit status is kept: its low eight bits, so -1 is 255.
    var exitStatus: Int { value & 0xFF }
}
