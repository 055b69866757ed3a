/// The seed's ProfileView as lines of text: the name, then `Age: 30`, `Gender: Female`;
/// for any flow, each answer, labelled unless it is a text question without a label. A
/// question the profile holds no answer to shows the seed's fallback (`USERNAME`,
/// `Age: -1`, `Gender: UNKNOWN`).
///
/// Every line is terminal-safe: values from the store pass through
/// ``Swift/String/terminalSafe`` before they are shown.
public struct ProfileCard: Sendable, Equatable {
    public let lines: [String]
    /// The glyph over the boxed card at a terminal: the icon of the flow's first step with
    /// one (seed 001's `figure.dance`), `nil` for none. Plain text leaves it out.
    public let icon: String?

    public init(document: ProfileDocument, language: Language) {
        var lines: [String] = []
        for step in document.flow.questions {
            guard let question = step.question else { continue }
            let line =
                document.answer(to: step).map { question.cardLine(for: $0, language: language) }
                ?? question.fallbackCardLine(language: language)
            if let line { lines.append(line) }
        }
        self.lines = lines
        let icon = document.flow.steps.lazy.map(\.kind.icon).first { !$0.isEmpty }
        self.icon = icon.map(FeatureIcon.glyph(for:))
    }

    /// The card as text, one line each, each ending in a newline.
    ///
    /// Appended in a loop: `joined()` is generic over `StringProtocol`, and the first call
    /// costs a piped run a conformance lookup (README, Performance).
    public var text: String {
        var text = ""
        for line in lines {
            text += line
            text += "\n"
        }
        return text
    }
}
