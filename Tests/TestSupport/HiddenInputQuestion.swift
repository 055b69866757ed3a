import WizardCore
import WizardText

/// A question whose answer is a secret, defined outside wizard's kinds as a kind in its own
/// folder would be: it declares its ``AnswerExposure`` (input masked or hidden, the answer
/// shown back nowhere) and nothing else about secrecy.
///
/// Every text of its own quotes the answer: its alert, its plain-mode prompt (the stored
/// answer) and its card line. Tests drive it through the frontends and the views to check
/// that the shared code keeps each of them from showing the answer.
public struct HiddenInputQuestion: QuestionKind {
    public static let formatName = "hidden-input"

    /// Why an answer is refused: it is shorter than ``minimumLength``; the line given.
    public enum Refusal: RefusalReason {
        case tooShort(String)
    }

    public let echo: AnswerExposure.Echo
    public let minimumLength: Int

    public init(echo: AnswerExposure.Echo = .hidden, minimumLength: Int = 4) {
        self.echo = echo
        self.minimumLength = minimumLength
    }

    public var exposure: AnswerExposure { AnswerExposure(echo: echo, places: []) }

    public var isLineEdited: Bool { true }

    /// Quotes the refused line, as an alert that names what was typed would.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .tooShort(let line): LocalizedText(english: "\"\(line)\" is too short")
        }
    }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        guard line.count >= minimumLength else { throw .tooShort(line) }
        return .text(line)
    }

    public var declaredDefault: Answer? { nil }

    public func makeEdit(stored: Answer?, language: Language) -> any StepEdit {
        TextEdit(line: stored?.string ?? "")
    }

    /// `Secret: `, or `Secret [stored]: ` as a text question names its stored answer.
    public func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        ([], "Secret" + (stored?.string.map { " [\($0)]" } ?? "") + ": ")
    }

    public var acceptedAnswers: LocalizedText { LocalizedText(english: "a secret") }

    /// It has no text a run's values could go into.
    public func substituted(_ substitutions: Substitutions) -> any StepKind { self }

    /// The secret itself, as a kind that forgot its exposure would show it.
    public func shownAnswer(_ answer: Answer, language: Language) -> String {
        answer.string ?? ""
    }

    public var shownAnswerByteLimit: Int { AnswerBounds.byteLimit }

    public var answerDomain: AnswerDomain {
        .text { [minimumLength] in $0.count >= minimumLength }
    }

    public func answer(stored value: JSONValue) -> Answer? {
        if case .string(let text) = value { .text(text) } else { nil }
    }

    public func cardLine(for answer: Answer, language: Language) -> String? {
        "Secret: " + (answer.string ?? "")
    }

    public func fallbackCardLine(language: Language) -> String? { nil }
}

extension Flow {
    /// A name (a text question) then a secret of `echo`, as a sign-up form asks them.
    public static func withSecret(echo: AnswerExposure.Echo) -> Flow {
        Flow(
            id: "secret-test",
            steps: [
                Step(
                    id: "name", title: LocalizedText(english: "Name"),
                    button: LocalizedText(english: "Next"),
                    kind: TextQuestion(placeholder: LocalizedText(english: "Name"))),
                Step(
                    id: "secret", title: LocalizedText(english: "Secret"),
                    button: LocalizedText(english: "Done"), kind: HiddenInputQuestion(echo: echo)),
            ])
    }
}
