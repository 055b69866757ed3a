import Testing
import WizardCore
import WizardIO

private let esc: UInt8 = 0x1B

/// ESC followed by `text`'s bytes.
private func escape(_ text: String) -> [UInt8] {
    [esc] + Array(text.utf8)
}

/// The keys a fresh decoder returns for `bytes` delivered in one call.
private func decodeWhole(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
}

/// The keys a fresh decoder returns for `bytes` delivered one byte per call.
private func decodeByteByByte(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return bytes.flatMap { decoder.decode([$0]) }
}

/// One `.character` per Unicode scalar of `text`.
private func characters(_ text: String) -> [Key] {
    text.unicodeScalars.map { .character(Character($0)) }
}

@Suite("Key decoder", .timeLimit(.minutes(5)))
struct KeyDecoderTests {
    @Test(
        "escape sequences decode whole and split one byte per call",
        arguments: [
            // Cursor keys, CSI and SS3, with and without modifiers.
            (escape("[A"), [Key.up]), (escape("[B"), [.down]),
            (escape("[C"), [.right]), (escape("[D"), [.left]),
            (escape("OA"), [.up]), (escape("OB"), [.down]),
            (escape("OC"), [.right]), (escape("OD"), [.left]),
            (escape("[1;2A"), [.up]), (escape("[1;5C"), [.right]),
            (escape("[1;3D"), [.left]), (escape("[1;6B"), [.down]),
            // Home and End in every form terminals send.
            (escape("[H"), [.home]), (escape("[1~"), [.home]), (escape("[7~"), [.home]),
            (escape("OH"), [.home]), (escape("[1;5H"), [.home]),
            (escape("[F"), [.end]), (escape("[4~"), [.end]), (escape("[8~"), [.end]),
            (escape("OF"), [.end]), (escape("[1;2F"), [.end]),
            // The editing keypad.
            (escape("[5~"), [.pageUp]), (escape("[6~"), [.pageDown]),
            (escape("[3~"), [.delete]), (escape("[3;5~"), [.delete]),
            (escape("[Z"), [.backTab]), (escape("OM"), [.enter]),
            // Recognised but meaningless to wizard: consumed whole.
            (escape("[2~"), [.unknown]), (escape("[15~"), [.unknown]),
            (escape("[201~"), [.unknown]), (escape("[~"), [.unknown]),
            (escape("[1;5P"), [.unknown]), (escape("[?25h"), [.unknown]),
            (escape("[1 q"), [.unknown]), (escape("[1$A"), [.unknown]),
            (escape("OP"), [.unknown]), (escape("OZ"), [.unknown]),
            (escape("x"), [.unknown]), (escape("["), []),
            // ESC ESC: the first is Esc, the second starts what follows.
            (escape("\u{1B}[A"), [.escape, .up]),
            (escape("[Ax") + escape("OBy"), [.up, .character("x"), .down, .character("y")]),
        ])
    func sequences(bytes: [UInt8], expected: [Key]) {
        #expect(decodeWhole(bytes) == expected)
        #expect(decodeByteByByte(bytes) == expected)
    }

    @Test(
        "a control byte decodes to its key, a printable ASCII byte to its character",
        arguments: [
            (0x0D, Key.enter), (0x0A, .enter), (0x09, .tab), (0x7F, .backspace),
            (0x08, .backspace), (0x01, .control("a")), (0x03, .control("c")),
            (0x04, .control("d")), (0x1A, .control("z")), (0x00, .control("@")),
            (0x1C, .control("\\")), (0x1D, .control("]")), (0x1E, .control("^")),
            (0x1F, .control("_")), (0x20, .character(" ")), (0x61, .character("a")),
            (0x7E, .character("~")),
        ] as [(UInt8, Key)])
    func singleBytes(byte: UInt8, expected: Key) {
        #expect(decodeWhole([byte]) == [expected])
    }

    @Test(
        "UTF-8 decodes one character per scalar, whole and split one byte per call",
        arguments: ["김철", "José", "😓", "e\u{301}", "👨‍👩‍👧", "a김😓b"])
    func utf8(text: String) {
        let bytes = Array(text.utf8)
        #expect(decodeWhole(bytes) == characters(text))
        #expect(decodeByteByByte(bytes) == characters(text))
    }

