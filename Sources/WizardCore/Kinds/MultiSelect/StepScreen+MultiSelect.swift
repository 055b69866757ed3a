/// The multi-select list on the interactive screen.
extension StepScreen {
    /// The options with a check box each, the cursor's row marked and highlighted; past
    /// ``pickerWindow`` options, a window that follows the cursor, as the picker's wheel.
    func multiSelectLines(_ edit: MultiSelectEdit, language: Language) -> [Line] {
        let options = edit.question.options
        let window = optionWindow(count: options.count, around: edit.cursor)
        let rows = window.shown.map { index in
            let box = edit.chosen.contains(index) ? "[x] " : "[ ] "
            let label = options[index].label(language)
            let line: Line =
                index == edit.cursor
                ? Line([Span("❯ " + box, [.bold, .accent]), Span(label, [.bold, .accent])])
                : Line("  " + box + label, edit.chosen.contains(index) ? [] : .dim)
            return line.shifted(by: 0, within: contentWidth)
        }
        return window.above + rows + window.below
    }
}
