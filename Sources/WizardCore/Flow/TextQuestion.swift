/// A question answered with a line of text, such as a name.
public struct TextQuestion: Sendable {
    /// Shown in the empty field, and as the prompt in plain mode.
    public let placeholder: LocalizedText
    /// The fewest user-perceived characters (grapheme clusters) accepted after trimming.
    public let minimumLength: Int
    /// The most user-perceived characters accepted after trimming.
    public let maximumLength: Int
    /// The alert for an answer shorter than ``minimumLength``.
    public let tooShortAlert: LocalizedText

    public init(
        placeholder: LocalizedText, minimumLength: Int, maximumLength: Int,
        tooShortAlert: LocalizedText
    ) {
        self.placeholder = placeholder
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.tooShortAlert = tooShortAlert
    }

    /// The answer `raw` gives, or why it is refused.
    ///
    /// White space is trimmed from both ends; what remains must hold no terminal-unsafe
    /// scalar (controls, escape sequences, bidi overrides and isolates) and be between the
    /// minimum and maximum length counted in grapheme clusters. The result is in NFC.
    public func validate(_ raw: String) throws(ValidationError) -> String {
        let trimmed = raw.trimmingWhitespace
        if trimmed.unicodeScalars.contains(where: \.isTerminalUnsafe) {
            throw .forbiddenCharacter
        }
        let length = trimmed.count
        if length < minimumLength { throw .tooShort(minimum: minimumLength) }
        if length > maximumLength { throw .tooLong(maximum: maximumLength) }
        return String(trimmed).canonicallyComposed
    }
}
