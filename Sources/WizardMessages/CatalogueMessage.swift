import MessageFormat
import WizardText

/// One UI language of the message catalogue: its code and its plural rule.
public struct MessageLanguage: Sendable {
    /// The language.
    public let language: Language
    /// The index of the plural form a number takes (the PO file's `Plural-Forms`).
    public let pluralIndex: @Sendable (Int) -> Int

    /// Which of a message's languages' forms are this language's: `nil` for its place in
    /// the list of languages it is rendered in.
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
    private let templates: Templates

    private enum Templates: Sendable {
        case listed([[String]])
        /// As ``PackedForms`` packs them: the generated catalogue's.
        case packed(StaticString)
    }

    /// - Parameter forms: the plural forms of the template in each language, in the order of
    ///   the languages the message is rendered in (English first); none for a language that
    ///   lacks the message, which then reads in English.
    public init(id: String, forms: [[String]]) {
        self.id = id
        self.templates = .listed(forms)
    }

    /// - Parameter packed: the forms as ``PackedForms/pack(_:)`` packs them.
    public init(id: String, packed: StaticString) {
        self.id = id
        self.templates = .packed(packed)
    }

    /// Whether the language at `place` has the message.
    private func hasTemplate(at place: Int) -> Bool {
        switch templates {
        case .listed(let forms):
            return place < forms.count && !forms[place].isEmpty
        case .packed(let packed):
            return packed.withUTF8Buffer {
                PackedForms.template(in: $0, place: place, form: 0) != nil
            }
        }
    }

    /// The template of the language at `place`, in its plural form `form` (its last when it
    /// has fewer); `nil` when that language lacks the message.
    private func template(at place: Int, form: Int) -> String? {
        switch templates {
        case .listed(let forms):
            guard place < forms.count, !forms[place].isEmpty else { return nil }
            return forms[place][min(form, forms[place].count - 1)]
        case .packed(let packed):
            return packed.withUTF8Buffer { bytes in
                PackedForms.template(in: bytes, place: place, form: form).map {
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
                }
            }
        }
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
        if Message.othersMayBeRead {
            for text in values {
                for language in text.languages.dropFirst()
                where !others.contains(language) && Message.mayBeRead(language) {
                    others.append(language)
                }
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
            guard hasTemplate(at: place) else { return false }
            (index, rule) = (place, languages[own].pluralIndex)
            return true
        }
        if language.isQualified {
            _ = language.fallbacks.first(where: choose)
        } else if language != .english {
            _ = choose(language)
        }
        // English, at place 0, has every message.
        let template = template(at: index, form: count.map(rule) ?? 0)!
        return TextTemplate.render(template) { name in
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
