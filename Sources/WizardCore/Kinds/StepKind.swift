import WizardText

/// What a kind of step is, in every frontend: the contract each folder under `Kinds/`
/// fulfils (`docs/kinds.md`). An info page is a step kind; a question kind is one that
/// takes an answer (``QuestionKind``).
///
/// A kind is a value read from a flow file (``FlowFileKind``, registered in
/// ``KindRegistry``). It knows how a line answers it, how it starts on the interactive
/// screen (its ``StepEdit``), how plain mode asks it, and how `wizard flow questions`
/// sums it up.
public protocol StepKind: Sendable {
    /// The kind's name in flow files (`"text"`, `"slider"`), as `docs/flow-format.md` lists.
    static var formatName: String { get }

    /// Whether a line editor edits the step at a terminal, rather than the screen's own
    /// key handling: the interactive frontend hands such a step to readline.
    var isLineEdited: Bool { get }

    /// The answer a line gives as it is written: piped input, a plain-mode line, a
    /// command-line option's value, an answers file's value or the screens' text field.
    /// `nil` for a step that takes no answer.
    ///
    /// A blank line is judged as a blank answer, by the kind's own rules (a text's
    /// length, a picker's required choice, a multi-select's fewest choices): the default an
    /// empty *typed* line takes is not the kind's to give but ``Step/answer(for:)``'s
    /// (``declaredDefault``) and the session's (a stored answer).
    ///
    /// - Throws: the refusal with the alert the step shows for it.
    func answer(toLine line: String) throws(ValidationError) -> Answer?

    /// The answer the flow declares as the step's default (its `default`): what an empty
    /// typed line takes when no answer is stored, and where the screens start. `nil` for a
    /// question without one, and for a page.
    var declaredDefault: Answer? { get }

    /// The interactive screen's state for the step at the start: at its default.
    ///
    /// - Parameters:
    ///   - stored: the step's stored answer (``Session/storedAnswer(to:)``), which is its
    ///     default in place of the flow's.
    ///   - language: the run's language, which the edit reads its keys in where they depend
    ///     on it (a letter jumps to a label as shown, a typed filter matches the labels
    ///     shown, German `j` says yes); an edit whose keys do not ignores it.
    func makeEdit(stored: Answer?, language: Language) -> any StepEdit

    /// Plain mode's lines under the step's title, and the prompt before the cursor.
    ///
    /// The prompt says the default an empty line takes: `stored` (the step's stored
    /// answer, ``Session/storedAnswer(to:)``) when there is one, else the flow's default.
    /// Plain mode never puts text in the field itself.
    func linePrompt(for step: Step, stored: Answer?, language: Language) -> (
        introduction: [String], prompt: String
    )

    /// Plain mode's lines and prompt when an empty line keeps `answer`, which the kind's
    /// answers may not show there (``AnswerExposure/Places/summaries``: a secret's). They
    /// never name it; they may say that there is one (`Password [set]: `), and whether it
    /// was typed this run (`givenThisRun`) or comes from the store. By default, the prompt
    /// of a step with nothing stored.
    func linePrompt(
        for step: Step, keepingUnnamed answer: Answer, givenThisRun: Bool, language: Language
    ) -> (introduction: [String], prompt: String)

    /// What `wizard flow questions` says a line may be.
    var acceptedAnswers: LocalizedText { get }

    /// About how many seconds a person spends on the step when the flow gives no
    /// `estimate`: the time left the percent progress style shows adds these up.
    var estimatedSeconds: Double { get }

    /// An SF Symbol name or glyph the step shows over its title (an info page's `icon`),
    /// empty for none; the profile card shows the flow's first.
    var icon: String { get }

    /// The kind as a question, `nil` for a page that takes no answer; ``QuestionKind``'s
    /// extension gives `self`.
    ///
    /// A requirement rather than a cast (`as? any QuestionKind`): the Swift runtime answers
    /// a cast to a protocol by scanning every conformance record in the binary, once for
    /// each type, which costs a piped run more than reading its answers
    /// (`docs/performance.md`).
    var question: (any QuestionKind)? { get }

    /// Whether steps of this kind take an answer: ``question`` for the type, for the flow
    /// reader, which asks before it has a value.
    static var isQuestion: Bool { get }

    /// The JSON type the profile store keeps this kind's answers as, `nil` for a kind that
    /// takes none; a question's is its ``QuestionKind/answerDomain``'s, and no kind writes
    /// its own. Asked of the kind itself: making ``question``'s existential copies the whole
    /// kind into a box, which cost reading a store more than parsing it.
    var storedType: JSONType? { get }

    /// Whether `value` is an answer the kind can store: a question's
    /// ``QuestionKind/answerDomain`` contains it; never, for a kind that takes none. Asked of
    /// the kind itself, as ``storedType`` is; and a kind whose domain is a list made on each
    /// call (a picker's option values) answers without making it.
    func admits(stored value: JSONValue) -> Bool

