/// Why an answer was refused. Each case maps to one alert text (``alert(for:)``).
public enum ValidationError: Error, Sendable, Equatable {
    /// Fewer user-perceived characters than the question's minimum.
    case tooShort(minimum: Int)
    /// More user-perceived characters than the question's maximum.
    case tooLong(maximum: Int)
    /// A control character, escape sequence or bidirectional override/isolate.
    case forbiddenCharacter
    /// Not a plain decimal whole number inside the slider's range.
    case notInRange(ClosedRange<Int>)
    /// A picker answered with nothing.
    case noChoice
    /// A picker answered with something that names none of its options.
    case unknownChoice

    /// The alert the step shows (or piped mode prints) for this refusal.
    ///
    /// Texts the seed defines per step (the name's minimum, the gender's required choice)
    /// come from the step; the rest from ``Catalogue``.
    public func alert(for step: Step) -> LocalizedText {
        switch (self, step.kind) {
        case (.tooShort, .text(let question)):
            return question.tooShortAlert
        case (.tooShort(let minimum), _):
            return Catalogue.tooShort(minimum: minimum)
        case (.tooLong(let maximum), _):
            return Catalogue.tooLong(maximum: maximum)
        case (.forbiddenCharacter, _):
            return Catalogue.forbiddenCharacter
        case (.notInRange(let range), _):
            return Catalogue.wholeNumber(in: range)
        case (.noChoice, .picker(let picker)):
            return picker.requiredAlert
        case (.unknownChoice, .picker(let picker)):
            let hint = Catalogue.choices(
                count: picker.options.count, values: picker.options.map(\.value))
            return LocalizedText(
                en: picker.requiredAlert.english + " " + hint.english,
                ko: picker.requiredAlert.korean + " " + hint.korean)
        case (.noChoice, _), (.unknownChoice, _):
            return Catalogue.choiceRequired
        }
    }
}
