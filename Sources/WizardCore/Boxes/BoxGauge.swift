/// A gauge's standard input, read a line at a time as each program reads it; the I/O side
/// feeds it the lines and draws the meter and text it gives, and the box ends with OK when
/// the input ends (`whiptail(1)`, `dialog(1)`: "--gauge").
///
/// A line that is a number sets the percentage; a line `XXX` starts a block whose first
/// line is the percentage and whose next lines, up to another `XXX`, are the new text.
/// A line that is neither changes nothing, so junk never stops the gauge. As the programs
/// read them (checked on both):
/// - whiptail: the number is `strtoul`'s of the whole line (` 40` and `+20` are numbers,
///   `40 ` and `30abc` are not, `-5` is read as a huge number and shows 100%); the block's
///   marker is the line `XXX` exactly, its number may be no number (its text still
///   counts), and its text reads `\n` as a line feed;
/// - dialog: each line is read as its box's text is (``BoxText/dialogPrompt(_:_:)``); the
///   number is `strtol`'s, white space after it allowed, never negative (`40 ` is 40,
///   `-5` is ignored); a line that begins with `XXX` is a marker; after one, a line that
///   is no number is the text's first line.
/// - both: an empty line is 0%.
///
/// Percentages over 100 are shown as 100.
public struct BoxGauge: Sendable, Equatable {
    public let program: BoxProgram
    let whitespace: BoxText.Whitespace
    let readsColorCodes: Bool
    /// The percentage to show.
    public private(set) var percent: Int
    /// The text to show over the meter, made safe to show (``BoxText/shownText(_:)``).
    public private(set) var text: String
    private var block: Block?

    /// Where a block (`XXX`…`XXX`) is being read.
    private enum Block: Sendable, Equatable {
        case percent
        case text([String])
    }

    /// A gauge of `command`'s box, starting at its text and percentage.
    ///
    /// - Precondition: `command` is a gauge.
    public init(_ command: BoxCommand) {
        guard case .gauge(let text, let percent) = command.widget else {
            preconditionFailure("BoxGauge needs a gauge")
        }
        self.program = command.program
        self.whitespace = command.options.whitespace
        self.readsColorCodes = command.program == .dialog && command.options.readsColorCodes
        self.percent = percent
        self.text = BoxText.shownText(command.program == .dialog ? command.shown(text) : text)
    }

    /// Reads one line of input, without its line feed. Returns whether the percentage or
    /// the text changed.
    @discardableResult
    public mutating func read(_ rawLine: String) -> Bool {
        let line = program == .dialog ? BoxText.dialogPrompt(rawLine, whitespace) : rawLine
        let isMarker = program == .whiptail ? line == "XXX" : line.hasPrefix("XXX")
        switch block {
        case nil:
            if isMarker {
                block = .percent
                return false
            }
            return setPercent(line)
        case .percent:
            if program == .dialog, isMarker { return false }
            let changed = setPercent(line)
            if program == .dialog, !changed, Self.dialogPercent(line) == nil {
                block = .text([line])
            } else {
                block = .text([])
            }
            return changed
        case .text(let lines):
            guard isMarker else {
                block = .text(lines + [line])
                return false
            }
            block = nil
            let joined = lines.joined(separator: "\n")
            let read = program == .whiptail ? BoxText.whiptail(joined) : joined
            text = BoxText.shownText(readsColorCodes ? BoxText.droppingColorCodes(read) : read)
            return true
        }
    }

    /// Sets the percentage `line` names; whether it named one.
    private mutating func setPercent(_ line: String) -> Bool {
        let value: Int?
        switch program {
        case .whiptail: value = BoxNumber(line).map { $0.value < 0 ? 100 : $0.value }
        case .dialog: value = Self.dialogPercent(line)
        }
        guard let value else { return false }
        percent = min(value, 100)
        return true
    }

    /// The percentage dialog reads from `line` (`decode_percent`): `strtol`'s number,
    /// followed by nothing or white space, and not negative. As there, a line with no
    /// digits that is empty or begins with white space is 0.
    private static func dialogPercent(_ line: String) -> Int? {
        let bytes = Array(line.utf8)
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var index = 0
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        let signed = index
        if index < bytes.count,
            bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        {
            index += 1
        }
        let digits = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        guard index > digits else { return bytes.isEmpty || isSpace(bytes[0]) ? 0 : nil }
        guard index == bytes.count || isSpace(bytes[index]),
            let number = BoxNumber(String(decoding: bytes[signed..<index], as: UTF8.self)),
            number.value >= 0
        else { return nil }
        return number.value
    }
}
