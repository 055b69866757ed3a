/// A terminal's cells drawn as an SVG picture, as a dark terminal window would show them:
/// colours of the 256-colour palette and 24-bit ones, bold, dim, italic, underline and
/// reverse video.
///
/// Every glyph sits in its cell: a run of ASCII is stretched to exactly its columns, and a
/// run with other characters (Hangul, symbols) places each glyph at its column, so the
/// picture lines up in whatever monospace font draws it. The output depends on the cells
/// alone: the same screen always gives the same bytes.
public struct TerminalPicture {
    /// The rows to draw; trailing empty rows are left out.
    public let rows: [[TerminalModel.Cell]]
    /// What the picture shows, for its `<title>`.
    public let title: String

    public init(rows: [[TerminalModel.Cell]], title: String) {
        var rows = rows
        while let last = rows.last, last.allSatisfy(Self.isBlank) { rows.removeLast() }
        self.rows = rows
        self.title = title
    }

    // Sizes in tenths of a pixel, so that every coordinate is written exactly.
    static let cellWidth = 84
    static let lineHeight = 180
    static let fontSize = 140
    static let padding = 160
    static let titleBar = 300
    static let baseline = 130

    static let background = "#1e1e1e"
    static let foreground = "#d4d4d4"

    /// The picture as an SVG document.
    public var svg: String {
        let columns = rows.map(\.count).max() ?? 0
        let width = 2 * Self.padding + columns * Self.cellWidth
        let height = Self.titleBar + rows.count * Self.lineHeight + Self.padding
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.pixels(width))" \
            height="\(Self.pixels(height))" viewBox="0 0 \(Self.pixels(width)) \
            \(Self.pixels(height))" role="img" aria-label="\(Self.escaped(title))">
            <title>\(Self.escaped(title))</title>
            <rect width="100%" height="100%" rx="8" fill="\(Self.background)"/>
            <circle cx="20" cy="15" r="6" fill="#ff5f57"/>
            <circle cx="40" cy="15" r="6" fill="#febc2e"/>
            <circle cx="60" cy="15" r="6" fill="#28c840"/>
            <g font-family="'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace" \
            font-size="\(Self.pixels(Self.fontSize))" xml:space="preserve">

            """
        for (index, row) in rows.enumerated() {
            svg += Self.draw(row, top: Self.titleBar + index * Self.lineHeight)
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// A row's runs of cells in one style: a rectangle for a background, then the text.
    private static func draw(_ row: [TerminalModel.Cell], top: Int) -> String {
        var end = row.count
        while end > 0, isBlank(row[end - 1]) { end -= 1 }
        var output = ""
        var start = 0
        while start < end {
            var stop = start + 1
            while stop < end, row[stop].style == row[start].style { stop += 1 }
            output += draw(Array(row[start..<stop]), column: start, top: top)
            start = stop
        }
        return output
    }

    private static func draw(_ cells: [TerminalModel.Cell], column: Int, top: Int) -> String {
        let style = cells[0].style
        var (foreground, background) = (colour(style.foreground), colour(style.background))
        if style.inverse {
            (foreground, background) = (
                background ?? Self.background, foreground ?? Self.foreground
            )
        }
        let x = padding + column * cellWidth
        var output = ""
        if let background {
            output +=
                "<rect x=\"\(pixels(x))\" y=\"\(pixels(top))\" width=\"\(pixels(cells.count * cellWidth))\" "
                + "height=\"\(pixels(lineHeight))\" fill=\"\(background)\"/>\n"
        }
        let text = cells.map(\.text).joined()
        guard text.contains(where: { $0 != " " }) || style.underline else { return output }
        var attributes = ""
        if let foreground {
            attributes += " fill=\"\(foreground)\""
        } else {
            attributes += " fill=\"\(Self.foreground)\""
        }
        if style.dim { attributes += " fill-opacity=\"0.6\"" }
        if style.bold { attributes += " font-weight=\"bold\"" }
        if style.italic { attributes += " font-style=\"italic\"" }
        if style.underline { attributes += " text-decoration=\"underline\"" }
        let y = top + baseline
        if text.unicodeScalars.allSatisfy({ $0.isASCII }) {
            output +=
                "<text x=\"\(pixels(x))\" y=\"\(pixels(y))\" textLength=\"\(pixels(cells.count * cellWidth))\" "
                + "lengthAdjust=\"spacingAndGlyphs\"\(attributes)>\(escaped(text))</text>\n"
            return output
        }
        // Each glyph at its own column: wide ones take two.
        var positions: [String] = []
        var glyphs = ""
        for (offset, cell) in cells.enumerated() where !cell.text.isEmpty {
            positions.append(pixels(x + offset * cellWidth))
            glyphs += cell.text
        }
        output +=
            "<text x=\"\(positions.joined(separator: " "))\" y=\"\(pixels(y))\"\(attributes)>"
            + "\(escaped(glyphs))</text>\n"
        return output
    }

    private static func isBlank(_ cell: TerminalModel.Cell) -> Bool {
        cell.text == " " && cell.style.background == nil && !cell.style.inverse
            && !cell.style.underline
    }

    /// `tenths` of a pixel written as pixels: `84` → `8.4`, `160` → `16`.
    private static func pixels(_ tenths: Int) -> String {
        tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The colour's `#rrggbb`, `nil` for the terminal's default.
    private static func colour(_ colour: TerminalModel.Colour?) -> String? {
        switch colour {
        case nil: return nil
        case .rgb(let red, let green, let blue): return hex(red, green, blue)
        case .palette(let index) where index < 16: return palette[index]
        case .palette(let index) where index < 232:
            let levels = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return hex(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        case .palette(let index):
            let grey = 8 + 10 * (min(index, 255) - 232)
            return hex(grey, grey, grey)
        }
    }

    /// The sixteen theme colours, as a common dark terminal theme has them.
    private static let palette = [
        "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
        "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
    ]

    private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
        let digits = Array("0123456789abcdef")
        return "#"
            + [red, green, blue].map { String([digits[$0 / 16 % 16], digits[$0 % 16]]) }.joined()
    }
}
