import WizardCore
import WizardMessages
import WizardText

/// The help of every command and the summaries of the words shells complete: those of
/// ``Message/help(topic:)`` and ``Message/summary(of:in:)``, and `ask`'s.
enum CommandHelp {
    /// `wizard help TOPIC`'s text (`nil`: the overview); `nil` for a topic without one.
    static func text(topic: String?) -> LocalizedText? {
        topic == CommandLineSyntax.CommandName.ask.rawValue
            ? Message.Help.ask(options: Message.Help.commonOptions) : Message.help(topic: topic)
    }

    /// What `word` does in `language`, for a shell's completion menu; `nil` when it has no
    /// summary.
    static func summary(of word: String, in language: Language) -> String? {
        word == CommandLineSyntax.CommandName.ask.rawValue
            ? Message.Summary.ask(language) : Message.summary(of: word, in: language)
    }
}
