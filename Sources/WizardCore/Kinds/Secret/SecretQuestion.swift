import WizardMessages
import WizardText

/// A question whose answer is a secret, such as a password or a passphrase: typed unseen,
/// asked twice when the flow says so (`confirm`), and kept as the flow says (`keep`): as a
/// crypt(3) hash, as typed in a store only its owner may read, or not at all.
///
/// A secret is taken byte for byte: never trimmed of white space, never normalised (a
/// passphrase typed as `e` and a combining accent stays so, as crypt(3) hashes its bytes).
/// It holds no control character (which not every mode can type, and which a C string
/// would cut at) and at most ``byteLimit`` bytes; then it must pass the question's
/// ``rules``, those of a text question: a length in user-perceived characters and,
/// optionally, a pattern. The answer appears nowhere but the store (``exposure``).
public struct SecretQuestion: Sendable {
    /// What becomes of the answer once the profile is saved (`"keep"`).
    public enum Keep: String, Sendable, CaseIterable {
        /// A crypt(3) hash with a fresh salt (yescrypt), as `/etc/shadow` holds one: the
        /// default.
        case hash
        /// The answer itself, in a store written mode 0600.
        case plain
        /// Nothing: only this run's `wizard setup --json` output carries it.
        case none
    }

    /// The most bytes of UTF-8 a secret may have: what libxcrypt hashes
    /// (`CRYPT_MAX_PASSPHRASE_SIZE`, 512, less the C string's terminating zero).
    public static let byteLimit = 511

    /// Shown in the empty field, and as the prompt in plain mode.
    public let placeholder: LocalizedText
    /// The length, the pattern and the soft rules a secret is checked against, as a text
    /// question's.
    public let rules: TextRules
    /// Names the secret on the profile card, which says only that it is set.
    public let label: LocalizedText
    /// Whether a person typing it is asked twice, the second entry to match the first.
    public let confirm: Bool
    /// What the store keeps of it.
    public let keep: Keep
    /// How it shows while typed at the screens: a bullet a character (`"bullets"`,
    /// ``AnswerExposure/Echo/masked``) or nothing (`"none"`, ``AnswerExposure/Echo/hidden``).
    /// Plain mode shows nothing either way (``AnswerExposure/Echo/inPlainMode``).
    public let echo: AnswerExposure.Echo

    public init(
        placeholder: LocalizedText, rules: TextRules = TextRules(), label: LocalizedText,
        confirm: Bool = false, keep: Keep = .hash, echo: AnswerExposure.Echo = .masked
    ) {
        self.placeholder = placeholder
        self.rules = rules
        self.label = label
        self.confirm = confirm
        self.keep = keep
        self.echo = echo
    }

    /// Why a secret is refused.
    public enum Refusal: RefusalReason {
        /// A rule of ``rules`` broken: too short, too long, or not matching the pattern.
        case broke(TextRules.Breach)
        /// A control character (C0, DEL or C1), Tab included.
        case controlCharacter
        /// More bytes of UTF-8 than ``SecretQuestion/byteLimit``.
        case tooLarge
        /// A second entry that does not repeat the first (``confirm``).
        case entriesDiffer
    }

    /// `line` itself, as typed, or why it is refused. An empty line is refused unless the
    /// question's least length is 0.
    ///
    /// The work is linear in `line`, and bounded by ``byteLimit`` before any per-character
    /// work (the pattern included).
    public func validate(_ line: String) throws(Refusal) -> String {
        if line.utf8.count > Self.byteLimit { throw .tooLarge }
        if line.unicodeScalars.contains(where: {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }) {
            throw .controlCharacter
        }
        if let breach = rules.breach(of: line, length: line.count) { throw .broke(breach) }
        return line
    }

    /// The alert for `refusal`: the flow's own for this question when it gives one. None
    /// quotes the secret.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .broke(let breach): rules.alert(for: breach)
        case .controlCharacter: Message.secretControlCharacter
        case .tooLarge: Message.secretTooLarge(bytes: Self.byteLimit)
        case .entriesDiffer: Message.secretsDiffer
        }
    }
}

extension Answer {
    /// A secret's answer: the line as typed, byte for byte, or a crypt(3) hash.
    public static func secret(_ secret: String) -> Answer { Answer(.string(secret)) }
}
