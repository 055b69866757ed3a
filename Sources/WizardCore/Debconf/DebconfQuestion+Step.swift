import WizardMessages
import WizardText

/// Each debconf type onto a kind, and the kind's answer back into debconf's value:
///
/// | type | asked as | `GET` gives |
/// |---|---|---|
/// | `string` | a line of text, empty allowed | the text |
/// | `password` | a secret, shown as nothing, never kept | the secret as typed |
/// | `boolean` | yes or no | `true` or `false` |
/// | `select` | one of the choices, as sent | the chosen choice, as sent |
/// | `multiselect` | any of the choices, none allowed | the chosen choices joined by `, ` |
/// | `note`, `text`, `error` | a page | its value, unchanged |
/// | `title` | no step: the frame's title | its value, unchanged |
///
/// The step's key is the tag, its title the short description, its description the
/// extended one; the value `SET` gave is the answer it starts from, when it is one the
/// kind can give.
extension DebconfQuestion {
    /// What an `INPUT` of the question makes of it in a batch.
    enum Asked {
        /// A step of the batch, and the answer it starts from.
        case step(Step, stored: Answer?)
        /// No step: the frame's title is this (a `title` question).
        case title(String)
        /// Nothing to ask, as debconf's own frontends pass it over (`visible` in
        /// `/usr/share/perl5/Debconf/Element/Select.pm` and `Multiselect.pm`): a select of
        /// fewer than two choices, a multiselect of none, a question of no type.
        case passedOver
    }

    /// The question asked as its type says, its key `tag`.
    ///
    /// - Throws: ``DebconfProblem/tooManyChoices(tag:count:)`` for a list longer than
    ///   ``DebconfConversation/choiceLimit``.
    func asked(tag: String) throws(DebconfProblem) -> Asked {
        guard let type else { return .passedOver }
        let shownTitle = shownDescription ?? DebconfDescription.oneLine(tag)
        let title = LocalizedText(verbatim: shownTitle)
        // The field's name, which wizard follows with a colon of its own.
        let label = LocalizedText(verbatim: DebconfDescription.label(shownTitle))
        let text = shownExtendedDescription.map { LocalizedText(verbatim: $0) }
        func step(_ kind: any StepKind) -> Step {
            Step(id: tag, title: title, text: text, button: Message.next, kind: kind)
        }
        let noPlaceholder = LocalizedText(verbatim: "")
        switch type {
        case .string:
            let kind = StepKinds.anyText(placeholder: noPlaceholder, label: label)
            return .step(step(kind), stored: value.flatMap { try? kind.answer(toLine: $0) })
        case .password:
            let kind = StepKinds.unkeptSecret(placeholder: noPlaceholder, label: label)
            return .step(step(kind), stored: value.flatMap { try? kind.answer(toLine: $0) })
        case .boolean:
            let stored: Answer? =
                switch value {
                case "true": .flag(true)
                case "false": .flag(false)
                default: nil
                }
            return .step(step(StepKinds.yesOrNo(label: label)), stored: stored)
        case .select:
            let choices = shownChoices
            guard choices.count >= 2 else { return .passedOver }
            let kind = StepKinds.oneOf(try Self.options(choices, tag: tag), label: label)
            let stored = value.flatMap { choices.contains($0) ? Answer.choice($0) : nil }
            return .step(step(kind), stored: stored)
        case .multiselect:
            let choices = shownChoices
            guard !choices.isEmpty else { return .passedOver }
            let kind = StepKinds.anyOf(try Self.options(choices, tag: tag), label: label)
            let stored = value.map { value in
                let named = Set(DebconfChoices.parts(ofValue: value))
                return Answer.choices(choices.filter(named.contains))
            }
            return .step(step(kind), stored: stored)
        case .note, .text, .error:
            return .step(step(StepKinds.page()), stored: nil)
        case .title:
            return .title(title.english)
        }
    }

    /// `choices` as options: each choice its value, as sent, and its label, as shown.
    private static func options(_ choices: [String], tag: String) throws(DebconfProblem)
        -> [PickerOption]
    {
        guard choices.count <= DebconfConversation.choiceLimit else {
            throw .tooManyChoices(tag: tag, count: choices.count)
        }
        return choices.map { choice in
            PickerOption(
                value: choice, label: LocalizedText(verbatim: DebconfDescription.oneLine(choice)))
        }
    }

    /// The value `GET` gives for a question of `type` that `answer` answered, in the form
    /// debconf reads back: the text or secret, `true` or `false`, the chosen choice, the
    /// chosen choices joined by `, `; `nil` for a type that takes no answer.
    static func value(of type: DebconfType, after answer: Answer) -> String? {
        switch type {
        case .string, .password, .select: answer.string
        case .boolean: answer.bool.map { $0 ? "true" : "false" }
        case .multiselect: answer.strings.map(DebconfChoices.joined)
        case .note, .text, .error, .title: nil
        }
    }
}
