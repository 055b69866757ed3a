/// Numbers drawn three rows tall with block characters: the slider's value "shown large".
public enum BigDigits {
    /// The three rows of each digit 0–9, each row three columns wide.
    private static let glyphs: [[String]] = [
        ["█▀█", "█ █", "▀▀▀"], ["▀█ ", " █ ", "▀▀▀"], ["▀▀█", "█▀▀", "▀▀▀"], ["▀▀█", " ▀█", "▀▀▀"],
        ["█ █", "▀▀█", "  ▀"], ["█▀▀", "▀▀█", "▀▀▀"], ["█▀▀", "█▀█", "▀▀▀"], ["▀▀█", "  █", "  ▀"],
        ["█▀█", "█▀█", "▀▀▀"], ["█▀█", "▀▀█", "▀▀▀"],
    ]

    /// `number` as three rows, digits one column apart; a minus sign for negatives.
    public static func rows(for number: Int) -> [String] {
        var rows = ["", "", ""]
        for (index, character) in String(number).enumerated() {
            let glyph = character.wholeNumberValue.map { glyphs[$0] } ?? ["   ", "▀▀▀", "   "]
            for row in 0..<3 {
                rows[row] += (index == 0 ? "" : " ") + glyph[row]
            }
        }
        return rows
    }
}