    @Test("a character split across calls comes out only when complete")
    func splitCharacter() {
        var decoder = KeyDecoder()
        #expect(Array("김".utf8) == [0xEA, 0xB9, 0x80])
        #expect(decoder.decode([0xEA]) == [])
        #expect(decoder.decode([0xB9]) == [])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.decode([0x80]) == [.character("김")])
    }

    @Test(
        "invalid UTF-8 gives .unknown and decoding resynchronises",
        arguments: [
            ([0x80], [Key.unknown]),  // stray continuation byte
            ([0xFF], [.unknown]),  // never a lead byte
            ([0xC0, 0xAF], [.unknown, .unknown]),  // overlong "/"
            ([0xE0, 0x80, 0xAF], [.unknown, .unknown, .unknown]),  // overlong, 3 bytes
            ([0xED, 0xA0, 0x80], [.unknown, .unknown, .unknown]),  // surrogate U+D800
            ([0xF4, 0x90, 0x80, 0x80], [.unknown, .unknown, .unknown, .unknown]),  // > U+10FFFF
            ([0xEB, 0x41], [.unknown, .character("A")]),  // character cut short
            ([0xEB, 0xB9, 0x0D], [.unknown, .enter]),
            ([0xEB, esc, 0x5B, 0x41], [.unknown, .up]),
        ] as [([UInt8], [Key])])
    func invalidUTF8(bytes: [UInt8], expected: [Key]) {
        let input = bytes + Array("a".utf8)
        #expect(decodeWhole(input) == expected + [.character("a")])
        #expect(decodeByteByByte(input) == expected + [.character("a")])
    }

    @Test(
        "bracketed paste arrives as one key, however the bytes are split",
        arguments: [
            ("김철 hello\nworld", "김철 hello\nworld"),
            ("", ""),
            ("\u{1B}[A and \u{1B}[20 stay", "\u{1B}[A and \u{1B}[20 stay"),
            ("\u{1B}", "\u{1B}"),  // ESC then the marker's ESC
        ])
    func paste(content: String, expected: String) {
        let bytes =
            Array("a".utf8) + escape("[200~") + Array(content.utf8) + escape("[201~")
            + Array("b".utf8)
        let keys: [Key] = [.character("a"), .paste(expected), .character("b")]
        for split in 0...bytes.count {
            var decoder = KeyDecoder()
            let result = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(result == keys, "split at \(split)")
        }
        #expect(decodeByteByByte(bytes) == keys)
    }

    @Test("invalid UTF-8 in a paste becomes U+FFFD")
    func pasteWithInvalidBytes() {
        let bytes = escape("[200~") + [0x61, 0xFF, 0x62] + escape("[201~")
        #expect(decodeWhole(bytes) == [.paste("a\u{FFFD}b")])
    }

