/// How a step reads in plain, line-by-line mode (SPEC §3.2): what is printed before the
/// prompt, and the prompt itself. Designed for screen readers: no drawing characters, the
/// step number first, choices as a numbered list, the slider's range and default spelled out.
public struct LinePrompt: Sendable, Equatable {
    /// Printed once before the first prompt for the step.
    public let introduction: [String]
    /// Shown by the line editor before the cursor; repeated after an alert.
    public let prompt: String

    public init(step: Step, progress: (step: Int, of: Int), language: Language) {
        var introduction = ["[\(progress.step)/\(progress.of)] \(step.title(language))"]
        switch step.kind {
        case .info(let page):
            if !page.text(language).isEmpty { introduction.append(page.text(language)) }
            // Every feature at once, whatever the tour's style: a screen reader reads on.
            for feature in page.features {
                let text = feature.text(language)
                introduction.append(
                    "  - \(feature.title(language))" + (text.isEmpty ? "" : ": \(text)"))
            }
            prompt = Catalogue.pressEnter(button: step.button)(language) + " "
        case .text(let question):
            prompt = question.placeholder(language) + ": "
        case .slider(let slider):
            prompt = Catalogue.sliderPrompt(
                range: slider.range, step: slider.step, defaultValue: slider.defaultValue)(language)
        case .picker(let picker):
            for (number, option) in zip(1..., picker.options) {
                introduction.append("  \(number). \(option.label(language))")
            }
            prompt = Catalogue.pickerPrompt(count: picker.options.count)(language)
        case .confirm(let confirm):
            introduction.append("  \(confirm.yes(language)) / \(confirm.no(language))")
            prompt = Catalogue.confirmPrompt(defaultValue: confirm.defaultValue)(language)
        }
        self.introduction = introduction
    }
}
