/// A question answered with a line of text, such as a name.
///
/// Every answer is trimmed of white space at both ends, must hold no terminal-unsafe scalar
/// (controls, escape sequences, bidi overrides and isolates), and must pass the question's
/// rules: a length in user-perceived characters (grapheme clusters) and, optionally, a
/// pattern. The answer kept is in NFC.
public struct TextQuestion: Sendable {
    /// Answers are never longer than this, whatever a flow says.
    public static let lengthLimit = 1024

    /// Shown in the empty field, and as the prompt in plain mode.
    public let placeholder: LocalizedText
    /// The fewest characters accepted, and the alert for fewer.
    public let minimumLength: Int
    public let tooShortAlert: LocalizedText?
    /// The most characters accepted, and the alert for more.
    public let maximumLength: Int
    public let tooLongAlert: LocalizedText?
    /// A regular expression the whole answer must match, and the alert when it does not.
    public let pattern: TextPattern?
    /// Names the answer on the profile card; without one the answer is shown alone, as the
    /// seed's card shows the name.
    public let label: LocalizedText?

    public init(
        placeholder: LocalizedText, minimumLength: Int = 1, tooShortAlert: LocalizedText? = nil,
        maximumLength: Int = 256, tooLongAlert: LocalizedText? = nil,
        pattern: TextPattern? = nil, label: LocalizedText? = nil
    ) {
        self.placeholder = placeholder
        self.minimumLength = minimumLength
        self.tooShortAlert = tooShortAlert
        self.maximumLength = min(maximumLength, Self.lengthLimit)
        self.tooLongAlert = tooLongAlert
        self.pattern = pattern
        self.label = label
    }

    /// The answer `raw` gives, or why it is refused.
    public func validate(_ raw: String) throws(ValidationError) -> String {
        let trimmed = raw.trimmingWhitespace
        if trimmed.unicodeScalars.contains(where: \.isTerminalUnsafe) {
            throw .forbiddenCharacter
        }
        let length = trimmed.count
        if length < minimumLength { throw .tooShort(minimum: minimumLength) }
        if length > maximumLength { throw .tooLong(maximum: maximumLength) }
        let answer = String(trimmed).canonicallyComposed
        if let pattern, !pattern.matches(answer) { throw .patternMismatch }
        return answer
    }
}

/// A regular expression a text answer must match as a whole, with the alert shown when it
/// does not. The syntax is Swift's `Regex`, which follows Perl and ICU.
public struct TextPattern: Sendable {
    public let source: String
    public let alert: LocalizedText

    /// - Returns: `nil` when `source` is not a valid regular expression.
    public init?(source: String, alert: LocalizedText) {
        guard (try? Regex(source)) != nil else { return nil }
        self.source = source
        self.alert = alert
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        guard let regex = try? Regex(source) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }
}
