import WizardCore

/// A small model of a VT-style terminal, enough to replay what wizard and readline write
/// and check the result: the text on screen, what scrolled off, the SGR attributes used,
/// and every character written past the right margin (which a real terminal would wrap).
///
/// Characters are measured with WizardCore's display width, as the terminal must agree with
/// it for the layout to line up.
public struct TerminalModel {
    public private(set) var columns: Int
    public let rows: Int
    /// Lines that scrolled off the top, oldest first, trailing spaces removed.
    public private(set) var scrollback: [String] = []
    /// Each character written past the right margin, with the row's text at that moment.
    public private(set) var overflows: [String] = []
    /// Every SGR parameter seen (`1` bold, `94` bright blue...).
    public private(set) var attributes: Set<Int> = []
    public private(set) var cursorVisible = true
    public private(set) var bells = 0

    private var grid: [[String]]
    private var row = 0
    private var column = 0
    private var saved = (row: 0, column: 0)

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The screen's rows, trailing spaces removed.
    public var screen: [String] { grid.map(Self.text) }

    /// Where the cursor is on the screen.
    public var cursorPosition: (row: Int, column: Int) { (row, column) }

    /// Scrollback and screen together, with trailing empty rows dropped.
    public var allLines: [String] {
        var lines = scrollback + screen
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether any colour attribute (foreground or background) was used.
    public var usedColour: Bool {
        attributes.contains { (30...49).contains($0) || (90...107).contains($0) }
    }

    /// A resize as a terminal without reflow does it: rows are cut or padded.
    public mutating func resize(columns newColumns: Int) {
        grid = grid.map { line in
            Array(
                (line + Array(repeating: " ", count: max(0, newColumns - line.count)))
                    .prefix(newColumns))
        }
        columns = newColumns
        column = min(column, newColumns - 1)
    }

    public mutating func feed(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\u{1B}": escape(&characters)
            case "\r\n": column = 0; lineFeed()
            case "\r": column = 0
            case "\n": lineFeed()
            case "\u{08}": column = max(0, column - 1)
            case "\u{07}": bells += 1
            case "\t": column = min(columns - 1, (column / 8 + 1) * 8)
            default: put(character)
            }
        }
    }

    private mutating func put(_ character: Character) {
        let width = character.displayWidth
        if character.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) { return }
        if width == 0 {
            if column > 0 { grid[row][column - 1] += String(character) }
            return
        }
        if column + width > columns {
            overflows.append(Self.text(grid[row]) + String(character))
            column = 0
            lineFeed()
        }
        grid[row][column] = String(character)
        if width == 2, column + 1 < columns { grid[row][column + 1] = "" }
        column += width
    }

    private mutating func lineFeed() {
        if row == rows - 1 {
            scrollback.append(Self.text(grid.removeFirst()))
            grid.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    private mutating func escape(_ characters: inout String.Iterator) {
        guard let next = characters.next() else { return }
        switch next {
        case "[": controlSequence(&characters)
        case "7": saved = (row, column)
        case "8": (row, column) = saved
        case "]":  // operating system command: skip to BEL or ST
            while let character = characters.next(), character != "\u{07}", character != "\u{1B}" {}
        default: break
        }
    }

    private mutating func controlSequence(_ characters: inout String.Iterator) {
        var parameters = ""
        var final: Character = "@"
        while let character = characters.next() {
            if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) {
                final = character
                break
            }
            parameters.append(character)
        }
        let isPrivate = parameters.hasPrefix("?")
        let numbers = parameters.drop { $0 == "?" }.split(
            separator: ";", omittingEmptySubsequences: false
        )
        .map { Int($0) }
        let first = numbers.first.flatMap { $0 } ?? 0
        let count = max(first, 1)
        switch final {
        case "A": row = max(0, row - count)
        case "B": row = min(rows - 1, row + count)
        case "C": column = min(columns - 1, column + count)
        case "D": column = max(0, column - count)
        case "G": column = min(columns - 1, count - 1)
        case "H":
            row = min(rows - 1, count - 1)
            column = min(columns - 1, max((numbers.count > 1 ? numbers[1] ?? 1 : 1), 1) - 1)
        case "J":
            if first == 2 {
                grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            } else {
                clear(row: row, from: column)
                for below in (row + 1)..<rows { clear(row: below, from: 0) }
            }
        case "K":
            if first == 2 {
                clear(row: row, from: 0)
            } else if first == 0 {
                clear(row: row, from: column)
            }
        case "P":
            grid[row].removeSubrange(column..<min(columns, column + count))
            grid[row] += Array(repeating: " ", count: columns - grid[row].count)
        case "@":
            grid[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
            grid[row] = Array(grid[row].prefix(columns))
        case "m":
            attributes.formUnion(numbers.map { $0 ?? 0 })
        case "h", "l":
            if isPrivate && first == 25 { cursorVisible = final == "h" }
        default:
            break
        }
    }

    private mutating func clear(row: Int, from start: Int) {
        guard start < columns else { return }
        for index in start..<columns { grid[row][index] = " " }
    }

    private static func text(_ cells: [String]) -> String {
        var line = cells.joined()
        while line.last == " " { line.removeLast() }
        return line
    }
}
