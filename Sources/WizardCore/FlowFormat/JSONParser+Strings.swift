import WizardMessages
import WizardText

/// JSON strings: escapes, surrogate pairs and UTF-8 validation.
extension JSONParser {
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = location()
        advance()
        // The common case, a string without escapes, is made from the buffer directly.
        let contentStart = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""),
            bytes[offset] != UInt8(ascii: "\\"), bytes[offset] >= 0x20
        {
            offset += 1
        }
        if current == UInt8(ascii: "\"") {
            let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<offset])
            advance()
            guard let string = UTF8Text.string(content) else {
                throw error(Message.JSONSyntax.notUTF8, at: start)
            }
            return string
        }
        var utf8 = Array(bytes[contentStart..<offset])
        while true {
            guard let byte = current else {
                throw error(Message.JSONSyntax.unterminated, at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let string = UTF8Text.string(utf8) else {
                    throw error(Message.JSONSyntax.notUTF8, at: start)
                }
                return string
            case UInt8(ascii: "\\"):
                advance()
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw error(Message.JSONSyntax.controlCharacter)
            default:
                utf8.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let start = location()
        guard let byte = current else { throw error(Message.JSONSyntax.unterminated) }
        advance()
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw error(Message.JSONSyntax.unknownEscape, at: start)
        }
        var value = try parseHexQuad()
        if (0xD800..<0xDC00).contains(value) {
            guard current == UInt8(ascii: "\\") else {
                throw error(Message.JSONSyntax.loneSurrogate, at: start)
            }
            advance()
            guard current == UInt8(ascii: "u") else {
                throw error(Message.JSONSyntax.loneSurrogate, at: start)
            }
            advance()
            let low = try parseHexQuad()
            guard (0xDC00..<0xE000).contains(low) else {
                throw error(Message.JSONSyntax.loneSurrogate, at: start)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error(Message.JSONSyntax.loneSurrogate, at: start)
        }
        utf8.append(contentsOf: UTF8.encode(scalar)!)
    }

    private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error(Message.JSONSyntax.hexDigits)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
