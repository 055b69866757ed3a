import WizardText

/// One screen of a flow: an info page or a question, with its title and bottom button.
///
/// Steps are data. Frontends render them and pass what the person typed or chose back
/// through ``Session``; what differs between kinds lives with the kind (``StepKind``).
public struct Step: Sendable {
    /// Unique within a flow. For a question, also the profile store key its answer is saved under.
    public var id: String { storage.id }
    public var title: LocalizedText { storage.title }
    /// The step's description (`text`), under its title in every mode but piped input:
    /// paragraphs, verbatim lines and prose as ``DescriptionLayout`` reads them; `nil` for
    /// none. The only text of a flow that may hold line feeds.
    public var text: LocalizedText? { storage.text }
    /// The bottom button: `Sign in`, `Next`, `Get started`. Enter presses it.
    public var button: LocalizedText { storage.button }
    public var kind: any StepKind { storage.kind }
    /// The seconds the flow says the step takes a person, for the time left the percent
    /// progress style shows; `nil` for the kind's own guess.
    public var estimate: Double? { storage.estimate }
    /// When the step is asked, from earlier answers (`"when"`); `nil`: always.
    public var condition: Condition? { storage.condition }
    /// The names the step's texts, default or options take from a run (`${name}`,
    /// `{"from": name}`): variables and earlier steps' keys. Empty for a step that is the
    /// same in every run, which is most; a run fills in the others (``Substitutions``).
    public var references: Set<String> { storage.references }
    /// How important the step is (`"priority"`): a run asked at a higher priority answers
    /// it without asking when it can (``Session/Answering/priority``).
    public var priority: StepPriority { storage.priority }

    /// The step's fields, shared by its copies: sessions, screens and walks over a flow
    /// copy steps often, and a copy is then one reference, not one per field. A step never
    /// changes once made (``substituted(_:)`` makes another).
    private let storage: Storage

    private final class Storage: Sendable {
        let id: String
        let title: LocalizedText
        let text: LocalizedText?
        let button: LocalizedText
        let kind: any StepKind
        let estimate: Double?
        let condition: Condition?
        let references: Set<String>
        let priority: StepPriority

        init(
            id: String, title: LocalizedText, text: LocalizedText?, button: LocalizedText,
            kind: any StepKind, estimate: Double?, condition: Condition?,
            references: Set<String>, priority: StepPriority
        ) {
            self.id = id
            self.title = title
            self.text = text
            self.button = button
            self.kind = kind
            self.estimate = estimate
            self.condition = condition
            self.references = references
            self.priority = priority
        }
    }

    public init(
        id: String, title: LocalizedText, text: LocalizedText? = nil, button: LocalizedText,
        kind: any StepKind, estimate: Double? = nil, condition: Condition? = nil,
        references: Set<String> = [], priority: StepPriority = .stepDefault
    ) {
        storage = Storage(
            id: id, title: title, text: text, button: button, kind: kind, estimate: estimate,
            condition: condition, references: references, priority: priority)
    }

    /// The same step with `text` as its description.
    public func describing(_ text: LocalizedText?) -> Step {
        Step(
            id: id, title: title, text: text, button: button, kind: kind, estimate: estimate,
            condition: condition, references: references, priority: priority)
    }

    /// This step with `substitutions` filled into its texts, default and options; itself when
    /// it names nothing from a run. Once the answers are known, or when it names only
    /// variables, the result names nothing more; before, only its options are filled in
    /// (``Substitutions``).
    public func substituted(_ substitutions: Substitutions) -> Step {
        guard !references.isEmpty else { return self }
        var substitutions = substitutions
        substitutions.fillsTexts = substitutions.fillsTexts(of: self)
        return Step(
            id: id, title: substitutions.text(title), text: text.map(substitutions.text),
            button: substitutions.text(button), kind: kind.substituted(substitutions),
            estimate: estimate, condition: condition,
            references: substitutions.fillsTexts ? [] : references, priority: priority)
    }

    /// Whether the step is asked after `answers` (by store key): it has no condition, or
    /// its condition holds.
    public func isAsked(after answers: [String: Answer]) -> Bool {
        condition?.holds(for: answers) ?? true
    }

    /// About how many seconds the step takes: the flow's estimate, else the kind's.
    public var estimatedSeconds: Double { estimate ?? kind.estimatedSeconds }

    /// The step's kind when it asks for an answer, `nil` for an info page.
    public var question: (any QuestionKind)? { kind.question }

    /// Whether this step asks for an answer: the kind's type says so (``StepKind/isQuestion``),
    /// with no dynamic cast, which costs more than the rest of the question.
    public var isQuestion: Bool { type(of: kind).isQuestion }

    /// Whether a line editor edits this step at a terminal (a text field).
    public var isLineEdited: Bool { kind.isLineEdited }
}
