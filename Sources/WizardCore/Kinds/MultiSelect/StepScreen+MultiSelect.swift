/// The multi-select list on the interactive screen.
extension StepScreen {
    /// The options with a check box each, the cursor's row marked and highlighted, each
    /// label wrapped under its first character; past ``pickerWindow`` options, a window that
    /// follows the cursor, as the picker's wheel.
    func multiSelectLines(_ edit: MultiSelectEdit, language: Language) -> [Line] {
        let options = edit.question.options
        let window = optionWindow(count: options.count, around: edit.cursor)
        let rows = window.shown.flatMap { index in
            let box = edit.chosen.contains(index) ? "[x] " : "[ ] "
            let label = options[index].label(language)
            let style: Style = edit.chosen.contains(index) ? [] : .dim
            return index == edit.cursor
                ? optionRows(marker: "❯ " + box, [.bold, .accent], label: label, [.bold, .accent])
                : optionRows(marker: "  " + box, style, label: label, style)
        }
        return window.above + rows + window.below
    }
}
