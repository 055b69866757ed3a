/// Bytes read as UTF-8 text, refusing what is not well-formed.
///
/// The standard library's `String(validating:as:)` is generic over its input and its
/// encoding, and asks the runtime for its decoder's types on every call (built on the first,
/// looked up in the runtime's tables after). This reads the bytes in place; ASCII, the
/// common case, in one pass.
public enum UTF8Text {
    /// The text of `bytes`; `nil` unless they are well-formed UTF-8 (``isWellFormed(_:)``).
    public static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard isWellFormed(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of `bytes`; `nil` unless they are well-formed UTF-8.
    public static func string(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { string($0) }
    }

    /// The text of `bytes`; `nil` unless they are well-formed UTF-8.
    public static func string(_ bytes: ArraySlice<UInt8>) -> String? {
        bytes.withUnsafeBufferPointer { string($0) }
    }

    /// Whether `bytes` are well-formed UTF-8, as Unicode defines it (chapter 3, table 3-7):
    /// no overlong form, no surrogate, nothing above U+10FFFF, no sequence cut short.
    public static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length, and the range its second byte must be in.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return false
            }
            guard count - index >= length, (low...high).contains(bytes[index + 1]) else {
                return false
            }
            var next = index + 2
            while next < index + length {
                guard bytes[next] & 0xC0 == 0x80 else { return false }
                next += 1
            }
            index += length
        }
        return true
    }
}
