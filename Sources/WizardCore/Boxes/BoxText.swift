import WizardText

/// A box's texts as each program reads them from its command line, and as wizard then shows
/// them.
///
/// whiptail turns each backslash followed by `n` into a line feed, left to right, in a
/// box's text and in a text box's file, and reads nothing else as an escape
/// (`whiptail(1)`). dialog reads its box's text by its whitespace options (`dialog(1)`,
/// "Whitespace Options": ``dialogPrompt(_:_:)``) and, under `--colors`, drops each `\Z`
/// code from the texts it draws (``droppingColorCodes(_:)``).
public enum BoxText {
    /// `text` with each `\n` a line feed, as whiptail reads its box's text: left to right, so
    /// `\\n` is a backslash then a line feed.
    public static func whiptail(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        var pending = iterator.next()
        while let byte = pending {
            let next = iterator.next()
            if byte == UInt8(ascii: "\\"), next == UInt8(ascii: "n") {
                bytes.append(UInt8(ascii: "\n"))
                pending = iterator.next()
            } else {
                bytes.append(byte)
                pending = next
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with every `\Z` and the character after it taken out, as dialog draws a text
    /// under `--colors`, where that character names a colour or an attribute (`\Z1`, `\Zb`,
    /// `\Zn`); wizard draws in its own colours, so every code is dropped.
    public static func droppingColorCodes(_ text: String) -> String {
        // A backslash is looked for as a byte: `contains` of a string would link the
        // string-processing library (Scripts/test-static).
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var result = ""
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            let next = characters.next()
            if character == "\\", next == "Z" {
                _ = characters.next()
                pending = characters.next()
            } else {
                result.append(character)
                pending = next
            }
        }
        return result
    }

    /// How dialog reads the white space of a box's text (`--cr-wrap`, `--no-collapse`,
    /// `--no-nl-expand`, `--trim`).
    public struct Whitespace: Sendable, Equatable {
        /// `--cr-wrap`: a line feed in the text is a line break, not a space.
        public var keepsLineFeeds = false
        /// `--no-collapse`: tabs and runs of spaces are kept as written.
        public var keepsBlanks = false
        /// `--no-nl-expand`: `\n` is shown as written, not as a line break.
        public var keepsBackslashN = false
        /// `--trim`: leading blanks and runs of blanks and line feeds become one space.
        public var trims = false

        public init() {}
    }

    /// `text` as dialog reads a box's text (its whitespace rules, `dlg_trim_string` of
    /// dialog 1.3):
    /// - when the text holds `\n` and `--no-nl-expand` is not given, each `\n` is a line
    ///   feed (and a line feed written after it, blanks between, is dropped), each line
    ///   feed written in the text a space unless `--cr-wrap` keeps it (none where a blank
    ///   already stands before it), and tabs are spaces unless `--no-collapse`;
    /// - else under `--trim`, each run of blanks is one space, and each line feed a space
    ///   unless `--cr-wrap` (none after a blank);
    /// - else each run of blanks is one blank unless `--no-collapse`, and line feeds stay.
    public static func dialogPrompt(_ text: String, _ whitespace: Whitespace) -> String {
        var buffer = Array(text.utf8)
        let tab = UInt8(ascii: "\t")
        let space = UInt8(ascii: " ")
        let lineFeed = UInt8(ascii: "\n")
        let backslash = UInt8(ascii: "\\")
        func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
        let hasEscapes =
            !whitespace.keepsBackslashN
            && zip(buffer, buffer.dropFirst()).contains {
                $0 == backslash && $1 == UInt8(ascii: "n")
            }
        // Whether a blank at `position` follows another blank on its line, looking back
        // over the buffer as it stands (written output before the cursor, source after).
        func followsBlank(_ position: Int) -> Bool {
            var count = isBlank(buffer[position]) ? 1 : 0
            var index = position - 1
            while index >= 0, buffer[index] != lineFeed, isBlank(buffer[index]) {
                count += 1
                index -= 1
            }
            return count > 1
        }
        var written = 0
        var read = 0
        func write(_ byte: UInt8) {
            buffer[written] = byte
            written += 1
        }
        while read < buffer.count {
            if buffer[read] == tab && !whitespace.keepsBlanks { buffer[read] = space }
            let byte = buffer[read]
            if hasEscapes {
                if byte == backslash, read + 1 < buffer.count, buffer[read + 1] == UInt8(ascii: "n")
                {
                    write(lineFeed)
                    read += 2
                    var after = read
                    while after < buffer.count, isBlank(buffer[after]) { after += 1 }
                    if after < buffer.count, buffer[after] == lineFeed { read = after + 1 }
                } else if byte == lineFeed {
                    if whitespace.keepsLineFeeds {
                        write(byte)
                    } else if !followsBlank(read) {
                        write(space)
                    }
                    read += 1
                } else {
                    write(byte)
                    read += 1
                }
            } else if whitespace.trims {
                if isBlank(byte) {
                    if written == 0 || !isBlank(buffer[written - 1]) { write(space) }
                } else if byte == lineFeed {
                    if whitespace.keepsLineFeeds {
                        write(byte)
                    } else if written == 0 || !isBlank(buffer[written - 1]) {
                        write(space)
                    }
                } else {
                    write(byte)
                }
                read += 1
            } else {
                if isBlank(byte) && !whitespace.keepsBlanks {
                    if !followsBlank(read) { write(byte) }
                } else {
                    write(byte)
                }
                read += 1
            }
        }
        return String(decoding: buffer[..<written], as: UTF8.self)
    }
}
