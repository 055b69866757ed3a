import WizardText

extension StepKinds {
    /// A choice of any number of `options`, none included, answered with the chosen
    /// options' values in the options' order.
    ///
    /// - Parameters:
    ///   - options: the choices in the order shown, with distinct values.
    ///   - label: names the answer.
    /// - Precondition: `options` is not empty.
    public static func anyOf(_ options: [PickerOption], label: LocalizedText) -> any StepKind {
        MultiSelectQuestion(options: options, label: label, minimum: 0)
    }
}
