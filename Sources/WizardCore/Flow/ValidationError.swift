/// Why an answer was refused. Each case maps to one alert text (``alert(for:)``).
public enum ValidationError: Error, Sendable, Equatable {
    /// Fewer user-perceived characters than the question's minimum.
    case tooShort(minimum: Int)
    /// More user-perceived characters than the question's maximum.
    case tooLong(maximum: Int)
    /// A control character, escape sequence or bidirectional override/isolate.
    case forbiddenCharacter
    /// Text that does not match the question's pattern.
    case patternMismatch
    /// Not a plain decimal whole number inside the slider's range.
    case notInRange(ClosedRange<Int>)
    /// A picker or confirm question answered with nothing.
    case noChoice
    /// A picker or confirm question answered with something that names none of its options.
    case unknownChoice

    /// The alert the step shows (or piped mode prints) for this refusal.
    ///
    /// Texts the flow defines per step (the name's minimum, the gender's required choice)
    /// come from the step; the rest from ``Catalogue``.
    public func alert(for step: Step) -> LocalizedText {
        switch (self, step.kind) {
        case (.tooShort(let minimum), .text(let question)):
            return question.tooShortAlert ?? Catalogue.tooShort(minimum: minimum)
        case (.tooLong(let maximum), .text(let question)):
            return question.tooLongAlert ?? Catalogue.tooLong(maximum: maximum)
        case (.patternMismatch, .text(let question)):
            return question.pattern?.alert ?? Catalogue.notInForm
        case (.tooShort(let minimum), _):
            return Catalogue.tooShort(minimum: minimum)
        case (.tooLong(let maximum), _):
            return Catalogue.tooLong(maximum: maximum)
        case (.forbiddenCharacter, _):
            return Catalogue.forbiddenCharacter
        case (.patternMismatch, _):
            return Catalogue.notInForm
        case (.notInRange(let range), .slider(let slider)):
            return Catalogue.wholeNumber(in: range, step: slider.step)
        case (.notInRange(let range), _):
            return Catalogue.wholeNumber(in: range)
        case (.noChoice, .picker(let picker)):
            return picker.requiredAlert
        case (.noChoice, .confirm(let confirm)):
            return confirm.requiredAlert
        case (.unknownChoice, .picker(let picker)):
            return Self.withChoices(picker.requiredAlert, picker: picker)
        case (.unknownChoice, .confirm(let confirm)):
            return Catalogue.yesOrNo(yes: confirm.yes, no: confirm.no)
        case (.noChoice, _), (.unknownChoice, _):
            return Catalogue.choiceRequired
        }
    }

    private static func withChoices(_ alert: LocalizedText, picker: PickerQuestion)
        -> LocalizedText
    {
        let hint = Catalogue.choices(
            count: picker.options.count, values: picker.options.map(\.value))
        return alert.combining([hint]) { _, strings in strings.joined(separator: " ") }
    }
}
