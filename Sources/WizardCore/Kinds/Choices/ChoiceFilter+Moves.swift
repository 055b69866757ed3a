extension ChoiceFilter {
    /// The option a list of these rows moves to on `key` from the option on `row` (`nil`:
    /// none shown chosen): ↑/↓ a row, PgUp/PgDn a window's worth (``StepScreen/pickerWindow``),
    /// Home/End the ends, within the rows the filter leaves; `nil` for another key or no
    /// rows.
    func option(after key: Key, fromRow row: Int?, rowCount count: Int) -> Int? {
        guard count > 0 else { return nil }
        let page = StepScreen.pickerWindow
        let wanted: Int
        switch key {
        case .down: wanted = row.map { $0 + 1 } ?? 0
        case .up: wanted = row.map { $0 - 1 } ?? count - 1
        case .pageDown: wanted = (row ?? -1) + page
        case .pageUp: wanted = (row ?? count) - page
        case .home: wanted = 0
        case .end: wanted = count - 1
        default: return nil
        }
        return option(atRow: min(max(wanted, 0), count - 1))
    }
}
