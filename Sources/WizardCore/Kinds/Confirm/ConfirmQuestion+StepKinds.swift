import WizardText

extension StepKinds {
    /// A yes-or-no question, answered `true` or `false`, with the UI language's Yes and No;
    /// no default of its own (a stored answer is one), so an empty line with nothing stored
    /// asks for a choice.
    ///
    /// - Parameter label: names the answer.
    public static func yesOrNo(label: LocalizedText) -> any StepKind {
        ConfirmQuestion(defaultValue: nil, label: label)
    }

    /// A yes-or-no question whose two options read `yes` and `no`, a program's own button
    /// labels (`--yes-button Continue`): answered `true` or `false`, by either label in a
    /// line, ignoring case, as well as by every UI language's yes and no words. No default
    /// of its own, as ``yesOrNo(label:)``.
    ///
    /// - Parameters:
    ///   - yes: the label of the option that answers `true`.
    ///   - no: the label of the option that answers `false`.
    ///   - label: names the answer.
    public static func yesOrNo(yes: LocalizedText, no: LocalizedText, label: LocalizedText)
        -> any StepKind
    {
        ConfirmQuestion(defaultValue: nil, yes: yes, no: no, label: label)
    }
}
