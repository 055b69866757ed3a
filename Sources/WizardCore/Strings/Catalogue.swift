/// Every user-facing string of wizard, in each UI language.
///
/// A flow's own texts live in its file (the default flow's in `onboarding.json`); these are
/// the texts the frontends and commands use around them. The code asks for a message here
/// (`Message.tooShort(minimum:)`) and gets a ``LocalizedText`` holding it in every language
/// registered in ``catalogues``, each written by that language's ``Messages``. Functions
/// build texts that embed values; callers sanitise values that come from outside before
/// passing them in.
public enum Catalogue {
    /// The UI languages, English first.
    public static var languages: [Language] { catalogues.map(\.language) }

    /// The messages closest to `language`: its own when it is a UI language, else English.
    public static func messages(for language: Language) -> any Messages {
        catalogues.first { $0.language == language } ?? catalogues[0]
    }

    /// `message` in every UI language.
    static func localized(_ message: (any Messages) -> String) -> LocalizedText {
        LocalizedText(
            english: message(catalogues[0]),
            entries: catalogues.dropFirst().map { ($0.language, message($0)) })
    }

    /// A message that embeds `texts`, in every UI language and every language of `texts`:
    /// `message` is given the messages closest to each language and the language itself, in
    /// which it reads the embedded texts. A flow's Japanese label thus appears in the English
    /// sentence shown to a Japanese reader.
    static func localized(
        embedding texts: LocalizedText..., message: (any Messages, Language) -> String
    ) -> LocalizedText {
        localized(embeddingAll: texts, message: message)
    }

    /// ``localized(embedding:message:)`` for a list of texts.
    static func localized(
        embeddingAll texts: [LocalizedText], message: (any Messages, Language) -> String
    ) -> LocalizedText {
        var languages = Array(Self.languages.dropFirst())
        for text in texts {
            for language in text.languages.dropFirst() where !languages.contains(language) {
                languages.append(language)
            }
        }
        return LocalizedText(
            english: message(catalogues[0], .english),
            entries: languages.map { ($0, message(Self.messages(for: $0), $0)) })
    }
}