    @Test("a paste split across reads waits for its end marker")
    func openPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(escape("[200~") + Array("hi".utf8) + [esc]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.decode(Array("[201~".utf8)) == [.paste("hi")])
        #expect(!decoder.hasPendingEscape)
    }

    @Test("a paste whose end marker never comes is delivered at the timeout; keys go on")
    func strayPasteStart() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(escape("[200~") + Array("x".utf8) + [esc, 0x5B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPending() == [.paste("x\u{1B}[")])
        #expect(decoder.decode([0x0D]) == [.enter])
    }

    @Test("a paste over 64 KiB is delivered truncated, and what follows decodes")
    func pasteCap() {
        let limit = 64 * 1024
        var decoder = KeyDecoder()
        var keys = decoder.decode(escape("[200~"))
        for _ in 0..<10 { keys += decoder.decode(Array(repeating: UInt8(ascii: "x"), count: 8000)) }
        keys += decoder.decode(escape("[20"))
        keys += decoder.decode(Array("1~a".utf8))
        #expect(keys == [.paste(String(repeating: "x", count: limit)), .character("a")])
    }

    @Test("a character cut by the paste cap is dropped, not replaced")
    func pasteCapMidCharacter() {
        let content = String(repeating: "x", count: 64 * 1024 - 1) + "김김"
        let keys = decodeWhole(escape("[200~") + Array(content.utf8) + escape("[201~"))
        #expect(keys == [.paste(String(repeating: "x", count: 64 * 1024 - 1))])
    }

    @Test("a lone ESC becomes .escape only after flushPending")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPending() == [])
        #expect(decoder.decode([esc]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPending() == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.decode(Array("a".utf8)) == [.character("a")])
    }

    @Test(
        "an unfinished sequence is flushed as ESC and the bytes typed after it",
        arguments: [
            (escape("["), [Key.escape, .character("[")]),
            (escape("[1;"), [.escape, .character("["), .character("1"), .character(";")]),
            (escape("O"), [.escape, .character("O")]),
            (escape("\u{1B}"), [.escape, .escape]),
        ])
    func flushUnfinished(bytes: [UInt8], expected: [Key]) {
        var decoder = KeyDecoder()
        var keys = decoder.decode(bytes)
        #expect(decoder.hasPendingEscape)
        keys += decoder.flushPending()
        #expect(keys == expected)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.decode(Array("[A".utf8)) == [.character("["), .character("A")])
    }

    @Test(
        "garbage followed by Enter still ends with Enter",
        arguments: [
            (escape("[1;5P"), [Key.unknown]),  // unknown CSI final
            (escape("[15~"), [.unknown]),  // F5
            (escape("[1"), [.unknown]),  // CSI abandoned by the Enter itself
            (escape("[1\u{7}"), [.unknown, .control("g")]),  // CSI abandoned by BEL
            (escape("O"), [.unknown]),  // SS3 abandoned
            (escape(""), [.escape]),  // Alt-Enter
            (escape("x"), [.unknown]),  // Alt-x
            ([0xFF], [.unknown]),  // invalid UTF-8
            ([0xEB, 0xB9], [.unknown]),  // character cut short
            (escape("[" + String(repeating: "1", count: 40)), [.unknown]),  // over-long CSI
        ])
    func garbageThenEnter(bytes: [UInt8], expected: [Key]) {
        let input = bytes + [0x0D]
        #expect(decodeWhole(input) == expected + [.enter])
        #expect(decodeByteByByte(input) == expected + [.enter])
    }

    @Test("a 40-byte bogus CSI is one .unknown and the next key decodes")
    func overLongSequence() {
        let bogus = escape("[" + String(repeating: "1", count: 37) + "m")
        #expect(bogus.count == 40)
        #expect(decodeWhole(bogus + Array("a".utf8)) == [.unknown, .character("a")])
        #expect(decodeByteByByte(bogus + Array("a".utf8)) == [.unknown, .character("a")])
    }

    @Test("a CSI of 32 bytes is decoded; one of 33 is abandoned")
    func sequenceLengthLimit() {
        let longest = escape("[" + String(repeating: "0", count: 26) + "1;5A")
        #expect(longest.count == 32)
        #expect(decodeWhole(longest) == [.up])
        let tooLong = escape("[" + String(repeating: "0", count: 27) + "1;5A")
        #expect(decodeWhole(tooLong + Array("b".utf8)) == [.unknown, .character("b")])
    }

    @Test("an abandoned over-long CSI still pending is cleared by flushPending")
    func overLongFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(escape("[" + String(repeating: "1", count: 40))) == [.unknown])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPending() == [])
        #expect(decoder.decode(Array("1".utf8)) == [.character("1")])
    }

    @Test("pendingByteCount holds back exactly the bytes of the unfinished sequence")
    func pendingBytes() {
        let paste = escape("[200~hi") + escape("[201~")
        let groups: [[UInt8]] = [
            Array("a".utf8), escape("[C"), Array("김".utf8), paste, [esc, 0x03], [0x0D],
        ]
        // Forwarding the bytes before the pending ones after each byte, as the readline
        // hook does, gives back each key's bytes (Esc cut short by Ctrl-C: both at once).
        var decoder = KeyDecoder()
        var held: [UInt8] = []
        var forwarded: [[UInt8]] = []
        for byte in groups.joined() {
            held.append(byte)
            let keys = decoder.decode([byte])
            let resolved = held.count - decoder.pendingByteCount
            #expect(resolved == 0 || resolved == held.count)
            if resolved > 0 {
                forwarded.append(Array(held.prefix(resolved)))
                held.removeFirst(resolved)
            } else {
                #expect(keys.isEmpty)
            }
        }
        #expect(forwarded == groups)
        #expect(decoder.pendingByteCount == 0)
        #expect(decoder.decode(escape("[1")) == [])
        #expect(decoder.pendingByteCount == 3)
        #expect(decoder.flushPending() == [.escape, .character("["), .character("1")])
        #expect(decoder.pendingByteCount == 0)
    }
}
