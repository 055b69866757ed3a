import WizardMessages
import WizardText

/// The words that say yes and no to a confirm question: English's `y`, `yes`, `true` and
/// `n`, `no`, `false`, and each UI language's (`answer-words.yes`, `answer-words.no` in
/// po/: German `j`, `ja`, `nein`, Spanish `s`, `sí`, French `o`, `oui`, `non`,
/// Japanese `はい`, `いいえ`, Brazilian Portuguese `s`, `sim`, `não`, Chinese `是`, `否`).
///
/// Every language's words are taken from every reader, in every mode: a German reader of an
/// English flow may type `ja`, and nobody's yes is another language's no.
public enum ConfirmWords {
    private static let yes = words(Message.AnswerWords.yes, english: ["y", "yes", "true"])
    private static let no = words(Message.AnswerWords.no, english: ["n", "no", "false"])

    /// What `word` says, in lowercase and without the white space around it: `true` for a
    /// yes word, `false` for a no word, `nil` for any other.
    public static func answer(_ word: String) -> Bool? {
        if yes.contains(word) { return true }
        if no.contains(word) { return false }
        return nil
    }

    /// What a key says at the screens, as one letter: `y` or `n` in either case in every
    /// language, and a one-letter word of `language`'s (German `j`, French `o`).
    public static func answer(key character: Character, language: Language) -> Bool? {
        switch character {
        case "y", "Y": return true
        case "n", "N": return false
        default:
            let letter = String(character).lowercased()
            if words(of: Message.AnswerWords.yes, in: language).contains(letter) { return true }
            if words(of: Message.AnswerWords.no, in: language).contains(letter) { return false }
            return nil
        }
    }

    private static func words(_ text: LocalizedText, english: [String]) -> Set<String> {
        var all = Set(english)
        for string in text.strings {
            for word in string.split(separator: " ") { all.insert(String(word)) }
        }
        return all
    }

    /// `language`'s own words of `text` (none when it has no words of its own).
    private static func words(of text: LocalizedText, in language: Language) -> [String] {
        let own = text(language)
        guard own != text.english else { return [] }
        return own.split(separator: " ").map(String.init)
    }
}
