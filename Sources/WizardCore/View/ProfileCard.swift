/// The seed's ProfileView as lines of text: the name, then `Age: 30`, `Gender: Female`;
/// for any flow, each answer, labelled unless it is a text question without a label.
///
/// Every line is terminal-safe: values from the store pass through
/// ``Swift/String/terminalSafe`` before they are shown.
public struct ProfileCard: Sendable, Equatable {
    public let lines: [String]

    public init(document: ProfileDocument, language: Language) {
        var lines: [String] = []
        for step in document.flow.questions {
            guard let question = step.question, let answer = document.answer(to: step),
                let line = question.cardLine(for: answer, language: language)
            else { continue }
            lines.append(line)
        }
        self.lines = lines
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
