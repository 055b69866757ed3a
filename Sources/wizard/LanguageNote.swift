import WizardCore
import WizardMessages
import WizardText

/// The language a run speaks once its flow is known, and the one line on standard error
/// that says `--lang` asked for a language the run cannot show: one that neither wizard's
/// messages (``Message/uiLanguages``) nor the flow's texts have, even through its fallbacks
/// (``Language/fallbacks``), so that every text falls back to English.
enum LanguageNote {
    /// `context` speaking the first of its ``Context/preferences`` that wizard's messages or
    /// `flow`'s texts have (`nil` for a command that shows no flow's texts); writes the line
    /// when `invocation`'s `--lang` is a language neither has.
    @discardableResult
    static func check(_ invocation: Invocation, flow: Flow?, context: Context) -> Context {
        var reading = context
        if invocation.language == nil, !context.preferences.isEmpty {
            reading.language = Language.first(of: context.preferences) { shows($0, flow) }
        }
        if let language = invocation.language,
            !language.fallbacks.contains(where: { shows($0, flow) })
        {
            let text = Message.languageNotAvailable(language: language.code)(context.language)
            context.standardError.write("wizard: \(text)\n")
        }
        return reading
    }

    /// Whether wizard's messages are in `language`, or some step of `flow` has a title in it.
    private static func shows(_ language: Language, _ flow: Flow?) -> Bool {
        if Message.uiLanguages.contains(language) { return true }
        guard let flow else { return false }
        return flow.steps.contains { $0.title.languages.contains(language) }
    }
}
