/// One user-facing text: a string for each language it has, English always among them.
///
/// ``callAsFunction(_:)`` gives the text in a language, falling back to English when the
/// text lacks that language. A translation equal to the English text is not kept: it reads
/// the same through the fallback, so two texts are equal exactly when they read the same in
/// every language.
public struct LocalizedText: Sendable, Hashable {
    /// The English text, which every text has.
    public let english: String
    /// The text in languages other than English; never a string equal to ``english``.
    private let translations: [Language: String]

    /// A text with `english` and the `translations` (an English entry among them is ignored).
    public init(english: String, translations: [Language: String] = [:]) {
        self.english = english
        let isKept = { (entry: (key: Language, value: String)) in
            entry.key != .english && entry.value != english
        }
        self.translations =
            translations.allSatisfy(isKept) ? translations : translations.filter(isKept)
    }

    /// A text in English and Korean.
    public init(en english: String, ko korean: String) {
        self.init(english: english, translations: [.korean: korean])
    }

    /// A text from its strings by language; `nil` when English is not among them.
    public init?(_ texts: [Language: String]) {
        guard let english = texts[.english] else { return nil }
        self.init(english: english, translations: texts)
    }

    /// The text in `language`: its own string for that language, else the English one.
    public func callAsFunction(_ language: Language) -> String {
        translations.isEmpty ? english : translations[language] ?? english
    }

    /// The text in `language`, as ``callAsFunction(_:)`` gives it.
    public func text(_ language: Language) -> String { self(language) }

    /// The text in Korean, as ``callAsFunction(_:)`` gives it.
    public var korean: String { self(.korean) }

    /// The languages this text has its own string for: English first, then the others by code.
    public var languages: [Language] {
        [.english] + translations.keys.sorted { $0.code < $1.code }
    }

    /// Every string of the text, English first.
    public var strings: [String] { languages.map(self.callAsFunction) }

    /// Whether the string of some language satisfies `predicate`.
    public func contains(where predicate: (String) -> Bool) -> Bool {
        predicate(english) || translations.values.contains(where: predicate)
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
        let english = combine(.english, all.map(\.english))
        var translations: [Language: String] = [:]
        for text in all {
            for language in text.translations.keys where translations[language] == nil {
                translations[language] = combine(language, all.map { $0(language) })
            }
        }
        return LocalizedText(english: english, translations: translations)
    }
}
