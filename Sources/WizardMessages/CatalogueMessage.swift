import MessageFormat
import WizardText

/// One UI language of the message catalogue: its code and its plural rule.
public struct MessageLanguage: Sendable {
    /// The language.
    public let language: Language
    /// The index of the plural form a number takes (the PO file's `Plural-Forms`).
    public let pluralIndex: @Sendable (Int) -> Int

    /// Which of a message's ``CatalogueMessage/forms`` are this language's: `nil` for its
    /// place in the list of languages it is rendered in.
    let form: Int?

    public init(_ language: Language, pluralIndex: @escaping @Sendable (Int) -> Int) {
        self.init(language, form: nil, pluralIndex: pluralIndex)
    }

    private init(_ language: Language, form: Int?, pluralIndex: @escaping @Sendable (Int) -> Int) {
        self.language = language
        self.form = form
        self.pluralIndex = pluralIndex
    }

    /// This language, whose forms are the `form`-th of each message's: for a list of
    /// languages that leaves some of the catalogue's out.
    func withForms(at form: Int) -> MessageLanguage {
        MessageLanguage(language, form: form, pluralIndex: pluralIndex)
    }
}

/// One message of the catalogue: its templates in each UI language, read from po/ by
/// Scripts/generate-messages (``Message``) or from PO files (``CatalogueMessage/languages(of:)``).
public struct CatalogueMessage: Sendable {
    /// The message's id, its `msgctxt`.
    public let id: String
    /// The plural forms of the template in each language, in the order of the languages the
    /// message is rendered in (English first); no forms for a language that lacks the message,
    /// which then reads in English.
    public let forms: [[String]]

    public init(id: String, forms: [[String]]) {
        self.id = id
        self.forms = forms
    }

    /// The message with `values[i]` for the placeholder `names[i]`, in every one of
    /// `languages` (English first) and every language one of the values has that may be
    /// read in this process (``Message/mayBeRead(_:)``: all of them unless the run chose
    /// its readers).
    ///
    /// A language without its own template reads the English one, and reads the embedded
    /// texts in its own language: a flow's Japanese label appears in the English sentence
    /// shown to a Japanese reader. `count` chooses the plural form in each language.
    public func render(
        in languages: [MessageLanguage], count: Int? = nil,
        names: [String] = [], values: [LocalizedText] = []
    ) -> LocalizedText {
        var others: [Language] = []
        for language in languages.dropFirst() { others.append(language.language) }
        for text in values {
            for language in text.languages.dropFirst()
            where !others.contains(language) && Message.mayBeRead(language) {
                others.append(language)
            }
        }
        var strings: [String] = []
        strings.reserveCapacity(others.count)
        for language in others {
            strings.append(
                text(in: language, languages: languages, count: count, names: names, values: values)
            )
        }
        return LocalizedText(
            english: text(
                in: .english, languages: languages, count: count, names: names, values: values),
            languages: others, strings: strings)
    }

    /// The message in `language`: its own template, or the nearest of its fallbacks'
    /// (``Language/fallbacks``), or else the English one.
    private func text(
        in language: Language, languages: [MessageLanguage], count: Int?,
        names: [String], values: [LocalizedText]
    ) -> String {
        var index = 0
        var rule = languages[0].pluralIndex
        /// Whether `candidate` has its own forms, which are then chosen.
        func choose(_ candidate: Language) -> Bool {
            guard let own = languages.firstIndex(where: { $0.language == candidate }) else {
                return false
            }
            let place = languages[own].form ?? own
            guard place < forms.count, !forms[place].isEmpty else { return false }
            (index, rule) = (place, languages[own].pluralIndex)
            return true
        }
        if language.isQualified {
            _ = language.fallbacks.first(where: choose)
        } else {
            _ = choose(language)
        }
        let templates = forms[index]
        let form = count.map { min(rule($0), templates.count - 1) } ?? 0
        return TextTemplate.render(templates[form]) { name in
            guard let index = names.firstIndex(where: { $0.utf8.elementsEqual(name.utf8) })
            else { return nil }
            return values[index](language)
        }
    }
}

extension CatalogueMessage {
    /// The languages of `book`, English first, each with its plural rule interpreted: what
    /// ``render(in:count:_:)`` takes for messages read from PO files instead of generated.
    public static func languages(of book: MessageBook) -> [MessageLanguage] {
        zip(book.languageCodes, book.rules).map { code, rule in
            MessageLanguage(Language(code: code) ?? .english) { rule.index(for: $0) }
        }
    }

    /// The message `id` of `book`, `nil` when its source has none.
    public init?(_ id: String, of book: MessageBook) {
        guard let declaration = book.declarations.first(where: { $0.id == id }) else {
            return nil
        }
        self.init(id: id, forms: declaration.forms)
    }
}
