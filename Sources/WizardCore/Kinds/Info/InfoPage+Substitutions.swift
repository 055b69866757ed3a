/// An info page filled in for a run: its features' texts (its own text is the step's).
extension InfoPage {
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        InfoPage(
            icon: icon,
            features: features.map { feature in
                Feature(
                    icon: feature.icon, title: substitutions.text(feature.title),
                    text: substitutions.text(feature.text))
            },
            tour: tour, exit: exit, goto: goto)
    }
}
