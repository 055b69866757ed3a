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

    /// The languages ``renderOnly(_:)`` was given, with their fallbacks; `nil` while every
    /// language is rendered.
    private static let readers = Mutex<[Language]?>(nil)

    /// ``readers`` as the first message found them, as ``renderedLanguages`` keeps the mask.
    private static let readersWhenRendered: [Language]? = readers.withLock { $0 }

    /// Whether a message's text in `language`, a language one of the values put into it
    /// has, may be read in this process: always, unless ``renderOnly(_:)`` chose the
    /// readers before the first message was made; then English and the readers' languages
    /// only. A run that shows English renders a card line once, not once for each language
    /// of the flow's label in it.
    static func mayBeRead(_ language: Language) -> Bool {
        guard let readers = readersWhenRendered, language != .english else { return true }
        return readers.contains(language)
    }

    /// Whether ``mayBeRead(_:)`` holds for some language other than English: a run whose
    /// readers read English alone has no need to look at the languages of the texts it
    /// puts into a message.
    static let othersMayBeRead = readersWhenRendered?.contains { $0 != .english } ?? true

    /// Renders messages from now on only in English and the UI languages that `readers`
    /// (and their ``Language/fallbacks``) can read, and embeds a value's texts only in those
    /// languages (``mayBeRead(_:)``): what a process calls once, before it
    /// makes any message, when it knows which languages its run may speak. A call after
    /// the first message was made changes nothing: every message then has every language.
    public static func renderOnly(_ readers: [Language]) {
        var mask: UInt64 = 1
        var languages: [Language] = []
        for reader in readers {
            for language in reader.fallbacks {
                if !languages.contains(language) { languages.append(language) }
                if let index = uiLanguages.firstIndex(of: language), index < 64 {
                    mask |= 1 << UInt64(index)
                }
            }
        }
        renderedMask.store(mask, ordering: .releasing)
        Self.readers.withLock { $0 = languages }
    }
}
