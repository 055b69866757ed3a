/// Tabs in a script's text (a debconf description, a whiptail box's text), shown as a
/// terminal shows them.
enum TabStops {
    /// `line` with each tab as the spaces to the next multiple of eight characters.
    static func expanding(_ line: Substring) -> String {
        guard line.contains("\t") else { return String(line) }
        var expanded = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = 8 - column % 8
                expanded += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                expanded.append(character)
                column += 1
            }
        }
        return expanded
    }
}
