import WizardMessages

/// The review before saving (``Session/isReviewing``): every answer of the run under its
/// question, one chosen with ↑/↓, and the button that saves.
extension StepScreen {
    /// The review's frame for `state`: the indicator (full), the heading, each answer as
    /// `question: answer` wrapped under a marker, the button, and the key hints. On a short
    /// terminal the hints go first, then the answers are shown in a window that keeps the
    /// chosen one in view.
    func reviewFrame(for state: InteractiveState) -> Frame {
        let items = state.session.reviewItems
        let chosen = state.reviewSelection
        let indicator = StepIndicator.lines(
            state.progress, style: options.progress, width: contentWidth, language: language)
        let top: [Line] =
            [""] + indicator.map(indented) + [""]
            + wrap(glyphs.words(Message.Review.title(language)), toWidth: contentWidth).map {
                indented(Line($0, [.bold, .accent]))
            } + [""]
        var rows: [(item: Int, line: Line)] = []
        for (index, item) in items.enumerated() {
            let text = AnswerLine.text(
                label: item.step.title, value: item.shownAnswer(language: language),
                language: language)
            let style: Style = index == chosen ? [.bold, .accent] : []
            for (row, part) in wrap(glyphs.words(text), toWidth: contentWidth - 2).enumerated() {
                let marker = row == 0 && index == chosen ? "❯ " : "  "
                rows.append((index, indented(Line(marker + part, style))))
            }
        }
        let onButton = chosen >= items.count
        let button = Span(
            " \(glyphs.words(Message.Review.button(language))) ",
            onButton ? [.bold, .inverse, .accent] : [.bold])
        let bottom: [Line] = ["", indented(Line([Span(onButton ? "❯" : " ", .bold), button]))]
        var parts = [Message.Review.hint(language)]
        if state.session.canGoBack { parts.append(Message.hintBack(language)) }
        parts.append(
            (options.escapeQuits ? Message.hintQuitEscape : Message.hintQuitControlC)(language))
        var hints = Self.join(
            parts.map(glyphs.words), separator: glyphs.words(" · "), width: contentWidth
        ).map { indented(Line($0, .dim)) }
        let room = max(height - 1, 1)
        if top.count + rows.count + bottom.count + hints.count > room { hints = [] }
        let window = max(room - top.count - bottom.count - hints.count, 1)
        var shown = rows[...]
        if rows.count > window {
            // The chosen answer's first row in view, as near the middle as the list allows.
            let first = rows.firstIndex { $0.item == min(chosen, items.count - 1) } ?? 0
            let start = min(max(first - window / 2, 0), rows.count - window)
            shown = rows[start..<(start + window)]
        }
        return Frame(lines: top + shown.map(\.line) + bottom + hints)
    }

    private func indented(_ line: Line) -> Line {
        line.spans.isEmpty ? line : line.shifted(by: margin, within: width)
    }
}
