import WizardMessages
import WizardText

/// Plain mode's two words that are no answer (`docs/usage.md`, Line by line): the back
/// word (`:back`, in Korean `:뒤로`) goes to the step shown before, the quit word (`:quit`,
/// `:끝`) quits saving nothing, as Ctrl-D does.
///
/// A line is a word only when it is the word alone: white space around it and letter case
/// do not count, anything else on the line makes it an answer. The English words work in
/// every language, so a Korean reader need not switch the input method. The words start
/// with a colon, which no name, number or choice does; a text answer that is exactly a word
/// is given piped, in an answers file or as an option.
public enum PlainWord: Equatable, Sendable {
    case back
    case quit

    /// The word `line` is, in `language`, if it is one.
    public init?(line: String, language: Language) {
        let typed = line.trimmingWhitespace.lowercased()
        guard typed.hasPrefix(":") else { return nil }
        func means(_ word: LocalizedText) -> Bool {
            typed == word(language).lowercased() || typed == word(.english).lowercased()
        }
        if means(Message.Plain.backWord) {
            self = .back
        } else if means(Message.Plain.quitWord) {
            self = .quit
        } else {
            return nil
        }
    }

    /// The line said once before the first prompt: both words in `language`, `:back`
    /// naming `backButton` when going back presses a box's button (``Flow/backButton``).
    public static func note(_ language: Language, backButton: String?) -> String {
        guard let backButton else { return note(language) }
        return Message.Plain.wordsNoteButton(
            back: Message.Plain.backWord(language), button: backButton,
            quit: Message.Plain.quitWord(language))(language)
    }

    /// The line said once before the first prompt: both words in `language`.
    public static func note(_ language: Language) -> String {
        Message.Plain.wordsNote(
            back: Message.Plain.backWord(language), quit: Message.Plain.quitWord(language))(
                language)
    }

    /// The line said once before the first prompt of a run that saves nothing and has no
    /// step to go back to (`wizard ask`): the quit word alone, in `language`.
    public static func quitNote(_ language: Language) -> String {
        Message.Plain.wordsNoteQuit(quit: Message.Plain.quitWord(language))(language)
    }
}
