import WizardCore

/// A small model of a VT-style terminal, enough to replay what wizard and readline write
/// and check the result: the text on screen and how each cell looks (colours, bold, dim,
/// underline, reverse video: ``cells``), what scrolled off, the SGR attributes used, and
/// every character written past the right margin (which a real terminal would wrap).
///
/// Characters are measured with WizardCore's display width, as the terminal must agree with
/// it for the layout to line up.
public struct TerminalModel {
    /// One column of the screen: its text (empty for the second column of a wide
    /// character; a base and its combining marks otherwise) and how it looks.
    public struct Cell: Equatable, Sendable {
        public var text: String
        public var style: CellStyle

        public init(text: String, style: CellStyle) {
            self.text = text
            self.style = style
        }

        public static let blank = Cell(text: " ", style: CellStyle())
    }

    /// How a cell looks, as SGR set it when the cell was written (or erased: an erased
    /// cell keeps the background, as xterm does).
    public struct CellStyle: Equatable, Hashable, Sendable {
        public var foreground: Colour?
        public var background: Colour?
        public var bold = false
        public var dim = false
        public var italic = false
        public var underline = false
        public var inverse = false

        public init() {}
    }

    /// A colour as SGR names it: one of the 256 of the palette (0–15 the terminal's own
    /// theme) or a 24-bit colour.
    public enum Colour: Equatable, Hashable, Sendable {
        case palette(Int)
        case rgb(red: Int, green: Int, blue: Int)
    }

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

    /// Rows that scrolled off the top, as cells, oldest first.
    public private(set) var scrollbackCells: [[Cell]] = []

    private var grid: [[Cell]]
    private var row = 0
    private var column = 0
    private var saved = (row: 0, column: 0)
    /// The attributes the next character is written with.
    private var pen = CellStyle()

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        grid = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    /// The screen's rows, trailing spaces removed.
    public var screen: [String] { grid.map(Self.text) }

    /// The screen's rows as cells, each row `columns` wide.
    public var cells: [[Cell]] { grid }

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
                (line + Array(repeating: .blank, count: max(0, newColumns - line.count)))
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
            if column > 0 { grid[row][column - 1].text += String(character) }
            return
        }
        if column + width > columns {
            overflows.append(Self.text(grid[row]) + String(character))
            column = 0
            lineFeed()
        }
        grid[row][column] = Cell(text: String(character), style: pen)
        if width == 2, column + 1 < columns { grid[row][column + 1] = Cell(text: "", style: pen) }
        column += width
    }

    private mutating func lineFeed() {
        if row == rows - 1 {
            let top = grid.removeFirst()
            scrollback.append(Self.text(top))
            scrollbackCells.append(top)
            grid.append(Array(repeating: erased, count: columns))
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
                grid = Array(repeating: Array(repeating: erased, count: columns), count: rows)
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
            grid[row] += Array(repeating: erased, count: columns - grid[row].count)
        case "@":
            grid[row].insert(contentsOf: Array(repeating: erased, count: count), at: column)
            grid[row] = Array(grid[row].prefix(columns))
        case "m":
            attributes.formUnion(numbers.map { $0 ?? 0 })
            pen.apply(numbers.map { $0 ?? 0 })
        case "h", "l":
            if isPrivate && first == 25 { cursorVisible = final == "h" }
        default:
            break
        }
    }

    private mutating func clear(row: Int, from start: Int) {
        guard start < columns else { return }
        for index in start..<columns { grid[row][index] = erased }
    }

    /// What erasing leaves: a blank in the current background.
    private var erased: Cell {
        var style = CellStyle()
        style.background = pen.background
        return Cell(text: " ", style: style)
    }

    private static func text(_ cells: [Cell]) -> String {
        var line = cells.map(\.text).joined()
        while line.last == " " { line.removeLast() }
        return line
    }
}

extension TerminalModel.CellStyle {
    /// Applies the parameters of one SGR sequence (`ESC [ … m`), in order.
    mutating func apply(_ parameters: [Int]) {
        var index = parameters.startIndex
        func colour() -> TerminalModel.Colour? {
            // 38;5;N or 38;2;R;G;B: the parameters after 38 or 48.
            guard index + 1 < parameters.endIndex else { return nil }
            switch parameters[index + 1] {
            case 5 where index + 2 < parameters.endIndex:
                index += 2
                return .palette(parameters[index])
            case 2 where index + 4 < parameters.endIndex:
                index += 4
                return .rgb(
                    red: parameters[index - 2], green: parameters[index - 1],
                    blue: parameters[index])
            default:
                return nil
            }
        }
        while index < parameters.endIndex {
            let parameter = parameters[index]
            switch parameter {
            case 0: self = TerminalModel.CellStyle()
            case 1: bold = true
            case 2: dim = true
            case 3: italic = true
            case 4: underline = true
            case 7: inverse = true
            case 22: (bold, dim) = (false, false)
            case 23: italic = false
            case 24: underline = false
            case 27: inverse = false
            case 30...37: foreground = .palette(parameter - 30)
            case 38: foreground = colour()
            case 39: foreground = nil
            case 40...47: background = .palette(parameter - 40)
            case 48: background = colour()
            case 49: background = nil
            case 90...97: foreground = .palette(parameter - 90 + 8)
            case 100...107: background = .palette(parameter - 100 + 8)
            default: break
            }
            index += 1
        }
    }
}
