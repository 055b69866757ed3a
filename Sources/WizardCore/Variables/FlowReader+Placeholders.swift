import WizardMessages

/// A translation keeps its English text's substitutions (`docs/languages.md`): `{ap}`
/// written for `{app}` is no substitution, and would show as it is written. A translation
/// may name more (Korean naming the app where English does not).
extension FlowReader {
    /// The substitutions `string` names (`${name}`, `{app}`), each once, as `${name}`; none
    /// for a string whose `${` is malformed, which ``checkSubstitutions(_:node:path:)``
    /// reports.
    static func placeholders(in string: String) -> Set<String> {
        guard FlowTextTemplate.mayHoldSubstitutions(string),
            let references = try? FlowTextTemplate.references(in: string)
        else { return [] }
        return Set(references.map { "${" + $0.name + "}" })
    }

    /// Refuses each of `translations` (a text's strings other than English, with their
    /// keys and nodes) that leaves out a substitution `english` names: a blocking problem
    /// at its place, naming those it leaves out.
    mutating func checkPlaceholders(
        english: String, translations: [(key: String, string: String, node: JSONNode)],
        path: JSONPath
    ) {
        let expected = Self.placeholders(in: english)
        guard !expected.isEmpty else { return }
        for translation in translations {
            let missing = expected.subtracting(Self.placeholders(in: translation.string))
            guard !missing.isEmpty else { continue }
            problem(
                path.member(translation.key), translation.node,
                Message.FlowCheck.placeholdersMissing(
                    missing: missing.sorted().joined(separator: ", ")))
        }
    }
}
