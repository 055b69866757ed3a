import WizardMessages
import WizardText

/// A question answered with a line of text, such as a name.
///
/// Every answer is trimmed of white space at both ends and kept in NFC. Whatever the flow
/// says, it must fit the absolute bounds (``byteLimit``, ``scalarLimit``,
/// ``scalarsPerCharacterLimit``), hold no terminal-unsafe scalar (controls, escape
/// sequences, bidi controls), no invisible character (``Swift/Character/isInvisible``:
/// zero-width spaces, fillers, soft hyphens...) and at least one visible one; then it must
/// pass the question's rules: a length in user-perceived characters (grapheme clusters) and,
/// optionally, a pattern.
public struct TextQuestion: Sendable {
    /// Answers are never longer than this many characters, whatever a flow says.
    public static let lengthLimit = 1024
    /// Answers are never larger than this many bytes of UTF-8 (in NFC), whatever a flow says:
    /// with ``scalarLimit``, what bounds an answer's share of the store file.
    public static let byteLimit = 16 * 1024
    /// Answers never hold more Unicode scalars than this (in NFC), whatever a flow says.
    public static let scalarLimit = 4096
    /// No character (grapheme cluster) of an answer is made of more scalars than this: the
    /// longest emoji sequences have 10 and the deepest script stacks fewer, while a letter
    /// buried under thousands of combining marks would still count as one character.
    public static let scalarsPerCharacterLimit = 16

    /// Shown in the empty field, and as the prompt in plain mode.
    public let placeholder: LocalizedText
    /// The fewest characters accepted, and the alert for fewer.
    public let minimumLength: Int
    public let tooShortAlert: LocalizedText?
    /// The most characters accepted, and the alert for more.
    public let maximumLength: Int
    public let tooLongAlert: LocalizedText?
    /// A regular expression the whole answer must match, and the alert when it does not.
    public let pattern: TextPattern?
    /// The rules written with `"warn": true`, in the flow's order: tested only on an answer
    /// the rules above accept, and never refusing it (``SoftTextRule``).
    public let softRules: [SoftTextRule]
    /// Names the answer on the profile card; without one the answer is shown alone, as the
    /// seed's card shows the name.
    public let label: LocalizedText?
    /// The answer an empty typed line gives and the field's text at first, unless an answer
    /// is stored; one the validators accept as it is. `nil`: an empty line is a blank
    /// answer, judged as one.
    public internal(set) var defaultValue: String?

    public init(
        placeholder: LocalizedText, minimumLength: Int = 1, tooShortAlert: LocalizedText? = nil,
        maximumLength: Int = 256, tooLongAlert: LocalizedText? = nil,
        pattern: TextPattern? = nil, softRules: [SoftTextRule] = [], label: LocalizedText? = nil,
        defaultValue: String? = nil
    ) {
        self.placeholder = placeholder
        self.minimumLength = minimumLength
        self.tooShortAlert = tooShortAlert
        self.maximumLength = min(maximumLength, Self.lengthLimit)
        self.tooLongAlert = tooLongAlert
        self.pattern = pattern
        self.softRules = softRules
        self.label = label
        self.defaultValue = defaultValue
    }

    /// Why a text answer is refused.
    public enum Refusal: RefusalReason {
        /// Fewer user-perceived characters than ``minimumLength``.
        case tooShort(minimum: Int)
        /// More user-perceived characters than ``maximumLength``.
        case tooLong(maximum: Int)
        /// A line break inside the answer (a pasted one): an answer is one line.
        case lineBreak
        /// A control character, escape sequence or bidirectional control.
        case forbiddenCharacter
        /// More bytes than ``TextQuestion/byteLimit`` or scalars than
        /// ``TextQuestion/scalarLimit``.
        case tooLarge
        /// A character made of more than ``TextQuestion/scalarsPerCharacterLimit`` scalars
        /// (marks stacked on a letter).
        case overloadedCharacter
        /// A character that draws as nothing (``Swift/Character/isInvisible``).
        case invisibleCharacter
        /// Nothing but white space and blank characters that are still not trimmed.
        case nothingVisible
        /// Text that does not match ``pattern``.
        case patternMismatch
    }

    /// The answer `raw` gives as it is written, or why it is refused. A blank `raw` is a
    /// blank answer: `""` when the length rule allows none (`min_length` 0) and the pattern,
    /// if any, matches it.
    ///
    /// The work is linear in `raw`, and bounded by the absolute limits before any per-character
    /// work (the pattern included): a line of a megabyte is refused after one look at its size.
    public func validate(_ raw: String) throws(Refusal) -> String {
        let trimmed = raw.trimmingWhitespace
        // NFC composes at most a few scalars into one (jamo into a syllable): an input this
        // large cannot become small enough.
        if trimmed.utf8.count > 4 * Self.byteLimit { throw .tooLarge }
        if trimmed.unicodeScalars.contains(where: Self.isLineBreak) { throw .lineBreak }
        if trimmed.unicodeScalars.contains(where: \.isTerminalUnsafe) {
            throw .forbiddenCharacter
        }
        // NFC reorders each run of combining marks: a run this long is refused first, so that
        // its work stays linear. No character shrinks by more than four scalars into one.
        for character in trimmed
        where character.unicodeScalars.count > 4 * Self.scalarsPerCharacterLimit {
            throw .overloadedCharacter
        }
        let answer = String(trimmed).canonicallyComposed
        var (length, anyVisible, anyInvisible) = (0, false, false)
        for character in answer {
            length += 1
            var scalars = character.unicodeScalars.makeIterator()
            for _ in 0..<Self.scalarsPerCharacterLimit { _ = scalars.next() }
            if scalars.next() != nil { throw .overloadedCharacter }
            anyInvisible = anyInvisible || character.isInvisible
            anyVisible = anyVisible || character.isVisible
        }
        if answer.utf8.count > Self.byteLimit || answer.unicodeScalars.count > Self.scalarLimit {
            throw .tooLarge
        }
        // An empty answer is the length rule's to judge (a flow may allow one).
        if length > 0 && !anyVisible { throw .nothingVisible }
        if anyInvisible { throw .invisibleCharacter }
        if length < minimumLength { throw .tooShort(minimum: minimumLength) }
        if length > maximumLength { throw .tooLong(maximum: maximumLength) }
        if let pattern, !pattern.matches(answer) { throw .patternMismatch }
        return answer
    }

    /// Whether `scalar` ends a line: LF, CR, NEL, or the line and paragraph separators.
    public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The alert for `refusal`: the flow's own for this question when it gives one.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .tooShort(let minimum): tooShortAlert ?? Message.tooShort(minimum: minimum)
        case .tooLong(let maximum): tooLongAlert ?? Message.tooLong(maximum: maximum)
        case .lineBreak: Message.lineBreak
        case .forbiddenCharacter: Message.forbiddenCharacter
        case .tooLarge:
            Message.answerTooLarge(bytes: Self.byteLimit, scalars: Self.scalarLimit)
        case .overloadedCharacter:
            Message.overloadedCharacter(scalars: Self.scalarsPerCharacterLimit)
        case .invisibleCharacter: Message.invisibleCharacter
        case .nothingVisible: Message.nothingVisible
        case .patternMismatch: pattern?.alert ?? Message.notInForm
        }
    }
}
