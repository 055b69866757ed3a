import WizardCore

/// The one line on standard error that says `--lang` asked for a language the run cannot
/// show: one that neither wizard's messages (``Message/uiLanguages``) nor the flow's texts
/// have, so that every text falls back to English.
enum LanguageNote {
    /// Writes the line when `invocation`'s `--lang` is such a language for `flow` (`nil`
    /// for a command that shows no flow's texts); nothing otherwise.
    static func check(_ invocation: Invocation, flow: Flow?, context: Context) {
        guard let language = invocation.language, !Message.uiLanguages.contains(language)
        else { return }
        if let flow, flow.steps.contains(where: { $0.title.languages.contains(language) }) {
            return
        }
        let text = Message.languageNotAvailable(language: language.code)(context.language)
        context.standardError.write("wizard: \(text)\n")
    }
}
