/// One user-facing text: a string for each language it has, English always among them.
///
/// ``callAsFunction(_:)`` gives the text in a language, falling back step by step when the
/// text lacks that language (``Language/fallbacks``: `pt_BR`, then `pt`), and then to
/// English. A translation equal to the English text is not kept: it reads the same through
/// the fallback, so two texts are equal exactly when they read the same in every language.
public struct LocalizedText: Sendable, Hashable {
    /// The English text, which every text has.
    public let english: String
    /// The texts of the languages other than English, never one equal to ``english``. A
    /// text has few languages, so a short list searched in order is the map; building one
    /// costs a flow file's reader, which makes one per text at start-up, no hashing.
    private let storage: Storage

    /// Where a text keeps its translations: a list, or, for the texts compiled into wizard
    /// (``init(english:packed:)``), a literal read only when a language is asked for. Both
    /// cases are one reference, so a text stays three words long however it keeps them (a
    /// list of 100,000 options holds one per option).
    private enum Storage: Sendable {
        /// One entry per language, ordered by code, never a string equal to ``english``.
        case listed([Translation])
        case packed(PackedTranslations)
    }

    private struct Translation: Sendable, Hashable {
        let language: Language
        let text: String
    }

    /// A text with `english` and the translations packed in `packed`, a literal in the form
    /// ``PackedTranslations`` describes (`de\u{1F}Weiter\u{1E}fr\u{1F}Suivant`): how the
    /// default flow's generated source writes its texts, so that building the flow makes no
    /// string of a language the run does not show.
    public init(english: String, packed: StaticString) {
        self.english = english
        self.storage = .packed(PackedTranslations(literal: packed))
    }

    /// A text with `english` and the `translations` (an English entry among them is ignored).
    public init(english: String, translations: [Language: String] = [:]) {
        self.init(english: english, entries: translations.lazy.map { ($0.key, $0.value) })
    }

    /// A text with `english` and the texts of `entries` by language; of two entries for one
    /// language the later is kept, and an English entry is ignored.
    public init(english: String, entries: some Sequence<(Language, String)>) {
        var translations: [Translation] = []
        for (language, text) in entries where language != .english {
            if let index = translations.firstIndex(where: { $0.language == language }) {
                translations.remove(at: index)
            }
            if text != english { translations.append(Translation(language: language, text: text)) }
        }
        if translations.count > 1 { translations.sort { $0.language.precedes($1.language) } }
        self.english = english
        self.storage = .listed(translations)
    }

    /// A text with `english` and the texts of `entries` by language, as the initialiser of
    /// any sequence of them reads them: the form the default flow's
    /// generated source writes (an array literal), taken without the generic code, whose
    /// every step went through the sequence's witnesses (a piped setup of the default flow in
    /// eight languages ran 280,000 instructions building its texts). Entries already in the
    /// order of their languages are kept in it, not sorted again.
    public init(english: String, entries: [(Language, String)]) {
        var translations: [Translation] = []
        translations.reserveCapacity(entries.count)
        var ordered = true
        for (language, text) in entries where language != .english {
            if let index = translations.firstIndex(where: { $0.language == language }) {
                translations.remove(at: index)
            }
            guard text != english else { continue }
            if let last = translations.last, !last.language.precedes(language) { ordered = false }
            translations.append(Translation(language: language, text: text))
        }
        if !ordered { translations.sort { $0.language.precedes($1.language) } }
        self.english = english
        self.storage = .listed(translations)
    }

    /// A text that reads `string` in every language: a value put into a message (a path, a
    /// number), built without a map of translations.
    public init(verbatim string: String) {
        self.english = string
        self.storage = .listed([])
    }

    /// A text with `english` and `strings[i]` in `languages[i]`, which are neither English nor
    /// repeated: how a message is made in every language without a list of pairs, whose
    /// type the runtime would have to build at start-up.
    public init(english: String, languages: [Language], strings: [String]) {
        var translations: [Translation] = []
        for index in languages.indices where strings[index] != english {
            translations.append(Translation(language: languages[index], text: strings[index]))
        }
        if translations.count > 1 { translations.sort { $0.language.precedes($1.language) } }
        self.english = english
        self.storage = .listed(translations)
    }

