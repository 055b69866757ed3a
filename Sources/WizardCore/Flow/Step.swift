/// One screen of a flow: an info page or a question, with its title and bottom button.
///
/// Steps are data. Frontends render them and pass what the person typed or chose back
/// through ``Session``; the validators live with the step kinds.
public struct Step: Sendable, Identifiable {
    /// Unique within a flow. For a question, also the profile store key its answer is saved under.
    public let id: String
    public let title: LocalizedText
    /// The bottom button: `Sign in`, `Next`, `Get started`. Enter presses it.
    public let button: LocalizedText
    public let kind: StepKind

    public init(id: String, title: LocalizedText, button: LocalizedText, kind: StepKind) {
        self.id = id
        self.title = title
        self.button = button
        self.kind = kind
    }

    /// Whether this step asks for an answer (every kind but ``StepKind/info(_:)``).
    public var isQuestion: Bool {
        if case .info = kind { false } else { true }
    }
}

/// What a step shows and what answer it takes.
public enum StepKind: Sendable {
    case info(InfoPage)
    case text(TextQuestion)
    case slider(SliderQuestion)
    case picker(PickerQuestion)
    case confirm(ConfirmQuestion)
}
