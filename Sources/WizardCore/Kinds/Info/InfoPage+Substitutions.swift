/// An info page filled in for a run: its text and its features'.
extension InfoPage {
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        InfoPage(
            icon: icon, text: substitutions.text(text),
            features: features.map { feature in
                Feature(
                    icon: feature.icon, title: substitutions.text(feature.title),
                    text: substitutions.text(feature.text))
            },
            tour: tour)
    }
}