    /// How its answer may be seen: its input as typed, masked or hidden, and where the
    /// answer may be shown back. ``AnswerExposure/visible`` (the default) for every kind
    /// whose answer is no secret.
    var exposure: AnswerExposure { get }

    /// The kind with `substitutions` filled into every text it has (labels, placeholders,
    /// alerts, options' labels), into its default, and its options taken from their source
    /// (``optionSources``). Every kind fills in each of its texts: a flow may name a run's
    /// values in any of them (`docs/flow-format.md`, "Substitutions").
    func substituted(_ substitutions: Substitutions) -> any StepKind

    /// Where its options come from when the flow does not list them (`{"from": NAME}`);
    /// empty for every kind without options, and for options the flow lists.
    var optionSources: [OptionSource] { get }

    /// The options its answer offers a later step that takes its options from it
    /// (`"options": {"from": KEY}`); `nil` (the default) for a kind whose answer offers
    /// none: only a multi-select's does.
    var offeredOptions: OfferedOptions? { get }

    /// How many options the step lists itself, not counting those its ``optionSources``
    /// give: what the flow's option budget counts (``FlowWork``).
    var listedOptionCount: Int { get }

    /// The status the run ends with, saving nothing, once the step is answered with
    /// `answer` (`nil` for a page): an option chosen that has `"exit"`, or a page's own
    /// `"exit"`. `nil` (the default) for a step after which the run goes on.
    func exitStatus(after answer: Answer?) -> Int?

    /// The options that end the run when chosen (``PickerOption/exit``), for `flow
    /// questions`; none by default.
    var exitOptions: [PickerOption] { get }

    /// The key or id of the step the run continues at once the step is answered with
    /// `answer` (`nil` for a page): an option chosen that has `"goto"`, or a page's own
    /// `"goto"` (`docs/flow-format.md`, "Going round again"). `nil` (the default) for a
    /// step after which the run goes on to the next.
    func gotoTarget(after answer: Answer?) -> String?

    /// Whether the kind takes its options from a source that gave none this run: the step
    /// has nothing to offer, and a session passes it over. `false` (the default) for every
    /// kind without a source of options.
    var offersNothing: Bool { get }

    /// The text a run filled into the step's default that the kind cannot take
    /// (``RunDefault/refused(_:)``), which the run warns about; `nil` (the default) for a
    /// default taken, or none read from the run.
    var refusedDefault: String? { get }

    /// Every step the kind may continue at (``gotoTarget(after:)``), each with whether the
    /// step may also go on to the next one (an option without `"goto"`, or options known
    /// only at run time): what `flow check` follows. Empty (the default) for a kind that
    /// always goes on.
    var gotoTargets: (targets: [String], goesOn: Bool) { get }

    /// Each answer that sends the run elsewhere, as a line gives it (`yes`, an option's
    /// value), with the step it goes to, in order: what `flow questions` lists. Empty (the
    /// default) for a kind without `"goto"` on its answers.
    var gotoChoices: [(line: String, target: String)] { get }

    /// Whether its answer is free text no pattern checks: what a program given it as an
    /// argument may take for an option. `false` (the default) for every kind but a text
    /// without a `pattern`.
    var answersFreely: Bool { get }

    /// Whether a line is the answer as typed, white space and all: then only a line with
    /// nothing in it is empty (and takes the stored answer), not one of white space only.
    /// `false` (the default) for every kind but the secret, whose spaces are its own.
    var takesLinesAsTyped: Bool { get }

    /// Plain mode's reading of a line a person typed, before it is answered: a list finds an
    /// option by part of its name there (``TypedLine``). Piped input and answers files never
    /// ask, so their lines stay exact. ``TypedLine/answer(_:)`` with the line (the default)
    /// for every kind without options.
    func lookUp(typed line: String, language: Language) -> TypedLine

    /// The values of the options `query` matches (``TextQuery``, labels in `language`), best
    /// first, as `wizard ask choose --filter` prints them; every value for a query of no
    /// term; `nil` (the default) for a kind without options.
    func filtered(by query: String, language: Language) -> [String]?

    /// How a person typing the answer is asked for it a second time, to match the first;
    /// `nil` (the default) for a kind asked once. Plain mode and the screens ask again;
    /// piped input, which no one types, gives it once.
    var reentry: Reentry? { get }

    /// The warning a soft check (``SoftTextRule``) gives `answer`, one the kind's rules
    /// accepted; `nil` (the default) when it passes them, or the kind has none.
    func warning(about answer: Answer) -> ValidationError?
}

