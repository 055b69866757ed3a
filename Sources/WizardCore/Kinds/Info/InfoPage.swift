import WizardText

/// A page that only informs; its button moves on. With features it is a feature tour, shown
/// in one of the seeds' three styles. Its text under the title is the step's description
/// (``Step/text``), as every step's is.
public struct InfoPage: Sendable {
    /// An SF Symbol name or a glyph drawn centred above the title (seed 001's
    /// `figure.dance`); empty for none.
    public let icon: String
    public let features: [Feature]
    public let tour: TourStyle
    /// The status a run ends with, saving nothing, once the page is shown (`"exit"`);
    /// `nil` for a page that goes on.
    public let exit: Int?
    /// The key or id of the step the run continues at once the page is shown (`"goto"`);
    /// `nil` for a page after which the run goes on to the next step.
    public let goto: String?

    public init(
        icon: String = "", features: [Feature] = [], tour: TourStyle = .basic, exit: Int? = nil,
        goto: String? = nil
    ) {
        self.icon = icon
        self.features = features
        self.tour = tour
        self.exit = exit
        self.goto = goto
    }

    /// Whether the page shows one feature at a time (slide or progress style).
    public var isPaged: Bool {
        tour != .basic && !features.isEmpty
    }
}

/// One feature of a tour: an icon, a title and a line or two of text.
public struct Feature: Sendable {
    /// An SF Symbol name as the seeds use (`house.fill`), or a glyph to show as it is.
    public let icon: String
    public let title: LocalizedText
    public let text: LocalizedText

    public init(icon: String, title: LocalizedText, text: LocalizedText) {
        self.icon = icon
        self.title = title
        self.text = text
    }
}

/// How a feature tour is shown at a terminal. Every style can be skipped with `s`.
public enum TourStyle: Sendable, Equatable {
    /// Every feature listed under the title, one button (seed 003's welcome screen).
    case basic
    /// One page per feature, ←/→ to move, page dots; the button only on the last page (seed 004).
    case slide
    /// Pages that advance by themselves every `seconds`, under a segmented progress bar; a
    /// key pauses, ←/→ move (seed 000).
    case progress(seconds: Double)
}
