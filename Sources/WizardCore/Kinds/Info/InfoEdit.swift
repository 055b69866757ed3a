/// An info page at a terminal: with a paged tour, which page shows and its clock.
///
/// Enter presses the button, or turns the page of a paged tour before its last; `s` skips
/// a page with features; the other keys go to the tour.
public struct InfoEdit: StepEdit {
    public let page: InfoPage
    /// The tour's pages and clock, for a paged tour only.
    public private(set) var tour: TourEdit?

    public init(page: InfoPage) {
        self.page = page
        self.tour = page.isPaged ? TourEdit(page: page) : nil
    }

    public mutating func update(with key: Key, language: Language) -> EditOutcome {
        switch key {
        case .enter:
            return tour?.nextPage() == true ? .changed : .submit
        case .character("s") where !page.features.isEmpty:
            return .submit
        default:
            return tour?.update(with: key) == true ? .changed : .ignored
        }
    }

    /// An empty line, which an info page takes as its button pressed.
    public func reply() -> Reply { .line("") }

    /// The underlined title over the text and every feature, or over the tour's page.
    public func content(of step: Step, on screen: StepScreen, language: Language) -> StepContent {
        var lines = [screen.title(step.title(language), [.bold, .underline, .accent])]
        if let tour {
            lines += screen.tourLines(page, tour: tour, language: language)
        } else {
            lines.append("")
            let text = page.text(language)
            if !text.isEmpty {
                lines += text.wrapped(toWidth: screen.contentWidth).map { Line($0) }
                if !page.features.isEmpty { lines.append("") }
            }
            lines += screen.featureList(page.features, language: language)
        }
        return StepContent(lines: lines)
    }

    public func keyHints(language: Language) -> [String] {
        var hints: [String] = []
        if let tour {
            hints.append(Catalogue.hintPages(language))
            if tour.secondsPerPage != nil {
                let pause = tour.isPaused ? Catalogue.hintResume : Catalogue.hintPause
                hints.append(pause(language))
            }
        }
        if !page.features.isEmpty { hints.append(Catalogue.hintSkip(language)) }
        return hints
    }

    /// A paged tour shows its button on the last page only, as seed 004 does.
    public var showsButton: Bool { tour?.isLastPage != false }

    public var isTimed: Bool { tour?.isRunning ?? false }

    public mutating func tick(at time: Double) -> Bool {
        tour?.tick(at: time) ?? false
    }

    public mutating func restartClock() {
        tour?.restartClock()
    }
}
