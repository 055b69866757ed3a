import WizardMessages
import WizardText

/// The secret kind in every frontend: readline edits it at a terminal, showing bullets or
/// nothing; plain mode shows nothing; a line is its answer as typed; it appears on the card
/// as "set", and nowhere else but the store and `--json` output.
extension SecretQuestion: QuestionKind {
    public static let formatName = "secret"

    public var isLineEdited: Bool { true }

    /// None: a default would put the secret in the flow file.
    public var declaredDefault: Answer? { nil }

    /// Its white space is its own: only an empty line is empty.
    public var takesLinesAsTyped: Bool { true }

    /// Its input as ``echo`` says; shown back only on the card (its own line, which says
    /// "set") and in `--json` (the stored hash or answer), and never when it is not kept;
    /// kept as ``keep`` says.
    public var exposure: AnswerExposure {
        switch keep {
        case .hash: AnswerExposure(echo: echo, places: [.card], keeping: .hashed)
        case .plain: AnswerExposure(echo: echo, places: [.card], keeping: .privately)
        case .none: AnswerExposure(echo: echo, places: [], keeping: .never)
        }
    }

    /// Asked again when ``confirm``: `Again: ` in plain mode.
    public var reentry: Reentry? {
        guard confirm else { return nil }
        return Reentry(prompt: Message.secretAgainPrompt, mismatch: refusal(.entriesDiffer))
    }

    /// The first of its ``TextRules/softRules`` that the secret does not pass, its alert quoting
    /// nothing of it.
    public func warning(about answer: Answer) -> ValidationError? {
        guard let secret = answer.string else { return nil }
        return rules.warning(about: secret)?.withholding(secret, as: exposure)
    }

    public func answer(validating line: String) throws(Refusal) -> Answer {
        .secret(try validate(line))
    }

    /// A hash, given for a secret kept hashed, taken as the store keeps it: past the
    /// rules, which are a passphrase's.
    public func storedAnswer(fromAnswersFile value: JSONNode.Value) -> Answer? {
        guard keep == .hash, case .string(let text) = value, CryptForm.isHash(text) else {
            return nil
        }
        return .secret(text)
    }

    /// An empty field, whatever is stored: an empty line keeps the stored secret, which the
    /// field says while it is empty.
    public func makeEdit(stored: Answer?, language: Language) -> any StepEdit {
        SecretEdit(question: self, keepsStored: stored != nil)
    }

    /// `Password: `: nothing is kept.
    public func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    ) {
        ([], LinePrompt.fieldName(fieldName(language)) + ": ")
    }

    /// `Password [set]: `, which an empty line keeps; a secret from the store (not typed
    /// this run) is said once more before it, as the screens say it: `Enter keeps the
    /// current password.`
    public func linePrompt(
        for step: Step, keepingUnnamed answer: Answer, givenThisRun: Bool, language: Language
    ) -> (introduction: [String], prompt: String) {
        let prompt =
            LinePrompt.fieldName(fieldName(language)) + " [\(Message.secretSet(language))]: "
        return (givenThisRun ? [] : [Message.secretKeptNote(language)], prompt)
    }

    /// What names the field: the placeholder, else the label.
    private func fieldName(_ language: Language) -> String {
        placeholder(language).isEmpty ? label(language) : placeholder(language)
    }

    public var acceptedAnswers: LocalizedText {
        Message.acceptsSecret(
            minimum: rules.minimumLength, maximum: rules.maximumLength,
            pattern: rules.pattern?.source,
            twice: confirm, keep: keep)
    }

    /// Kept hashed, what it stores is a hash; otherwise the secrets its rules accept.
    public var answerDomain: AnswerDomain {
        switch keep {
        case .hash: .text(accepts: CryptForm.isHash)
        case .plain, .none: .text { (try? validate($0)) != nil }
        }
    }

    /// A stored string; nothing for a secret that is never kept, whatever the store holds.
    public func answer(stored value: JSONValue) -> Answer? {
        guard keep != .none, case .string(let text) = value else { return nil }
        return .secret(text)
    }

    /// `Password: set`: never the secret nor its hash.
    public func cardLine(for answer: Answer, language: Language) -> String? {
        AnswerLine.text(label: label, value: Message.secretSet(language), language: language)
    }

    /// `Password: UNKNOWN`.
    public func fallbackCardLine(language: Language) -> String? {
        AnswerLine.text(label: label, value: Message.unknownValue(language), language: language)
    }
}
