import WizardMessages
import WizardText

/// A multi-select filled in for a run: its texts, its options from their source, and its
/// bounds and default cut to those options.
extension MultiSelectQuestion {
    /// The multi-select with `substitutions` in its label, alerts and options' labels, and
    /// its options from their source.
    ///
    /// A default the run reads is a list variable's items, when it names one alone
    /// (`"${tools}"`), else options separated by commas as a line gives them; as many as
    /// the bounds allow.
    public func substituted(_ substitutions: Substitutions) -> any StepKind {
        let options = optionSource.flatMap(substitutions.options(from:)) ?? self.options
        let filled = MultiSelectQuestion(
            options: options.map { substitutions.option($0) }, label: substitutions.text(label),
            minimum: declaredMinimum, tooFewAlert: tooFewAlert.map(substitutions.text),
            maximum: declaredMaximum, tooManyAlert: tooManyAlert.map(substitutions.text),
            defaultValues: declaredDefaultValues, optionSource: optionSource)
        guard case .template(let template) = runDefault else { return filled }
        let (read, left) = RunDefault.fill(runDefault, substitutions) { text -> [String]? in
            if let items = Self.listNamed(alone: template, in: substitutions) {
                let named = Set(items.map(\.value))
                let values = filled.options.map(\.value).filter(named.contains)
                // An item that is none of the options refuses the whole default.
                guard values.count == named.count else { return nil }
                return try? filled.validate(values: values)
            }
            return try? filled.validate(line: text)
        }
        return MultiSelectQuestion(
            options: filled.options, label: filled.label, minimum: declaredMinimum,
            tooFewAlert: filled.tooFewAlert, maximum: declaredMaximum,
            tooManyAlert: filled.tooManyAlert, defaultValues: read ?? declaredDefaultValues,
            optionSource: optionSource, runDefault: left)
    }

    public var refusedDefault: String? { runDefault?.refusedValue }

    /// The items of the list variable `template` names, when it is that `${name}` alone.
    private static func listNamed(alone template: String, in substitutions: Substitutions)
        -> [VariableItem]?
    {
        guard template.hasPrefix("${"), template.hasSuffix("}"),
            case .list(let items)? = substitutions.variables[
                String(template.dropFirst(2).dropLast())]
        else { return nil }
        return items
    }

    public var optionSources: [OptionSource] { optionSource.map { [$0] } ?? [] }

    /// The chosen options' labels, joined as a list.
    public func shownAnswer(_ answer: Answer, language: Language) -> String {
        let chosen = answer.strings ?? []
        // Linear in the options and the answer, however many of each.
        var labelsByValue: [String: LocalizedText] = [:]
        if !chosen.isEmpty {
            for option in options where labelsByValue[option.value] == nil {
                labelsByValue[option.value] = option.label
            }
        }
        let labels = chosen.map { value in labelsByValue[value] ?? LocalizedText(verbatim: value) }
        return labels.isEmpty ? Message.noChoices(language) : Message.joined(labels)(language)
    }
}

extension MultiSelectQuestion {
    /// Its options when the flow lists them; none when they come from a source, which
    /// ``FlowWork`` counts (even once they are filled in from it).
    public var listedOptionCount: Int { optionSource == nil ? options.count : 0 }

    /// The longest label, in any language, of every option it lists, each with the `, ` a
    /// list is joined with; or the words for no choice.
    public var shownAnswerByteLimit: Int {
        let noChoice = Message.noChoices.strings.map(\.utf8.count).max() ?? 0
        guard optionSource == nil else { return noChoice }
        return max(noChoice, options.reduce(0) { $0 + $1.shownByteLimit + 2 })
    }
}
