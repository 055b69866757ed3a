/// The picker's wheel on the interactive screen, also a confirm question's two options.
extension StepScreen {
    /// The most options a picker shows at once.
    static let pickerWindow = 7

    /// The wheel: the options, the chosen one marked and highlighted. Past
    /// ``pickerWindow`` options it shows a window that follows the choice, with a row above
    /// and below saying how many more there are.
    func pickerLines(_ picker: PickerEdit, language: Language) -> [Line] {
        let options = picker.question.options
        guard options.count > Self.pickerWindow else {
            return optionLines(picker, range: options.indices, language: language)
        }
        let first = firstShown(picker)
        let shown = first..<(first + Self.pickerWindow)
        func more(_ count: Int, _ arrow: String) -> Line {
            count == 0 ? Line("") : Line("  \(arrow) \(count)", .dim)
        }
        return [more(first, "↑")] + optionLines(picker, range: shown, language: language)
            + [more(options.count - shown.upperBound, "↓")]
    }

    /// The row of ``pickerLines(_:language:)`` that shows the choice, `nil` before one.
    func pickerRow(of picker: PickerEdit) -> Int? {
        guard let selection = picker.selection else { return nil }
        guard picker.question.options.count > Self.pickerWindow else { return selection }
        return selection - firstShown(picker) + 1
    }

    /// The first option a long picker's window shows: the choice as near its middle as
    /// the ends allow.
    private func firstShown(_ picker: PickerEdit) -> Int {
        min(
            max((picker.selection ?? 0) - Self.pickerWindow / 2, 0),
            picker.question.options.count - Self.pickerWindow)
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
