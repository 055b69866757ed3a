import WizardText

/// `wizard ask choose --filter QUERY`: the options a query matches, best first, through the
/// screens' and plain mode's matcher (``MatchList/ranked(_:among:)``).
extension PickerQuestion {
    public func filtered(by query: String, language: Language) -> [String]? {
        let textQuery = TextQuery(query)
        guard !textQuery.isEmpty else { return options.map(\.value) }
        let catalogue = ChoiceCatalogue(options: options, language: language)
        return catalogue.texts.ranked(textQuery).map { options[Int($0)].value }
    }
}

extension MultiSelectQuestion {
    public func filtered(by query: String, language: Language) -> [String]? {
        picker.filtered(by: query, language: language)
    }
}
