/// The multi-select list on the interactive screen.
extension StepScreen {
    /// The rows a terminal leaves a long multi-select's list beyond the rest of its screen
    /// (indicator, title, filter line, the rows saying how many more, alert, button, hints).
    static let multiSelectChrome = 14

    /// How many options a multi-select of `count` shows at once: ``pickerWindow``, or more
    /// on a terminal tall enough.
    func multiSelectWindow(count: Int) -> Int {
        guard height != .max else { return Self.pickerWindow }
        return max(Self.pickerWindow, height - Self.multiSelectChrome)
    }

    /// The options the filter leaves (all of them before one is typed) with a check box
    /// each, the cursor's row marked and highlighted, the part a filter matched underlined;
    /// past the window's size, a window that follows the cursor, as the picker's wheel.
    /// Also the row among them that shows the cursor, `nil` while the filter hides it.
    func multiSelectLines(_ edit: MultiSelectEdit, language: Language) -> (
        lines: [Line], cursorRow: Int?
    ) {
        let options = edit.question.options
        let count = edit.rowCount
        let cursorRow = edit.cursorRow
        let window = optionWindow(
            count: count, around: cursorRow, size: multiSelectWindow(count: count))
        let rows = window.shown.map { row in
            let index = edit.filter.option(atRow: row)
            let box = edit.chosen.contains(index) ? "[x] " : "[ ] "
            let label = options[index].label(language)
            let marks = matchedRanges(edit.filter, row: row, option: index)
            let line: Line =
                row == cursorRow
                ? Line(
                    [Span("❯ " + box, [.bold, .accent])]
                        + markedSpans(label, marks, [.bold, .accent]))
                : unchosenLine("  " + box, label, marks, edit.chosen.contains(index) ? [] : .dim)
            return line.shifted(by: 0, within: contentWidth)
        }
        let shownRow = cursorRow.map { $0 - window.shown.lowerBound + window.above.count }
        return (window.above + rows + window.below, shownRow)
    }
}
