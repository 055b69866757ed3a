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
    /// The answer an empty line gives and the field's text at first, unless an answer is
    /// stored; one the validators accept as it is. `nil`: an empty line is refused.
    public let defaultValue: String?

    public init(
        placeholder: LocalizedText, minimumLength: Int = 1, tooShortAlert: LocalizedText? = nil,
        maximumLength: Int = 256, tooLongAlert: LocalizedText? = nil,
        pattern: TextPattern? = nil, label: LocalizedText? = nil, defaultValue: String? = nil
    ) {
        self.placeholder = placeholder
        self.minimumLength = minimumLength
        self.tooShortAlert = tooShortAlert
        self.maximumLength = min(maximumLength, Self.lengthLimit)
        self.tooLongAlert = tooLongAlert
        self.pattern = pattern
        self.label = label
        self.defaultValue = defaultValue
    }

    /// Why a text answer is refused.
    public enum Refusal: RefusalReason {
        /// Fewer user-perceived characters than ``minimumLength``.
        case tooShort(minimum: Int)
        /// More user-perceived characters than ``maximumLength``.
        case tooLong(maximum: Int)
        /// A control character, escape sequence or bidirectional override/isolate.
        case forbiddenCharacter
        /// Text that does not match ``pattern``.
        case patternMismatch
    }

    /// The answer `raw` gives, or why it is refused: the default for an empty line when the
    /// question has one.
    public func validate(_ raw: String) throws(Refusal) -> String {
        let trimmed = raw.trimmingWhitespace
        if trimmed.isEmpty, let defaultValue { return defaultValue }
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

    /// The alert for `refusal`: the flow's own for this question when it gives one.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .tooShort(let minimum): tooShortAlert ?? Catalogue.tooShort(minimum: minimum)
        case .tooLong(let maximum): tooLongAlert ?? Catalogue.tooLong(maximum: maximum)
        case .forbiddenCharacter: Catalogue.forbiddenCharacter
        case .patternMismatch: pattern?.alert ?? Catalogue.notInForm
        }
    }
}
