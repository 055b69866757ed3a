import Synchronization
import WizardText

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

    /// The UI languages messages are rendered in, English first: every one of ``languages``
    /// unless ``renderOnly(_:)`` chose fewer before the first message was made.
    ///
    /// A run reads one language, so rendering each message in all the others would be work
    /// nobody reads; a test process renders every language.
    public static let renderedLanguages: [MessageLanguage] = {
        let mask = renderedMask.load(ordering: .acquiring)
        var chosen: [MessageLanguage] = []
        for (index, language) in languages.enumerated()
        where index == 0 || index >= 64 || mask & (1 << UInt64(index)) != 0 {
            chosen.append(language.withForms(at: index))
        }
        return chosen
    }()

    /// The UI languages chosen to be rendered, by their index in ``languages``.
    private static let renderedMask = Atomic<UInt64>(.max)

    /// Renders messages from now on only in English and the UI languages that `readers`
    /// (and their ``Language/fallbacks``) can read: what a process calls once, before it
    /// makes any message, when it knows which languages its run may speak. A call after
    /// the first message was made changes nothing: every message then has every language.
    public static func renderOnly(_ readers: [Language]) {
        var mask: UInt64 = 1
        for reader in readers {
            for language in reader.fallbacks {
                if let index = uiLanguages.firstIndex(of: language), index < 64 {
                    mask |= 1 << UInt64(index)
                }
            }
        }
        renderedMask.store(mask, ordering: .releasing)
    }
}
