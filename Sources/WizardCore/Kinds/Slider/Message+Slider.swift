import WizardMessages
import WizardText

extension Message {
    // The slider's messages whose words depend on their values: each chooses among plain
    // messages of po/, with no language's words here.

    /// A slider in `wizard flow questions`: its range, step and default.
    public static func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int)
        -> LocalizedText
    {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        return step == 1
            ? Parts.acceptsNumber(lower: lower, upper: upper, defaultValue: defaultValue)
            : Parts.acceptsNumberInSteps(
                lower: lower, upper: upper, step: step, defaultValue: defaultValue)
    }

    /// The slider's alert; a step other than 1 is named.
    public static func wholeNumber(in range: ClosedRange<Int>, step: Int = 1) -> LocalizedText {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        return step == 1
            ? Parts.wholeNumber(lower: lower, upper: upper)
            : Parts.wholeNumberInSteps(lower: lower, upper: upper, step: step)
    }

    /// The slider's range and the value an empty line takes.
    public static func sliderPrompt(range: ClosedRange<Int>, step: Int = 1, defaultValue: Int)
        -> LocalizedText
    {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        return step == 1
            ? Parts.sliderPrompt(lower: lower, upper: upper, defaultValue: defaultValue)
            : Parts.sliderPromptInSteps(
                lower: lower, upper: upper, step: step, defaultValue: defaultValue)
    }
}
