import WizardMessages
import WizardText

/// How a step reads in plain, line-by-line mode (`docs/usage.md`, Line by line): what is
/// printed before the prompt, and the prompt itself. Designed for screen readers: no drawing
/// characters, the step number first in words (`Step 2 of 4: …`, not `[2/4]`), choices as a
/// numbered list, the slider's range and default spelled out.
public struct LinePrompt: Sendable, Equatable {
    /// Printed once before the first prompt for the step: the step number and title, the
    /// step's description (``DescriptionLayout/lines(of:)``), then the kind's own lines.
    public let introduction: [String]
    /// Shown by the line editor before the cursor; repeated after an alert.
    public let prompt: String

    /// - Parameters:
    ///   - stored: the answer an empty line keeps (the one given this run, else the stored
    ///     one), which the prompt names as the default when its kind lets it appear there
    ///     (``AnswerExposure/Places/summaries``); a kind that does not may only say there is
    ///     one (``StepKind/linePrompt(for:keepingUnnamed:givenThisRun:language:)``).
    ///   - givenThisRun: whether `stored` was given this run rather than by the store.
    public init(
        step: Step, progress: (step: Int, of: Int), stored: Answer?, givenThisRun: Bool = false,
        language: Language
    ) {
        let body =
            if let stored, !step.kind.exposure.mayAppear(in: .summaries) {
                step.kind.linePrompt(
                    for: step, keepingUnnamed: stored, givenThisRun: givenThisRun,
                    language: language)
            } else {
                step.kind.linePrompt(for: step, stored: stored, language: language)
            }
        var description = step.text.map { DescriptionLayout.lines(of: $0(language)) } ?? []
        // A blank line parts the description from the choices that follow it.
        if !description.isEmpty, !body.introduction.isEmpty { description.append("") }
        introduction =
            [
                Message.Plain.stepOf(step: progress.step, count: progress.of, title: step.title)(
                    language)
            ]
            + description
            + body.introduction
        prompt = body.prompt
    }

    /// `name` as a prompt's start, before its `: `: without the colon a label or a
    /// question (debconf's `Password:`) may end in already, so that none is doubled.
    public static func fieldName(_ name: String) -> String {
        var name = Substring(name)
        while let last = name.last, last == ":" || last == "\u{FF1A}" || last == " " {
            name = name.dropLast()
        }
        return String(name)
    }
}
