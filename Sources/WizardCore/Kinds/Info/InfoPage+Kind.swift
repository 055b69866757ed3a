import WizardMessages
import WizardText

/// The info kind in every frontend: a page that takes no answer; in lines its text and
/// features are printed and Enter moves on.
extension InfoPage: StepKind {
    public static let formatName = "info"

    public var isLineEdited: Bool { false }

    /// No answer, whatever the line.
    public func answer(toLine line: String) -> Answer? { nil }

    /// No default: a page takes no answer.
    public var declaredDefault: Answer? { nil }

    /// The page, with its tour's first page and clock when it is paged.
    public func makeEdit(stored: Answer?, language: Language) -> any StepEdit {
        InfoEdit(page: self)
    }

    /// Every feature at once, whatever the tour's style: a screen reader reads on. The
    /// step's text comes before them, as every step's does (``LinePrompt``).
    public func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        var introduction: [String] = []
        for feature in features {
            let text = feature.text(language)
            introduction.append(
                "  - \(feature.title(language))" + (text.isEmpty ? "" : ": \(text)"))
        }
        return (introduction, Message.pressEnter(button: step.button)(language) + " ")
    }

    public var acceptedAnswers: LocalizedText { Message.acceptsNothing }

    /// A progress tour's pages at their pace; five seconds for any other page.
    public var estimatedSeconds: Double {
        if case .progress(let seconds) = tour { return seconds * Double(max(features.count, 1)) }
        return 5
    }
}
