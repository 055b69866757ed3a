import WizardText

/// The files wizard reads, named in messages.
public enum FileKind: Sendable {
    case store
    case flow
    case answers
    /// The line editor's history of earlier answers.
    case history
    /// A PO file of a flow's translations (`wizard flow po merge`).
    case translation
}