    /// A text in English and Korean.
    public init(en english: String, ko korean: String) {
        self.init(english: english, entries: CollectionOfOne((Language.korean, korean)))
    }

    /// A text from its strings by language; `nil` when English is not among them.
    public init?(_ texts: [Language: String]) {
        guard let english = texts[.english] else { return nil }
        self.init(english: english, translations: texts)
    }

    /// The text in `language`: its own string for that language, else for the nearest of
    /// its ``Language/fallbacks`` (`pt_BR`, then `pt`), else the English one.
    public func callAsFunction(_ language: Language) -> String {
        let translations: [Translation]
        switch storage {
        case .packed(let packed): return packedText(language, packed)
        case .listed(let listed): translations = listed
        }
        if translations.isEmpty { return english }
        for translation in translations where translation.language == language {
            return translation.text
        }
        guard language.isQualified else { return english }
        for fallback in language.fallbacks.dropFirst() {
            for translation in translations where translation.language == fallback {
                return translation.text
            }
        }
        return english
    }

    /// ``callAsFunction(_:)`` for a text whose translations are packed.
    private func packedText(_ language: Language, _ packed: PackedTranslations) -> String {
        if language == .english { return english }
        if let text = packed.text(for: language) { return text }
        guard language.isQualified else { return english }
        for fallback in language.fallbacks.dropFirst() {
            if let text = packed.text(for: fallback) { return text }
        }
        return english
    }

    /// The translations, packed or not, as a list keeps them.
    private var allTranslations: [Translation] {
        switch storage {
        case .listed(let translations): translations
        case .packed(let packed): packed.all.map { Translation(language: $0, text: $1) }
        }
    }

    /// Two texts are equal when they read the same in every language, however their
    /// translations are kept.
    public static func == (left: LocalizedText, right: LocalizedText) -> Bool {
        left.english == right.english && left.allTranslations == right.allTranslations
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(english)
        hasher.combine(allTranslations)
    }

    /// The literal that ``init(english:packed:)`` takes to make this text again, as its source
    /// reads before Swift's escaping; `nil` when a translation holds one of the separators of
    /// ``PackedTranslations`` (two control characters no text of the default flow holds).
    public var packedLiteral: String? {
        let translations = allTranslations
        guard translations.allSatisfy({ PackedTranslations.canPack($0.text) }) else { return nil }
        return PackedTranslations.literal(packing: translations.map { ($0.language, $0.text) })
    }

    /// The text in `language`, as ``callAsFunction(_:)`` gives it.
    public func text(_ language: Language) -> String { self(language) }

    /// The text in Korean, as ``callAsFunction(_:)`` gives it.
    public var korean: String { self(.korean) }

    /// The languages this text has its own string for: English first, then the others by code.
    public var languages: [Language] {
        [.english] + allTranslations.map(\.language)
    }

    /// Every string of the text, English first.
    public var strings: [String] { [english] + allTranslations.map(\.text) }

    /// Whether the string of some language satisfies `predicate`.
    public func contains(where predicate: (String) -> Bool) -> Bool {
        predicate(english) || allTranslations.contains { predicate($0.text) }
    }

    /// This text with `transform` applied to its string in each language it has.
    public func map(_ transform: (Language, String) -> String) -> LocalizedText {
        combining([]) { language, _ in transform(language, self(language)) }
    }

    /// A text in every language that this text or one of `others` has: for each, `combine` is
    /// given the language and the strings of `[self] + others` in it (each falling back to
    /// English).
    public func combining(
        _ others: [LocalizedText], _ combine: (Language, [String]) -> String
    ) -> LocalizedText {
        let all = [self] + others
        var languages: [Language] = []
        for text in all {
            for translation in text.allTranslations
            where !languages.contains(translation.language) {
                languages.append(translation.language)
            }
        }
        return LocalizedText(
            english: combine(.english, all.map(\.english)),
            entries: languages.map { language in
                (language, combine(language, all.map { $0(language) }))
            })
    }
}

extension LocalizedText: CustomReflectable {
    /// A text reflects (`dump`, the debugger) as its English and its translations, the same
    /// however the translations are kept: packed or in a list.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "english": english,
                "translations": allTranslations.map { "\($0.language.code): \($0.text)" },
            ])
    }
}
