/// The picker's wheel on the interactive screen, also a confirm question's two options.
extension StepScreen {
    /// The most options a picker shows at once.
    static let pickerWindow = 7

    /// The wheel: the options the filter leaves (all of them before one is typed), the
    /// chosen one marked and highlighted, the part a filter matched underlined. Past
    /// ``pickerWindow`` options it shows a window that follows the choice, with a row above
    /// and below saying how many more there are.
    func pickerLines(_ picker: PickerEdit, language: Language) -> [Line] {
        let window = optionWindow(count: picker.rowCount, around: picker.selectedRow)
        return window.above + optionLines(picker, range: window.shown, language: language)
            + window.below
    }

    /// The row of ``pickerLines(_:language:)`` that shows the choice, `nil` before one.
    func pickerRow(of picker: PickerEdit) -> Int? {
        guard let selection = picker.selectedRow else { return nil }
        let window = optionWindow(count: picker.rowCount, around: selection)
        return selection - window.shown.lowerBound + window.above.count
    }

    /// Which of `count` options show around the one at `focus`: all of them up to
    /// `size` (``pickerWindow`` unless given), else a window of that many, the focus as near
    /// its middle as the ends allow, with a row above and below saying how many more there
    /// are (empty rows when none).
    func optionWindow(count: Int, around focus: Int?, size: Int = pickerWindow) -> (
        shown: Range<Int>, above: [Line], below: [Line]
    ) {
        guard count > size else { return (0..<count, [], []) }
        let first = min(max((focus ?? 0) - size / 2, 0), count - size)
        let shown = first..<(first + size)
        func more(_ count: Int, _ arrow: String) -> Line {
            count == 0 ? Line("") : Line("  \(arrow) \(count)", .dim)
        }
        return (shown, [more(first, "↑")], [more(count - shown.upperBound, "↓")])
    }

    private func optionLines(_ picker: PickerEdit, range: Range<Int>, language: Language)
        -> [Line]
    {
        let selected = picker.selectedRow
        return range.map { row in
            let index = picker.filter.option(atRow: row)
            let label = picker.question.options[index].label(language)
            let marks = matchedRanges(picker.filter, row: row, option: index)
            let line: Line =
                row == selected
                ? Line(
                    [Span("❯ ", [.bold, .accent])] + markedSpans(label, marks, [.bold, .accent]))
                : unchosenLine("  ", label, marks, picker.selection == nil ? [] : .dim)
            return line.shifted(by: 0, within: contentWidth)
        }
    }

    /// A row not chosen: `prefix` and `label` in `style`, the marked parts of the label
    /// underlined; one span when nothing is marked.
    func unchosenLine(_ prefix: String, _ label: String, _ marks: [Range<Int>], _ style: Style)
        -> Line
    {
        marks.isEmpty
            ? Line(prefix + label, style)
            : Line([Span(prefix, style)] + markedSpans(label, marks, style))
    }
}
