/// wizard's own messages, each in every UI language: one static member per message of
/// po/wizard.pot, generated with its translations from po/ (`Messages+Generated.swift`,
/// Scripts/generate-messages, docs/languages.md).
///
/// Call sites name the message (`Message.tooShort(minimum: 2)`) and get a ``LocalizedText``.
/// A parameter of type `LocalizedText` is embedded in each language's message in that
/// language; a `String` from outside wizard is made terminal-safe first where the source
/// declares it `Outside`.
public enum Message {}

extension Message {
    /// The UI languages, English first: the languages of po/ (``languages``).
    public static let uiLanguages = languages.map(\.language)
}
