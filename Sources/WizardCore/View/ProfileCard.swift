import WizardMessages
import WizardText

/// The seed's ProfileView as lines of text: the name, then `Age: 30`, `Gender: Female`;
/// for any flow, each answer, labelled unless it is a text question without a label.
///
/// A question the flow asks (its condition holds for the stored answers) that has no stored
/// answer shows the seed's fallback alone, as the seed does (`USERNAME`, `Age: -1`), or,
/// when its kind has none, its title marked as not answered (`Editor? (not answered yet)`);
/// one its condition skips is left out. A condition whose outcome depends on a test of a
/// variable is unknown in a flow whose variables were not read (`wizard profile` reads none):
/// its question shows its stored answer, and without one is left out, not counted as
/// unanswered (a run stores the answer exactly when it asks the question).
///
/// An answer its kind keeps off the card (``AnswerExposure/Places/card``) shows no line, and
/// a question whose answer is never stored (``AnswerExposure/Keeping/never``) none either:
/// it is not counted as unanswered.
///
/// Every line is terminal-safe: values from the store pass through
/// ``Swift/String/terminalSafe`` before they are shown.
public struct ProfileCard: Sendable, Equatable {
    public let lines: [String]
    /// The glyph over the boxed card at a terminal: the icon of the flow's first step with
    /// one (seed 001's `figure.dance`), `nil` for none. Plain text leaves it out, so the glyph
    /// is looked up only when asked for.
    public var icon: String? { iconName.map(FeatureIcon.glyph(for:)) }
    /// The name of the icon of the flow's first step with one.
    private let iconName: String?
    /// How many questions the flow asks that have no stored answer.
    public let unansweredCount: Int

    public init(document: ProfileDocument, language: Language) {
        var lines: [String] = []
        var unanswered = 0
        // Conditions need every answer; a flow without them, only each step's own.
        let hasConditions = document.flow.steps.contains { $0.condition != nil }
        let answers = hasConditions ? document.answers : [:]
        for step in document.flow.steps {
            // `nil`: the condition depends on a variable this flow has not read.
            let asked: Bool? =
                if let condition = step.condition {
                    condition.holds(for: answers, unknown: [])
                } else {
                    true
                }
            guard let question = step.question, asked != false,
                question.exposure.keeping != .never
            else { continue }
            guard let answer = document.answer(to: step) else {
                if asked == nil { continue }
                unanswered += 1
                let shown =
                    question.fallbackCardLine(language: language)
                    ?? Message.unanswered(step.title(language))(language)
                lines.append(shown.flowTextSafe)
                continue
            }
            guard question.exposure.mayAppear(in: .card) else { continue }
            if let line = question.cardLine(for: answer, language: language) { lines.append(line) }
        }
        self.lines = lines
        self.unansweredCount = unanswered
        self.iconName = document.flow.steps.lazy.map(\.kind.icon).first { !$0.isEmpty }
    }

    /// The card as text, one line each, each ending in a newline.
    ///
    /// Appended in a loop: `joined()` is generic over `StringProtocol`, and the first call
    /// costs a piped run a conformance lookup (`docs/performance.md`).
    public var text: String {
        var text = ""
        for line in lines {
            text += line
            text += "\n"
        }
        return text
    }
}
