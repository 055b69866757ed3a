extension Catalogue {
    /// wizard's own messages, one entry per UI language, English first. A new UI language is
    /// one file conforming to ``Messages`` and one line here (docs/languages.md).
    static let catalogues: [any Messages] = [
        EnglishMessages(),
        KoreanMessages(),
    ]
}
