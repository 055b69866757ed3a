import WizardMessages
import WizardText

/// An info page at a terminal: with a paged tour, which page shows and its clock.
///
/// Enter presses the button; in a slide tour it turns the page before the last, while a
/// progress tour shows its button on every page (seed 000's Start button over the pages),
/// so Enter ends it from any page. `s` skips a page with features; the other keys go to
/// the tour.
public struct InfoEdit: StepEdit {
    public let page: InfoPage
    /// The tour's pages and clock, for a paged tour only.
    public private(set) var tour: TourEdit?

    public init(page: InfoPage) {
        self.page = page
        self.tour = page.isPaged ? TourEdit(page: page) : nil
    }

    public mutating func update(with key: Key) -> EditOutcome {
        switch key {
        case .enter:
            guard var tour, !tour.loops, tour.nextPage() else { return .submit }
            self.tour = tour
            return .changed
        case .character("s") where !page.features.isEmpty:
            return .submit
        default:
            return tour?.update(with: key) == true ? .changed : .ignored
        }
    }

    /// An empty line, which an info page takes as its button pressed.
    public func reply() -> Reply { .line("") }

    /// The icon centred over the underlined title, then every feature, or the tour's page;
    /// the screen puts the step's text under the title (``StepScreen/describing(_:step:)``),
    /// and a blank row stands between the title, the text and the features that there are.
    public func content(of step: Step, on screen: StepScreen) -> StepContent {
        var lines = screen.iconLines(page.icon)
        lines += screen.titleLines(step.title(screen.language), [.bold, .underline, .accent])
        let titleRow = lines.count - 1
        if let tour {
            lines += screen.tourLines(page, tour: tour)
        } else {
            let described = !screen.descriptionRows(of: step).isEmpty
            if !described || !page.features.isEmpty { lines.append("") }
            lines += screen.featureList(page.features)
        }
        return StepContent(lines: lines, titleRow: titleRow)
    }

    public func keyHints(on screen: StepScreen) -> [String] {
        let language = screen.language
        var hints: [String] = []
        if let tour {
            hints.append(Message.hintPages(language))
            if tour.secondsPerPage != nil {
                let pause = tour.isPaused ? Message.hintResume : Message.hintPause
                hints.append(pause(language))
            }
        }
        if !page.features.isEmpty { hints.append(Message.hintSkip(language)) }
        return hints
    }

    /// A slide tour shows its button on the last page only, as seed 004 does; a progress
    /// tour on every page, as seed 000 does.
    public var showsButton: Bool {
        guard let tour else { return true }
        return tour.loops || tour.isLastPage
    }

    public var isTimed: Bool { tour?.isRunning ?? false }

    public mutating func tick(at time: Double) -> Bool {
        tour?.tick(at: time) ?? false
    }

    public mutating func restartClock() {
        tour?.restartClock()
    }
}
