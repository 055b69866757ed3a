import WizardText

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
    /// each, the cursor's row marked and highlighted, each label wrapped under its first
    /// character, the part a filter matched underlined; past the window's size, a window
    /// that follows the cursor, as the picker's wheel. Also the row that shows the cursor's
    /// first line, `nil` while the filter hides it; and how many options the window shows,
    /// `nil` when the list shows whole.
    func multiSelectLines(_ edit: MultiSelectEdit) -> (
        lines: [Line], cursorRow: Int?, window: Int?
    ) {
        let options = edit.question.options
        let count = edit.rowCount
        let cursor = edit.cursorRow
        let window = optionWindow(
            count: count, around: cursor, size: multiSelectWindow(count: count))
        var lines = window.above
        var cursorLine: Int?
        for row in window.shown {
            let index = edit.filter.option(atRow: row)
            let box = edit.chosen.contains(index) ? "[x] " : "[ ] "
            let label = options[index].label(language)
            let marks = matchedRanges(edit.filter, label: label)
            let style: Style = edit.chosen.contains(index) ? [] : .dim
            if row == cursor { cursorLine = lines.count }
            lines +=
                row == cursor
                ? optionRows(
                    marker: "❯ " + box, [.bold, .accent], label: label, [.bold, .accent],
                    marks: marks)
                : optionRows(marker: "  " + box, style, label: label, style, marks: marks)
        }
        return (
            lines + window.below + noMatchLines(edit.filter), cursorLine,
            window.above.isEmpty ? nil : window.shown.count
        )
    }
}
