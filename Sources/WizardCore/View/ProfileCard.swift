/// The seed's ProfileView as lines of text: the name, then `Age: 30`, `Gender: Female`;
/// for any flow, each answer, labelled unless it is a text question without a label.
///
/// A question the flow asks (its condition holds for the stored answers) that has no stored
/// answer is listed as such (`What's your name? (not answered yet)`); one its condition skips
/// is left out.
///
/// Every line is terminal-safe: values from the store pass through
/// ``Swift/String/terminalSafe`` before they are shown.
public struct ProfileCard: Sendable, Equatable {
    public let lines: [String]
    /// How many questions the flow asks that have no stored answer.
    public let unansweredCount: Int

    public init(document: ProfileDocument, language: Language) {
        var lines: [String] = []
        var unanswered = 0
        // Conditions need every answer; a flow without them, only each step's own.
        let hasConditions = document.flow.steps.contains { $0.condition != nil }
        let answers = hasConditions ? document.answers : [:]
        for step in document.flow.steps {
            guard let question = step.question, !hasConditions || step.isAsked(after: answers)
            else { continue }
            guard let answer = document.answer(to: step) else {
                unanswered += 1
                lines.append(Catalogue.unanswered(title: step.title)(language).terminalSafe)
                continue
            }
            if let line = question.cardLine(for: answer, language: language) { lines.append(line) }
        }
        self.lines = lines
        self.unansweredCount = unanswered
    }

    /// The card as text, one line each, each ending in a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}
