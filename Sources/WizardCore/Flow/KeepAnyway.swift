import WizardMessages
import WizardText

/// The question after a soft check's warning (``SoftTextRule``): whether to keep the
/// answer anyway, No the default. Every mode that asks a person asks it so.
public enum KeepAnyway {
    /// `Keep it anyway? y/N`.
    public static let question: LocalizedText = Message.keepAnyway

    /// Whether a typed line says yes (`y`, `yes`, a UI language's yes word,
    /// ``ConfirmWords``); an empty line and anything else say no.
    public static func keeps(line: String) -> Bool {
        ConfirmWords.answer(String(line.trimmingWhitespace).lowercased()) == true
    }

    /// Whether a key says yes: `y` or `Y` in any language, or `language`'s one-letter yes
    /// word (``ConfirmWords``: German `j`); every other key says no.
    public static func keeps(key: Key, language: Language) -> Bool {
        guard case .character(let character) = key else { return false }
        return ConfirmWords.answer(key: character, language: language) == true
    }
}
