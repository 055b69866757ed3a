import WizardMessages
import WizardText

extension Message {
    // The secret kind's messages whose words depend on their values: each chooses among
    // plain messages of po/, with no language's words here.

    /// A secret in `wizard flow questions`: its length and pattern, whether it is typed
    /// twice, and what the store keeps of it; never a default.
    public static func acceptsSecret(
        minimum: Int, maximum: Int, pattern: String?, twice: Bool, keep: SecretQuestion.Keep
    ) -> LocalizedText {
        var parts = [Parts.acceptsSecret(minimum: minimum, maximum: maximum)]
        if let pattern { parts.append(Parts.acceptsPattern(pattern: pattern)) }
        if twice { parts.append(Parts.acceptsSecretTwice) }
        switch keep {
        case .hash: parts.append(Parts.acceptsSecretHashed)
        case .plain: parts.append(Parts.acceptsSecretPlain)
        case .none: parts.append(Parts.acceptsSecretNotKept)
        }
        return concatenated(parts)
    }
}
