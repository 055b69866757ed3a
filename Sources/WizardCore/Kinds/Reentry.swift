import WizardText

/// A line asked for twice, the second entry to repeat the first (a confirmed secret,
/// ``StepKind/reentry``): plain mode's prompt for the second entry, and the refusal of two
/// entries that differ, after which both are asked again.
public struct Reentry: Sendable {
    /// Plain mode's prompt for the second entry.
    public let prompt: LocalizedText
    /// The refusal of a second entry that does not repeat the first.
    public let mismatch: ValidationError

    public init(prompt: LocalizedText, mismatch: ValidationError) {
        self.prompt = prompt
        self.mismatch = mismatch
    }

    /// Whether `second` repeats `first` byte for byte: `==` would take two canonically
    /// equivalent spellings (a precomposed `é` and `e` with its accent) for the same line.
    public func repeats(_ first: String, in second: String) -> Bool {
        first.utf8.elementsEqual(second.utf8)
    }
}
