import WizardMessages
import WizardText

/// The rules a typed answer must pass, which text and secret questions share: a length in
/// user-perceived characters (grapheme clusters) and a pattern the whole answer must match,
/// each with the flow's own alert if it gives one, and the rules written with
/// `"warn": true`, which never refuse (``SoftTextRule``).
public struct TextRules: Sendable {
    /// No rule asks for more characters than this, whatever a flow says.
    public static let lengthLimit = 1024

    /// The fewest characters accepted, and the alert for fewer.
    public let minimumLength: Int
    public let tooShortAlert: LocalizedText?
    /// The most characters accepted (at most ``lengthLimit``), and the alert for more.
    public let maximumLength: Int
    public let tooLongAlert: LocalizedText?
    /// A regular expression the whole answer must match, with its alert.
    public let pattern: TextPattern?
    /// The soft rules, in the flow's order: tested only on an answer the rules above accept.
    public let softRules: [SoftTextRule]

    public init(
        minimumLength: Int = 1, tooShortAlert: LocalizedText? = nil, maximumLength: Int = 256,
        tooLongAlert: LocalizedText? = nil, pattern: TextPattern? = nil,
        softRules: [SoftTextRule] = []
    ) {
        self.minimumLength = minimumLength
        self.tooShortAlert = tooShortAlert
        self.maximumLength = min(maximumLength, Self.lengthLimit)
        self.tooLongAlert = tooLongAlert
        self.pattern = pattern
        self.softRules = softRules
    }

    /// A rule an answer breaks.
    public enum Breach: Equatable, Sendable {
        /// Fewer characters than ``minimumLength``.
        case tooShort(minimum: Int)
        /// More characters than ``maximumLength``.
        case tooLong(maximum: Int)
        /// Text that does not match ``pattern``.
        case patternMismatch
    }

    /// The first rule `answer`, of `length` user-perceived characters, breaks; `nil` when
    /// it keeps them all. The length is the caller's, who has counted it already.
    public func breach(of answer: String, length: Int) -> Breach? {
        if length < minimumLength { return .tooShort(minimum: minimumLength) }
        if length > maximumLength { return .tooLong(maximum: maximumLength) }
        if let pattern, !pattern.matches(answer) { return .patternMismatch }
        return nil
    }

    /// The alert for `breach`: the flow's own when it gives one. None quotes the answer.
    public func alert(for breach: Breach) -> LocalizedText {
        switch breach {
        case .tooShort(let minimum): tooShortAlert ?? Message.tooShort(minimum: minimum)
        case .tooLong(let maximum): tooLongAlert ?? Message.tooLong(maximum: maximum)
        case .patternMismatch: pattern?.alert ?? Message.notInForm
        }
    }

    /// The first soft rule `answer` does not pass, as a warning (``SoftTextRule``).
    public func warning(about answer: String) -> ValidationError? {
        softRules.warning(about: answer)
    }

    /// The rules with `substitutions` in their alerts.
    public func substituted(_ substitutions: Substitutions) -> TextRules {
        TextRules(
            minimumLength: minimumLength, tooShortAlert: tooShortAlert.map(substitutions.text),
            maximumLength: maximumLength, tooLongAlert: tooLongAlert.map(substitutions.text),
            pattern: pattern.map { $0.withAlert(substitutions.text($0.alert)) },
            softRules: softRules.map { $0.substituted(substitutions) })
    }
}
