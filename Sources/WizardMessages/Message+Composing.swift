import WizardText

extension Message {
    // Messages put together from others, in every language one of them has.

    /// `parts` one after the other, in every language one of them has.
    public static func concatenated(_ parts: [LocalizedText]) -> LocalizedText {
        parts[0].combining(Array(parts.dropFirst())) { _, strings in strings.joined() }
    }

    /// What an empty line takes, after what a line may be, when it takes something.
    public static func withDefault(_ accepts: LocalizedText, _ value: LocalizedText?)
        -> LocalizedText
    {
        value.map { concatenated([accepts, Parts.acceptsDefault(value: $0)]) } ?? accepts
    }

    /// `texts` joined by `, ` in every language one of them has.
    public static func joined(_ texts: [LocalizedText]) -> LocalizedText {
        guard let first = texts.first else { return LocalizedText(english: "") }
        return first.combining(Array(texts.dropFirst())) { _, strings in
            strings.joined(separator: ", ")
        }
    }
}
