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

extension Reentry {
    /// The entries of a line asked for twice, as a person types them, in every mode that
    /// asks a person (the screens' field, plain mode's prompts): the first, once the step's
    /// rules pass, is held while the second is typed; two that differ are refused, and both
    /// are asked again. An empty first entry is taken at once (it keeps the stored answer),
    /// and so is an entry that repeats the one both entries last agreed on (coming back to
    /// the step).
    public struct Entries: Sendable {
        /// The first entry, held while the second is typed.
        public private(set) var first: String?
        /// The entry both entries last agreed on.
        private var confirmed: String?

        public init() {}

        /// What taking an entry gave.
        public enum Taken: Equatable, Sendable {
            /// The line to answer with: confirmed, or one that needs no second entry.
            case answer(String)
            /// The first entry is held: the second is wanted.
            case secondWanted
        }

        /// Takes `line`, the first entry or the second.
        ///
        /// - Parameter check: the step's rules, which a first entry must pass before it is
        ///   asked again (a refused one is refused at once, not after it is typed twice).
        /// - Throws: `check`'s refusal of a first entry, or `reentry`'s mismatch when the
        ///   second does not repeat the first; either way the next entry is a first one.
        public mutating func take(
            _ line: String, reentry: Reentry,
            check: (String) throws(ValidationError) -> Void
        ) throws(ValidationError) -> Taken {
            if let first {
                self.first = nil
                guard reentry.repeats(first, in: line) else { throw reentry.mismatch }
                confirmed = line
                return .answer(line)
            }
            if line.isEmpty { return .answer(line) }
            if let confirmed, reentry.repeats(confirmed, in: line) { return .answer(line) }
            try check(line)
            first = line
            return .secondWanted
        }

        /// Forgets a first entry held (going back from the second asks the first again).
        public mutating func forgetFirst() {
            first = nil
        }
    }
}
