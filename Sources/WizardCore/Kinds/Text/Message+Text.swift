import WizardMessages
import WizardText

extension Message {
    // The text kind's messages whose words depend on their values: each chooses among plain
    // messages of po/, with no language's words here.

    /// A text question in `wizard flow questions`: its length, pattern and default.
    public static func acceptsText(
        minimum: Int, maximum: Int, pattern: String?, defaultValue: String?
    ) -> LocalizedText {
        var parts = [
            minimum == maximum
                ? Parts.acceptsTextExactly(minimum: minimum, maximum: maximum)
                : Parts.acceptsText(minimum: minimum, maximum: maximum)
        ]
        if let pattern { parts.append(Parts.acceptsPattern(pattern: pattern)) }
        return withDefault(
            concatenated(parts), defaultValue.map { LocalizedText(english: $0.terminalSafe) })
    }

    /// A text answer over the absolute bounds in bytes or scalars.
    public static func answerTooLarge(bytes: Int, scalars: Int) -> LocalizedText {
        Parts.answerTooLarge(
            bytes: Count.bytes(bytes), points: Count.unicodeCodePoints(scalars))
    }
}
