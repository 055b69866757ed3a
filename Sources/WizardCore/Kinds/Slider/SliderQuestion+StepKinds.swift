import WizardText

extension StepKinds {
    /// A whole number from `range`, every value of it an answer (a step of 1), starting at
    /// `start`: what an empty line takes when no answer is stored.
    ///
    /// - Parameters:
    ///   - range: the values the answer may take.
    ///   - start: where the slider starts.
    ///   - label: names the answer.
    /// - Precondition: `range` contains `start`.
    public static func wholeNumber(in range: ClosedRange<Int>, start: Int, label: LocalizedText)
        -> any StepKind
    {
        SliderQuestion(
            range: range, defaultValue: start, label: label, unit: LocalizedText(verbatim: ""))
    }
}
