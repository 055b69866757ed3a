import WizardMessages
import WizardText

/// A long list's filter on the interactive screen (a picker's, a multi-select's): the line
/// over the list, the matched letters of each label shown, and the line that says nothing
/// matches.
///
/// The matched letters are underlined, and in bold on a row not chosen, so that they show
/// without colour (`NO_COLOR`, a monochrome terminal).
extension StepScreen {
    /// `Filter: seo  (1 of 507)`, or before anything is typed how many options there are;
    /// `hiddenChosen` (a multi-select's chosen options the filter hides) adds how many.
    func filterLine(_ filter: ChoiceFilter, total: Int, hiddenChosen: Int = 0) -> Line {
        guard filter.isActive else {
            return Line(glyphs.words(Message.filterEmpty(total)(language)), .dim)
                .shifted(by: 0, within: contentWidth)
        }
        var text = Message.filterLine(
            query: filter.query.terminalSafe, shown: filter.shownCount(of: total), of: total)(
                language)
        if hiddenChosen > 0 { text += Message.filterHiddenChosen(hiddenChosen)(language) }
        return Line(glyphs.words(text), .bold).shifted(by: 0, within: contentWidth)
    }

    /// The line in place of the list when the filter leaves no option: what was typed, and
    /// how to widen.
    func noMatchLines(_ filter: ChoiceFilter) -> [Line] {
        guard filter.isEmptied else { return [] }
        return titleLines(Message.noMatch(filter.query.terminalSafe)(language), .bold)
    }

    /// The parts of `label` that the filter matched, as ranges of its scalars; none before
    /// anything is typed, or when only the option's value matched.
    func matchedRanges(_ filter: ChoiceFilter, label: String) -> [Range<Int>] {
        guard let (match, folded) = filter.labelMatch(label) else { return [] }
        return match.scalarRanges(in: folded)
    }

    /// `label` as spans in `style`, the scalars in `marks` underlined (and bold).
    func markedSpans(_ label: String, _ marks: [Range<Int>], _ style: Style) -> [Span] {
        guard !marks.isEmpty else { return [Span(label, style)] }
        var spans: [Span] = []
        var part = String.UnicodeScalarView()
        var partMarked = false
        for (offset, scalar) in label.unicodeScalars.enumerated() {
            let marked = marks.contains { $0.contains(offset) }
            if marked != partMarked, !part.isEmpty {
                spans.append(Span(String(part), partMarked ? marking(style) : style))
                part = String.UnicodeScalarView()
            }
            partMarked = marked
            part.append(scalar)
        }
        if !part.isEmpty {
            spans.append(Span(String(part), partMarked ? marking(style) : style))
        }
        return spans
    }

    /// The style of a matched part in a row of `style`: underlined and bold, never dim.
    private func marking(_ style: Style) -> Style {
        style.subtracting(.dim).union([.underline, .bold])
    }
}
