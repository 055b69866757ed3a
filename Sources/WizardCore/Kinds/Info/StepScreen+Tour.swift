import WizardMessages
import WizardText

/// Feature tours on the interactive screen (seeds 000, 003, 004): the basic list, and the
/// pages of slide and progress tours with their page dots and segmented progress bar.
extension StepScreen {
    /// Every glyph a tour draws, in one place.
    enum TourGlyph {
        static let currentPage = "●"
        static let otherPage = "○"
        static let paused = "⏸"
        static let segmentFilled = "━"
        static let segmentEmpty = "─"
    }

    /// Every feature, each as its icon and bold title over its text, a blank row between
    /// them (seed 003's welcome screen).
    func featureList(_ features: [Feature]) -> [Line] {
        Array(
            features.map { featureLines($0, rows: nil) }
                .joined(separator: [Line("")]))
    }

    /// One page of a paged tour, under the title and the step's text: the feature with
    /// one indicator of the pages, the segmented bar over it for a timed tour (seed 000) or
    /// the page dots under it (seed 004), never both. Every page has as many rows as the
    /// tallest, so that turning a page redraws in place.
    func tourLines(_ page: InfoPage, tour: TourEdit) -> [Line] {
        var lines: [Line] = [""]
        if tour.secondsPerPage != nil {
            lines.append(segmentedBar(tour))
            lines.append("")
        }
        let rows =
            page.features.map { featureLines($0, rows: nil).count }.max() ?? 0
        let feature = page.features[min(tour.page, page.features.count - 1)]
        lines += featureLines(feature, rows: rows)
        lines.append("")
        guard tour.secondsPerPage == nil else {
            // The dots' row says only whether the clock is paused.
            let paused = Line("\(TourGlyph.paused) " + Message.paused(language), .dim)
            lines.append(tour.isPaused ? paused : Line(""))
            return lines
        }
        var dots = (0..<tour.pageCount).map { index in
            index == tour.page
                ? Span(TourGlyph.currentPage, .accent) : Span(TourGlyph.otherPage, .dim)
        }
        dots = Array(dots.map { [$0, Span(" ")] }.joined().dropLast())
        if tour.isPaused {
            dots.append(Span("   \(TourGlyph.paused) " + Message.paused(language), .dim))
        }
        lines.append(Line(dots))
        return lines
    }

    /// The icon and the title, wrapped under its first character, then the text indented
    /// under the title; padded with empty rows to `rows` rows when given.
    private func featureLines(_ feature: Feature, rows: Int?) -> [Line] {
        let glyph = FeatureIcon.glyph(for: feature.icon)
        let gap = String(repeating: " ", count: max(1, 3 - glyph.displayWidth))
        let title = wrap(feature.title(language), toWidth: contentWidth - 3)
        let heading =
            [Line([Span(glyph, .accent), Span(gap), Span(title[0], .bold)])]
            + title.dropFirst().map { Line([Span("   "), Span($0, .bold)]) }
        var lines = heading + wrappedText(feature).map { Line("   " + $0) }
        if let rows, lines.count < rows {
            lines += Array(repeating: Line(""), count: rows - lines.count)
        }
        return lines
    }

    private func wrappedText(_ feature: Feature) -> [String] {
        let text = feature.text(language)
        return text.isEmpty ? [] : wrap(text, toWidth: contentWidth - 3)
    }

    /// Seed 000's bar: one segment per page, those shown full, the current one filling as
    /// its time runs.
    private func segmentedBar(_ tour: TourEdit) -> Line {
        let count = tour.pageCount
        let segment = max(1, min(12, (contentWidth - (count - 1)) / count))
        var spans: [Span] = []
        for index in 0..<count {
            let filled =
                index < tour.page
                ? segment
                : index == tour.page ? Int((tour.fraction * Double(segment)).rounded(.down)) : 0
            if index > 0 { spans.append(Span(" ")) }
            spans.append(Span(String(repeating: TourGlyph.segmentFilled, count: filled), .accent))
            spans.append(
                Span(String(repeating: TourGlyph.segmentEmpty, count: segment - filled), .dim))
        }
        return Line(spans)
    }
}

extension StepScreen {
    /// A page's icon, its glyph centred over the title with a blank row under it (seed 001's
    /// `figure.dance` on the welcome screen); nothing for a page without one.
    func iconLines(_ icon: String) -> [Line] {
        guard !icon.isEmpty else { return [] }
        let glyph = FeatureIcon.glyph(for: icon)
        let indent = max(0, (contentWidth - glyph.displayWidth) / 2)
        return [Line([Span(String(repeating: " ", count: indent)), Span(glyph, .accent)]), ""]
    }
}