extension StepKind {
    public var exposure: AnswerExposure { .visible }
    public var optionSources: [OptionSource] { [] }
    public var listedOptionCount: Int { 0 }
    public var offeredOptions: OfferedOptions? { nil }
    public func exitStatus(after answer: Answer?) -> Int? { nil }
    public var exitOptions: [PickerOption] { [] }
    public func gotoTarget(after answer: Answer?) -> String? { nil }
    public var refusedDefault: String? { nil }
    public var offersNothing: Bool { false }
    public var gotoTargets: (targets: [String], goesOn: Bool) { ([], true) }
    public var gotoChoices: [(line: String, target: String)] { [] }
    public var answersFreely: Bool { false }
    public var takesLinesAsTyped: Bool { false }
    public var reentry: Reentry? { nil }
    public func warning(about answer: Answer) -> ValidationError? { nil }
    public func lookUp(typed line: String, language: Language) -> TypedLine { .answer(line) }
    public func filtered(by query: String, language: Language) -> [String]? { nil }
    public func linePrompt(
        for step: Step, keepingUnnamed answer: Answer, givenThisRun: Bool, language: Language
    ) -> (introduction: [String], prompt: String) {
        linePrompt(for: step, stored: nil, language: language)
    }
    public var question: (any QuestionKind)? { nil }
    public static var isQuestion: Bool { false }
    public var storedType: JSONType? { nil }
    public func admits(stored value: JSONValue) -> Bool { false }
}

/// A step kind that takes an answer and stores it under the step's key.
public protocol QuestionKind: StepKind {
    /// Why the kind refuses an answer: its own enum of reasons.
    associatedtype Refusal: RefusalReason

    /// The alert the step shows for `refusal` (a flow may define its own).
    func alert(for refusal: Refusal) -> LocalizedText

    /// The answer a line gives as it is written (blank as a blank answer), or the kind's
    /// reason to refuse it; ``answer(toLine:)`` adds the alert.
    func answer(validating line: String) throws(Refusal) -> Answer

    /// The line an answers file's value stands for, then answered as a typed line;
    /// `nil` for a value of a type the kind does not take there.
    func line(fromAnswersFile value: JSONNode.Value) -> String?

    /// The answer an answers file's value gives as the store keeps it, taken as it is
    /// without the rules a typed line must pass: a crypt(3) hash given for a secret kept
    /// hashed, as preseeding gives one. `nil` (the default, for every other value and kind):
    /// the value stands for a line (``line(fromAnswersFile:)``).
    func storedAnswer(fromAnswersFile value: JSONNode.Value) -> Answer?

    /// A stored value read back as an answer; `nil` when it is not of ``storedType``.
    func answer(stored value: JSONValue) -> Answer?

    /// Every answer the question can store: what a condition on it may test, which stored
    /// answers are still valid defaults, and (``AnswerDomain/storedType``) the JSON type the
    /// profile store keeps them as, a stored value of another type making the store unusable.
    var answerDomain: AnswerDomain { get }

    /// The profile card's line for `answer`, terminal-safe; `nil` to show none.
    func cardLine(for answer: Answer, language: Language) -> String?

    /// `answer` as a text that names it (`${key}`) shows it: a text as typed, a slider's
    /// number with its unit, a picker's label, a multi-select's labels joined, confirm's yes
    /// or no. Only asked of a kind whose ``exposure`` lets it appear in
    /// ``AnswerExposure/Places/texts``.
    func shownAnswer(_ answer: Answer, language: Language) -> String

    /// The most UTF-8 bytes ``shownAnswer(_:language:)`` gives in any language, counting
    /// the options the question lists but not those its ``StepKind/optionSources`` give:
    /// what each text that names it costs the flow's substitution budget (``FlowWork``).
    var shownAnswerByteLimit: Int { get }

    /// The profile card's line when the profile holds no answer: the seed ProfileView's
    /// fallbacks (`USERNAME`, `나이 : -1세`, `UNKNOWN`).
    func fallbackCardLine(language: Language) -> String?
}

extension QuestionKind {
    /// Fifteen seconds: reading the question and answering it.
    public var estimatedSeconds: Double { 15 }

    /// Questions show no icon.
    public var icon: String { "" }

    public var question: (any QuestionKind)? { self }
    public static var isQuestion: Bool { true }
    /// Its ``answerDomain``'s JSON type.
    public var storedType: JSONType? { answerDomain.storedType }

    public func admits(stored value: JSONValue) -> Bool { answerDomain.contains(value) }

    /// ``answer(validating:)``, its refusal paired with the alert, which quotes the line
    /// only where the kind's ``exposure`` lets it.
    public func answer(toLine line: String) throws(ValidationError) -> Answer? {
        do {
            return try answer(validating: line)
        } catch {
            throw refusal(error).quoting(line).withholding(line, as: exposure)
        }
    }

    /// `refusal` with its alert, as the session throws it.
    public func refusal(_ refusal: Refusal) -> ValidationError {
        ValidationError(refusal, alert: alert(for: refusal))
    }

    public func storedAnswer(fromAnswersFile value: JSONNode.Value) -> Answer? { nil }

    /// A string as the line typed, a whole number as its digits, `true` and `false` as
    /// yes and no: the answers file's scalars, which every kind so far takes.
    public func line(fromAnswersFile value: JSONNode.Value) -> String? {
        switch value {
        case .string(let string): string
        case .integer(let number): String(number)
        case .bool(let flag): flag ? "yes" : "no"
        case .object, .array, .fraction, .null: nil
        }
    }
}
