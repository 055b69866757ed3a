import WizardMessages
import WizardText

/// A question answered with a line of text, such as a name.
///
/// Every answer is trimmed of white space at both ends and kept in NFC. Whatever the flow
/// says, it must fit the absolute bounds (``AnswerBounds``), hold no terminal-unsafe scalar
/// (controls, escape sequences, bidi controls), no invisible character
/// (``Swift/Character/isInvisible``: zero-width spaces, fillers, soft hyphens...) and at
/// least one visible one; then it must pass the question's ``rules``: a length in
/// user-perceived characters (grapheme clusters) and, optionally, a pattern.
public struct TextQuestion: Sendable {
    /// Shown in the empty field, and as the prompt in plain mode.
    public let placeholder: LocalizedText
    /// The length, the pattern and the soft rules an answer is checked against.
    public let rules: TextRules
    /// Names the answer on the profile card; without one the answer is shown alone, as the
    /// seed's card shows the name.
    public let label: LocalizedText?
    /// The answer an empty typed line gives and the field's text at first, unless an answer
    /// is stored; one the validators accept as it is. `nil`: an empty line is a blank
    /// answer, judged as one.
    public internal(set) var defaultValue: String?

    public init(
        placeholder: LocalizedText, rules: TextRules = TextRules(), label: LocalizedText? = nil,
        defaultValue: String? = nil
    ) {
        self.placeholder = placeholder
        self.rules = rules
        self.label = label
        self.defaultValue = defaultValue
    }

    /// Why a text answer is refused.
    public enum Refusal: RefusalReason {
        /// A rule of ``rules`` broken: too short, too long, or not matching the pattern.
        case broke(TextRules.Breach)
        /// A line break inside the answer (a pasted one): an answer is one line.
        case lineBreak
        /// A control character, escape sequence or bidirectional control.
        case forbiddenCharacter
        /// More bytes than ``AnswerBounds/byteLimit`` or scalars than
        /// ``AnswerBounds/scalarLimit``.
        case tooLarge
        /// A character made of more than ``AnswerBounds/scalarsPerCharacterLimit`` scalars
        /// (marks stacked on a letter).
        case overloadedCharacter
        /// A character that draws as nothing (``Swift/Character/isInvisible``).
        case invisibleCharacter
        /// Nothing but white space and blank characters that are still not trimmed.
        case nothingVisible
    }

    /// The answer `raw` gives as it is written, or why it is refused. A blank `raw` is a
    /// blank answer: `""` when the length rule allows none (`min_length` 0) and the pattern,
    /// if any, matches it.
    ///
    /// The work is linear in `raw`, and bounded by the absolute limits before any per-character
    /// work (the pattern included): a line of a megabyte is refused after one look at its size.
    public func validate(_ raw: String) throws(Refusal) -> String {
        let trimmed = raw.trimmingWhitespace
        // Printable ASCII, most answers, passes every check of a character as it is: each
        // is one scalar, visible or a space (and a trimmed text neither starts nor ends with
        // one), and already composed. Only the size and the flow's rules are left.
        if trimmed.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            let answer = String(trimmed)
            let length = answer.utf8.count
            if length > AnswerBounds.byteLimit || length > AnswerBounds.scalarLimit {
                throw .tooLarge
            }
            if let breach = rules.breach(of: answer, length: length) { throw .broke(breach) }
            return answer
        }
        return try validateCharacters(trimmed)
    }

    /// ``validate(_:)`` of a trimmed text, each of its characters checked.
    func validateCharacters(_ trimmed: Substring) throws(Refusal) -> String {
        // NFC composes at most a few scalars into one (jamo into a syllable): an input this
        // large cannot become small enough.
        if trimmed.utf8.count > 4 * AnswerBounds.byteLimit { throw .tooLarge }
        if trimmed.unicodeScalars.contains(where: AnswerBounds.isLineBreak) { throw .lineBreak }
        if trimmed.unicodeScalars.contains(where: \.isTerminalUnsafe) {
            throw .forbiddenCharacter
        }
        // NFC reorders each run of combining marks: a run this long is refused first, so that
        // its work stays linear. No character shrinks by more than four scalars into one.
        for character in trimmed
        where character.unicodeScalars.count > 4 * AnswerBounds.scalarsPerCharacterLimit {
            throw .overloadedCharacter
        }
        let answer = String(trimmed).canonicallyComposed
        var (length, anyVisible, anyInvisible) = (0, false, false)
        for character in answer {
            length += 1
            var scalars = character.unicodeScalars.makeIterator()
            for _ in 0..<AnswerBounds.scalarsPerCharacterLimit { _ = scalars.next() }
            if scalars.next() != nil { throw .overloadedCharacter }
            anyInvisible = anyInvisible || character.isInvisible
            anyVisible = anyVisible || character.isVisible
        }
        if answer.utf8.count > AnswerBounds.byteLimit
            || answer.unicodeScalars.count > AnswerBounds.scalarLimit
        {
            throw .tooLarge
        }
        // An empty answer is the length rule's to judge (a flow may allow one).
        if length > 0 && !anyVisible { throw .nothingVisible }
        if anyInvisible { throw .invisibleCharacter }
        if let breach = rules.breach(of: answer, length: length) { throw .broke(breach) }
        return answer
    }

    /// The alert for `refusal`: the flow's own for this question when it gives one.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .broke(let breach): rules.alert(for: breach)
        case .lineBreak: Message.lineBreak
        case .forbiddenCharacter: Message.forbiddenCharacter
        case .tooLarge:
            Message.answerTooLarge(bytes: AnswerBounds.byteLimit, scalars: AnswerBounds.scalarLimit)
        case .overloadedCharacter:
            Message.overloadedCharacter(scalars: AnswerBounds.scalarsPerCharacterLimit)
        case .invisibleCharacter: Message.invisibleCharacter
        case .nothingVisible: Message.nothingVisible
        }
    }
}
