import WizardText

/// A step's description on the interactive screen: under its title, for every kind.
extension StepScreen {
    /// The step's description (``Step/text``) in the screen's language as rows of its width,
    /// through the terminal's glyphs (``Glyphs/words(_:)``), laid out by
    /// ``DescriptionLayout/rows(of:width:)``; none for a step without one. The last text's
    /// rows are kept, by the text itself: most keys leave them as they were.
    func descriptionRows(of step: Step) -> [String] {
        guard let text = step.text?(language) else { return [] }
        if let last = lastDescription, last.text == text { return last.rows }
        let rows = DescriptionLayout.rows(of: glyphs.words(text), width: contentWidth)
        lastDescription = (text, rows)
        return rows
    }

    /// `content` with the step's description under its title row: a blank row, then the
    /// description's rows; the rows after them move down. A question's description rows are
    /// marked to scroll on their own (``StepContent/descriptionRows``).
    func describing(_ content: StepContent, step: Step) -> StepContent {
        let rows = descriptionRows(of: step)
        guard !rows.isEmpty else { return content }
        var described = content
        let start = content.titleRow + 1
        described.lines.insert(contentsOf: [""] + rows.map { Line($0) }, at: start)
        let added = rows.count + 1
        func moved(_ row: Int?) -> Int? { row.map { $0 >= start ? $0 + added : $0 } }
        described.fieldRow = moved(content.fieldRow)
        described.focusRow = moved(content.focusRow)
        if step.isQuestion { described.descriptionRows = (start + 1)..<(start + added) }
        return described
    }
}
