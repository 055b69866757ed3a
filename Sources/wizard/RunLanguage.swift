import WizardCore
import WizardMessages
import WizardText

/// The language a run speaks, and the one place that chooses it (`docs/languages.md`): the
/// first language its reader asks for that wizard's messages or the texts the command shows
/// have, through its fallbacks (``Language/fallbacks``); and the one line on standard error
/// saying that `--lang` named a language neither has, so that every text falls back to
/// English.
///
/// ``Wizard/run(_:reader:context:)`` chooses once (``chosen(showing:)``), after the flow the
/// command shows is read, since its texts count. Until then, and for the error reports, the
/// run speaks ``ofMessages``.
struct RunLanguage: Equatable {
    /// The languages the reader asks for, in order: `--lang`'s alone, else the locale
    /// variables' (``Language/preferences(environment:)``).
    let preferences: [Language]
    /// The language `--lang` names, which the run speaks whatever has texts in it; `nil`
    /// without the option.
    let named: Language?

    /// What a command shows a reader, among which the run's language is chosen.
    enum ShownTexts {
        /// wizard's messages and a flow's questions: `setup` and the command without a name,
        /// which say when the flow lacks the run's language (``Choice/note``).
        case questions(Flow)
        /// wizard's messages and a flow's texts, shown without asking anything: `profile`.
        case flow(Flow)
        /// wizard's messages alone: `help`, and `ask`, whose question is written in the run's
        /// language.
        case messages
        /// wizard's messages, for a flow's author or a shell (`flow`, `completion`,
        /// `version`): no line about `--lang` is added to such output.
        case unnoted

        /// The flow whose texts count, `nil` for wizard's messages alone.
        var flow: Flow? {
            switch self {
            case .questions(let flow), .flow(let flow): flow
            case .messages, .unnoted: nil
            }
        }
    }

    /// The run's language, and the line to write on standard error before anything else the
    /// command writes, if any.
    struct Choice: Equatable {
        let language: Language
        /// `wizard: neither wizard nor the flow has texts in 'xx'; showing English`, or for
        /// questions in a language wizard's messages have and the flow lacks, `wizard: the
        /// flow has no texts in 'de'; its questions are shown in English`, with its newline;
        /// `nil` when the run's language is shown throughout.
        let note: String?
    }

    /// `preferences` as they are, `named` from `--lang`.
    init(preferences: [Language], named: Language?) {
        self.preferences = preferences
        self.named = named
    }

    /// What the reader of `arguments` and `environment` asks for, read before the command
    /// line is parsed: the last `--lang` read on its own
    /// (``CommandLineParser/language(in:)``), so that a line that cannot be parsed is still
    /// reported in the language it asks for.
    init(arguments: [String], environment: [String: String]) {
        let named = CommandLineParser.language(in: arguments)
        self.init(
            preferences: named.map { [$0] } ?? Language.preferences(environment: environment),
            named: named)
    }

    /// What the reader asks for once `invocation` is parsed: its `--lang`.
    func parsed(_ invocation: Invocation) -> RunLanguage {
        RunLanguage(
            preferences: invocation.language.map { [$0] } ?? preferences,
            named: invocation.language)
    }

    /// The language of wizard's own messages: `--lang`'s, else the first preference they
    /// have, else the first preference (English without any). What errors are reported in.
    var ofMessages: Language {
        named ?? Language.first(of: preferences) { Message.uiLanguages.contains($0) }
    }

    /// The run's language once the command's `texts` are known: `--lang`'s, else the first
    /// preference that wizard's messages or the flow's texts have; and the note when `--lang`
    /// names a language that neither has (none for ``ShownTexts/unnoted``).
    func chosen(showing texts: ShownTexts) -> Choice {
        guard let named else {
            let language = Language.first(of: preferences) { Self.shows($0, texts.flow) }
            return Choice(language: language, note: Self.lackNote(language, texts))
        }
        if case .unnoted = texts { return Choice(language: named, note: nil) }
        guard !named.fallbacks.contains(where: { Self.shows($0, texts.flow) }) else {
            return Choice(language: named, note: Self.lackNote(named, texts))
        }
        let text = Message.languageNotAvailable(language: named.code)(named)
        return Choice(language: named, note: "wizard: \(text)\n")
    }

    /// The line saying that the questions of `texts` fall back to English in `language`,
    /// which wizard's own words around them are in; `nil` for English, for a flow that has
    /// the language, and for what asks nothing.
    private static func lackNote(_ language: Language, _ texts: ShownTexts) -> String? {
        // English is among a tag's fallbacks when its base is English; asked without making
        // the list, in every run.
        guard case .questions(let flow) = texts, language.base != .english,
            !language.fallbacks.contains(where: { flowHas($0, flow) })
        else { return nil }
        let text = Message.flowLacksLanguage(language: language.code)(language)
        return "wizard: \(text)\n"
    }

    /// Whether some step of `flow` has a title in `language`.
    private static func flowHas(_ language: Language, _ flow: Flow) -> Bool {
        flow.steps.contains { $0.title.languages.contains(language) }
    }

    /// Whether wizard's messages are in `language`, or some step of `flow` has a title in it.
    private static func shows(_ language: Language, _ flow: Flow?) -> Bool {
        if Message.uiLanguages.contains(language) { return true }
        guard let flow else { return false }
        return flowHas(language, flow)
    }

    /// Makes wizard's messages from now on only in English and the languages this reader
    /// may be shown (``Message/renderOnly(_:)``): what `main.swift` calls first, before
    /// any message is made.
    ///
    /// Why before the choice, from what the reader asks alone: a message is rendered in
    /// every language it may be read in when it is first made, and a flow's substitutions
    /// are filled in each of those languages, which the flow's budget counts (``FlowWork``).
    /// Reading the flow already counts them, and the choice needs the flow. Rendered in all
    /// eight UI languages, a piped `setup --defaults` runs 9% more instructions on
    /// `examples/mail-server.json` and 27% on `examples/network-setup.json`. A test process
    /// never calls it, and renders every language.
    func renderOnlyReadableMessages() {
        Message.renderOnly(preferences)
    }
}
