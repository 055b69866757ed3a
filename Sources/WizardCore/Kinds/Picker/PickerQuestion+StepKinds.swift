import WizardMessages
import WizardText

extension StepKinds {
    /// A choice of one of `options`, answered with the chosen option's value; none is
    /// chosen at first unless a stored answer is, and answering with nothing asks for a
    /// choice.
    ///
    /// - Parameters:
    ///   - options: the choices in the order shown, with distinct values.
    ///   - label: names the answer.
    /// - Precondition: `options` is not empty.
    public static func oneOf(_ options: [PickerOption], label: LocalizedText) -> any StepKind {
        PickerQuestion(options: options, requiredAlert: Message.choiceRequired, label: label)
    }
}
