import WizardText

/// The picker's wheel on the interactive screen, also a confirm question's two options.
extension StepScreen {
    /// The most options a picker shows at once.
    static let pickerWindow = 7

    /// The wheel: the options the filter leaves (all of them before one is typed), the
    /// chosen one marked and highlighted, each label wrapped under its first character
    /// (``optionRows(marker:_:label:_:marks:)``), the part a filter matched underlined; with
    /// the row of the choice's first line, `nil` before one. Past ``pickerWindow`` options
    /// it shows a window that follows the choice, with a row above and below saying how
    /// many more there are; `window` is how many options it shows, `nil` when all show.
    func pickerLines(_ picker: PickerEdit) -> (lines: [Line], choiceRow: Int?, window: Int?) {
        let selected = picker.selectedRow
        let window = optionWindow(count: picker.rowCount, around: selected)
        var lines = window.above
        var choiceRow: Int?
        for row in window.shown {
            let index = picker.filter.option(atRow: row)
            let label = picker.question.options[index].label(language)
            let marks = matchedRanges(picker.filter, label: label)
            if row == selected { choiceRow = lines.count }
            lines +=
                row == selected
                ? optionRows(
                    marker: "❯ ", [.bold, .accent], label: label, [.bold, .accent], marks: marks)
                : optionRows(
                    marker: "  ", [], label: label, picker.selection == nil ? [] : .dim,
                    marks: marks)
        }
        return (
            lines + window.below + noMatchLines(picker.filter), choiceRow,
            window.above.isEmpty ? nil : window.shown.count
        )
    }

    /// Which of `count` options show around the one at `focus`: all of them up to
    /// `size` (``pickerWindow`` unless given), else a window of that many, or of
    /// ``optionWindowLimit`` when the screen asks for fewer, the focus as near its middle as
    /// the ends allow, with a row above and below saying how many more there are (empty rows
    /// when none).
    func optionWindow(count: Int, around focus: Int?, size: Int = pickerWindow) -> (
        shown: Range<Int>, above: [Line], below: [Line]
    ) {
        guard count > size else { return (0..<count, [], []) }
        let size = min(size, optionWindowLimit ?? size)
        let first = min(max((focus ?? 0) - size / 2, 0), count - size)
        let shown = first..<(first + size)
        func more(_ count: Int, _ arrow: String) -> Line {
            count == 0 ? Line("") : Line("  \(arrow) \(count)", .dim)
        }
        return (shown, [more(first, "↑")], [more(count - shown.upperBound, "↓")])
    }

}
