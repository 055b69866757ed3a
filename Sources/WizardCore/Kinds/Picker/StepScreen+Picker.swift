/// The picker's wheel on the interactive screen, also a confirm question's two options.
extension StepScreen {
    /// The most options a picker shows at once.
    static let pickerWindow = 7

    /// The wheel: the options, the chosen one marked and highlighted, each label wrapped
    /// (``optionRows(marker:_:label:_:)``); with the row of the choice's first line, `nil`
    /// before one. Past ``pickerWindow`` options it shows a window that follows the choice,
    /// with a row above and below saying how many more there are.
    func pickerLines(_ picker: PickerEdit, language: Language) -> (
        lines: [Line], choiceRow: Int?
    ) {
        let window = optionWindow(count: picker.question.options.count, around: picker.selection)
        var lines = window.above
        var choiceRow: Int?
        for index in window.shown {
            if index == picker.selection { choiceRow = lines.count }
            let label = picker.question.options[index].label(language)
            lines +=
                index == picker.selection
                ? optionRows(marker: "❯ ", [.bold, .accent], label: label, [.bold, .accent])
                : optionRows(
                    marker: "  ", [], label: label, picker.selection == nil ? [] : .dim)
        }
        return (lines + window.below, choiceRow)
    }

    /// Which of `count` options show around the one at `focus`: all of them up to
    /// ``pickerWindow``, else a window of that many, the focus as near its middle as the
    /// ends allow, with a row above and below saying how many more there are (empty rows
    /// when none).
    func optionWindow(count: Int, around focus: Int?) -> (
        shown: Range<Int>, above: [Line], below: [Line]
    ) {
        guard count > Self.pickerWindow else { return (0..<count, [], []) }
        let first = min(max((focus ?? 0) - Self.pickerWindow / 2, 0), count - Self.pickerWindow)
        let shown = first..<(first + Self.pickerWindow)
        func more(_ count: Int, _ arrow: String) -> Line {
            count == 0 ? Line("") : Line("  \(arrow) \(count)", .dim)
        }
        return (shown, [more(first, "↑")], [more(count - shown.upperBound, "↓")])
    }

}
