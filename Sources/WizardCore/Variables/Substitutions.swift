import WizardMessages
import WizardText

/// The values one run fills into its flow (`docs/flow-format.md`, "Substitutions"): the
/// flow's variables as read, its app name, and the answers so far, shown as their steps show
/// them. Pure: the variables were read before the run started.
///
/// A run fills steps in twice. When it starts (``Flow/substituted(variables:)``), every step
/// that names only variables is filled in for good, and a step that names an earlier answer
/// has only its options' source filled, with every option the source could give, so that an
/// answer given in advance is checked against them. As each such step becomes current, the
/// session fills it in from the answers so far (``Session/currentStep``).
public struct Substitutions: Sendable {
    /// The flow's steps, those before the one being filled in already filled in.
    let steps: [Step]
    let appName: LocalizedText?
    let variables: [String: VariableValue]
    /// The answers so far, by key; `nil` when the run has not started, and no answer is
    /// known.
    let answers: [String: Answer]?
    /// The reader's language, for a value put into a default (a string, not a text).
    let language: Language
    /// Whether texts and defaults are filled in, or only options (a step that names an
    /// answer, when the run starts): ``Step/substituted(_:)`` decides for each step.
    var fillsTexts = true
    /// The one language texts are filled in for, when an earlier step is filled in to show
    /// its answer in that language (``value(of:in:)``); `nil` for every language. Filling
    /// one language at each step back keeps a chain of steps that name each other linear in
    /// the languages, not exponential.
    private var onlyLanguage: Language?

    /// The values of `variables` in `flow`, and `answers` when the run has begun.
    public init(
        flow: Flow, variables: [String: VariableValue], answers: [String: Answer]? = nil,
        language: Language = .english
    ) {
        self.init(
            steps: flow.steps, appName: flow.appName, variables: variables, answers: answers,
            language: language)
    }

    init(
        steps: [Step], appName: LocalizedText?, variables: [String: VariableValue],
        answers: [String: Answer]?, language: Language
    ) {
        self.steps = steps
        self.appName = appName
        self.variables = variables
        self.answers = answers
        self.language = language
    }

    /// Whether these values fill `step`'s texts: the answers are known, or it names only
    /// variables.
    func fillsTexts(of step: Step) -> Bool {
        answers != nil || step.references.allSatisfy { variables[$0] != nil }
    }

    /// `text` with each `${name}` filled in, in every language it has; `$$` as `$`.
    public func text(_ text: LocalizedText) -> LocalizedText {
        guard fillsTexts, text.contains(where: FlowTextTemplate.mayHoldSubstitutions) else {
            return text
        }
        if let onlyLanguage {
            return LocalizedText(
                verbatim: FlowTextTemplate.render(text(onlyLanguage)) {
                    value(of: $0, in: onlyLanguage)
                })
        }
        // A value may have a language the text lacks: a label in Korean, or the app name in
        // Japanese, put into an English text makes it a text in that language too.
        let others = Self.valueLanguages + (appName.map { [$0] } ?? [])
        return text.combining(others) { language, strings in
            FlowTextTemplate.render(strings[0]) { value(of: $0, in: language) }
        }
    }

    /// Texts that give each UI language: filling a text in gives it those languages too.
    private static let valueLanguages = Message.renderedLanguages.dropFirst().map(\.language).map {
        language in
        LocalizedText(english: "", translations: [language: " "])
    }

    /// `string` (a default) with each `${name}` filled in as the reader's language shows it.
    public func string(_ string: String) -> String {
        guard fillsTexts else { return string }
        return FlowTextTemplate.render(string) { value(of: $0, in: language) }
    }

    /// What stands for an answer that may not appear in texts.
    static let withheld = String(repeating: AnswerExposure.bullet, count: 3)

    /// The step whose key is `key`.
    private func step(_ key: String) -> Step? { steps.first { $0.id == key } }

    /// What `${name}` reads in `language`: the app name; a variable's text, or a list's labels
    /// joined; an earlier answer as its step shows it (nothing for a step that was not
    /// asked). Terminal-safe, and never read for substitutions again. `nil` for a name the
    /// flow does not know.
    func value(of name: Substring, in language: Language) -> String? {
        if name == FlowReader.appVariable, let appName { return appName(language) }
        let name = String(name)
        switch variables[name] {
        case .single(let text):
            return text.terminalSafe
        case .list(let items):
            return Message.joined(items.map { LocalizedText(verbatim: $0.label.terminalSafe) })(
                language)
        case nil:
            break
        }
        guard let answers, let step = step(name), step.isQuestion else { return nil }
        guard let answer = answers[name] else { return "" }
        // The earlier step as the answers before it filled it in: its own labels may name
        // values too.
        var inLanguage = self
        inLanguage.onlyLanguage = language
        guard let question = step.substituted(inLanguage).question else { return nil }
        // A secret is refused by flow check; a flow built otherwise still shows none.
        guard question.exposure.mayAppear(in: .texts) else { return Self.withheld }
        return question.shownAnswer(answer, language: language).terminalSafe
    }

    /// The options `source` gives: a list variable's items (terminal-safe; of two values
    /// equal ignoring case, the first); an earlier multi-select's options, those of its answer
    /// once the run has one, else all of them. `nil` when the source gives none.
    public func options(from source: OptionSource) -> [PickerOption]? {
        switch source {
        case .variable(let name):
            guard let items = variables[name]?.items else { return nil }
            var seen = CaselessValues(capacity: items.count)
            var options: [PickerOption] = []
            options.reserveCapacity(items.count)
            for item in items where seen.insert(item.value) {
                options.append(
                    PickerOption(
                        value: item.value.terminalSafe,
                        label: LocalizedText(verbatim: item.label.terminalSafe)))
            }
            return options.isEmpty ? nil : options
        case .answer(let key):
            return step(key)?.kind.offeredOptions?.offered(by: answers?[key])
        }
    }
}

/// Where a picker's or multi-select's options come from when the flow does not list them
/// (`"options": {"from": NAME}`).
public enum OptionSource: Sendable, Hashable {
    /// A list variable (`"lines": true`).
    case variable(String)
    /// The answer of an earlier multi-select: the options it chose.
    case answer(String)

    /// The name the source is written with.
    public var name: String {
        switch self {
        case .variable(let name), .answer(let name): name
        }
    }
}
