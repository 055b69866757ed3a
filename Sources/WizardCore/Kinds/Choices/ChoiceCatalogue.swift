import WizardText

/// A list's options as matching reads them (``MatchList``): each label as shown in one
/// language, and each stored value.
public struct ChoiceCatalogue: Sendable, Equatable {
    /// The language the labels were folded in.
    public let language: Language
    /// The folded labels and values.
    public let texts: MatchList

    public init(options: [PickerOption], language: Language) {
        self.language = language
        texts = MatchList(
            labels: options.map { $0.label(language) }, values: options.map(\.value))
    }

    public var count: Int { texts.count }
}
