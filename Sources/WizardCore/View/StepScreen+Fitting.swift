/// Fitting a step's screen into the terminal's rows: what goes when there is no room, in
/// the order that keeps the control in view.
extension StepScreen {
    /// The signs at the top and bottom of a scrolled page, before the rows hidden there.
    enum ScrollGlyph {
        static let above = "↑"
        static let below = "↓"
    }

    /// A step's rows once fitted: the indicator's, the content's (the alert last), and
    /// the button's and hints'.
    struct Fit {
        var top: [Line]
        var content: [Line]
        var bottom: [Line]
        /// The field's row within `content`, if the step has one.
        var fieldRow: Int?
        /// A row of the content that must stay in view: the field's, or the chosen option's.
        var focusRow: Int?
        /// A question's description rows within `content`, which scroll on their own.
        var descriptionRows: Range<Int>?
        /// The rows the alert (or its empty row) takes at the end of `content`.
        var alertRows: Int
        /// How far the content can scroll; 0 when it all shows.
        var scrollLimit: Int
        /// The rows the content had room for when it scrolls (its description's, when
        /// ``scrollsDescription``).
        var window = 0
        /// Whether a question's description scrolls on its own, the rows around it whole.
        var scrollsDescription = false
    }

    /// The fewest rows a scrolled page keeps with its hints and blank rows around it;
    /// with less room they go, and the page gets their rows.
    static let roomyWindow = 5

    /// `chrome` around `content` and `alert` in at most `height - 1` rows.
    ///
    /// When they do not fit and `squeezing`, in turn: the key hints go, from the last line
    /// up; then the blank rows under the indicator and over the button, and the empty row
    /// kept for an alert; then the blank rows inside the content (never the field's row).
    /// Last (or at once, without `squeezing`) the content scrolls: a window from
    /// `scrollOffset` between a row `↑ 3` (rows hidden above) and a row `↓ 5` (rows hidden
    /// below), always showing the content's focus row. A question's description
    /// (``StepContent/descriptionRows``) scrolls so on its own instead, its title and control
    /// staying whole, while that leaves it three rows. The indicator, the field and the
    /// button always show.
    func fitted(
        _ chrome: Chrome, content: StepContent, alert: [Line], scrollOffset: Int, squeezing: Bool
    ) -> Fit {
        var fit = Fit(
            top: chrome.top, content: content.lines, bottom: [], fieldRow: content.fieldRow,
            focusRow: content.fieldRow ?? content.focusRow,
            descriptionRows: content.descriptionRows, alertRows: 0, scrollLimit: 0)
        let budget = height == .max ? Int.max : height - 1
        var alert = alert
        var hints = chrome.hints
        var button = chrome.button
        func rows() -> Int {
            fit.top.count + fit.content.count + alert.count + button.count + hints.count
        }

        if squeezing {
            while rows() > budget, !hints.isEmpty { hints.removeLast() }
            if rows() > budget, fit.top.last?.spans.isEmpty == true, fit.top.count > 2 {
                fit.top.removeLast()
            }
            if rows() > budget, button.count > 1 { button.removeFirst() }
            if rows() > budget, alert.allSatisfy({ $0.spans.isEmpty }) { alert = [] }
            if rows() > budget { dropBlankRows(&fit) }
        }
        if rows() > budget {
            let room = budget - (rows() - fit.content.count)
            if let described = fit.descriptionRows,
                room - (fit.content.count - described.count) >= 3
            {
                fit.window = room - (fit.content.count - described.count)
                fit.scrollsDescription = true
                scrollDescription(&fit, offset: scrollOffset)
            } else {
                fit.window = max(1, room)
                scroll(&fit, offset: scrollOffset)
            }
        }
        fit.content += alert
        fit.alertRows = alert.count
        fit.bottom = button + hints
        return fit
    }

    /// Removes the content's empty rows but the field's, keeping the field's, the focus's
    /// and the description's indices right.
    private func dropBlankRows(_ fit: inout Fit) {
        var kept: [Line] = []
        var (fieldRow, focusRow): (Int?, Int?) = (nil, nil)
        var described: (start: Int, end: Int)?
        for (index, line) in fit.content.enumerated() {
            if index == fit.fieldRow { fieldRow = kept.count }
            if index == fit.focusRow { focusRow = kept.count }
            if index == fit.descriptionRows?.lowerBound { described = (kept.count, kept.count) }
            if line.spans.isEmpty && index != fit.fieldRow { continue }
            kept.append(line)
            if fit.descriptionRows?.contains(index) == true { described?.end = kept.count }
        }
        fit.content = kept
        (fit.fieldRow, fit.focusRow) = (fieldRow, focusRow)
        fit.descriptionRows = described.map { $0.start..<$0.end }
    }

    /// Shows `fit.window` rows of the content from `offset` (at most as far as it can go,
    /// and so that the focus row shows); with three rows or more, the first and last of them
    /// tell how many rows are hidden above and below; with two, one row shows the content and
    /// the other the sign of what is hidden (below when anything is, else above), so that
    /// content never disappears without one.
    private func scroll(_ fit: inout Fit, offset: Int) {
        let window = fit.window
        let count = fit.content.count
        let hasSigns = window >= 3
        let oneSign = window == 2
        let shown = hasSigns ? window - 2 : oneSign ? 1 : window
        let limit = max(0, count - shown)
        var start = min(max(offset, 0), limit)
        if let focus = fit.focusRow {
            start = min(max(start, focus - shown + 1), focus)
        }
        let end = min(start + shown, count)
        var lines = Array(fit.content[start..<end])
        var signAbove = hasSigns
        if hasSigns {
            lines =
                [sign(ScrollGlyph.above, start)] + lines + [sign(ScrollGlyph.below, count - end)]
        } else if oneSign {
            signAbove = end == count
            lines =
                signAbove
                ? [sign(ScrollGlyph.above, start)] + lines
                : lines + [sign(ScrollGlyph.below, count - end)]
        }
        fit.fieldRow = fit.fieldRow.map { $0 - start + (signAbove ? 1 : 0) }
        fit.content = lines
        fit.scrollLimit = limit
    }

    /// Shows `fit.window` rows of a question's description from `offset`, the first and
    /// last of them telling how many rows are hidden above and below; the rows around it
    /// all show.
    private func scrollDescription(_ fit: inout Fit, offset: Int) {
        guard let described = fit.descriptionRows else { return }
        let count = described.count
        let shown = fit.window - 2
        let limit = max(0, count - shown)
        let start = min(max(offset, 0), limit)
        let end = min(start + shown, count)
        let lines =
            [sign(ScrollGlyph.above, start)]
            + fit.content[(described.lowerBound + start)..<(described.lowerBound + end)]
            + [sign(ScrollGlyph.below, count - end)]
        fit.content.replaceSubrange(described, with: lines)
        let moved = lines.count - count
        func shifted(_ row: Int?) -> Int? {
            row.map { $0 >= described.upperBound ? $0 + moved : $0 }
        }
        (fit.fieldRow, fit.focusRow) = (shifted(fit.fieldRow), shifted(fit.focusRow))
        fit.scrollLimit = limit
    }

    /// `↑ 3`, dimmed; an empty row when nothing is hidden that way.
    private func sign(_ arrow: String, _ hidden: Int) -> Line {
        hidden == 0 ? Line("") : Line("\(arrow) \(hidden)", .dim)
    }
}
