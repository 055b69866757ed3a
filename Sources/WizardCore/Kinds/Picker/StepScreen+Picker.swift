/// The picker's wheel on the interactive screen, also a confirm question's two options.
extension StepScreen {
    /// The most options a picker shows at once.
    static let pickerWindow = 7

    /// The wheel: the options, the chosen one marked and highlighted. Past
    /// ``pickerWindow`` options it shows a window that follows the choice, with a row above
    /// and below saying how many more there are.
    func pickerLines(_ picker: PickerEdit, language: Language) -> [Line] {
        let window = optionWindow(count: picker.question.options.count, around: picker.selection)
        return window.above + optionLines(picker, range: window.shown, language: language)
            + window.below
    }

    /// The row of ``pickerLines(_:language:)`` that shows the choice, `nil` before one.
    func pickerRow(of picker: PickerEdit) -> Int? {
        guard let selection = picker.selection else { return nil }
        let window = optionWindow(count: picker.question.options.count, around: selection)
        return selection - window.shown.lowerBound + window.above.count
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

    private func optionLines(_ picker: PickerEdit, range: Range<Int>, language: Language)
        -> [Line]
    {
        range.map { index in
            let option = picker.question.options[index]
            let label = option.label(language)
            let line: Line =
                index == picker.selection
                ? Line([Span("❯ ", [.bold, .accent]), Span(label, [.bold, .accent])])
                : Line("  " + label, picker.selection == nil ? [] : .dim)
            return line.shifted(by: 0, within: contentWidth)
        }
    }
}
