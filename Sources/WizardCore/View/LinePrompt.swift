/// How a step reads in plain, line-by-line mode (README's Three ways to answer): what is printed before the
/// prompt, and the prompt itself. Designed for screen readers: no drawing characters, the
/// step number first, choices as a numbered list, the slider's range and default spelled out.
public struct LinePrompt: Sendable, Equatable {
    /// Printed once before the first prompt for the step.
    public let introduction: [String]
    /// Shown by the line editor before the cursor; repeated after an alert.
    public let prompt: String

    public init(step: Step, progress: (step: Int, of: Int), language: Language) {
        let body = step.kind.linePrompt(for: step, language: language)
        introduction =
            ["[\(progress.step)/\(progress.of)] \(step.title(language))"] + body.introduction
        prompt = body.prompt
    }
}
