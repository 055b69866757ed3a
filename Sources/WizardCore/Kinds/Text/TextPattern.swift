import WizardText

/// A regular expression a text answer must match as a whole, with the alert shown when it
/// does not. The syntax is the subset of `docs/flow-format.md` ("Patterns"), matched by
/// ``CompiledPattern`` in time linear in the answer's length: no pattern can freeze the
/// screen, since an answer is matched at every Enter.
public struct TextPattern: Sendable {
    public let source: String
    public let alert: LocalizedText
    private let compiled: CompiledPattern

    /// Compiles `source`, or says what in it is outside the subset, and where.
    ///
    /// - Parameter instructionLimit: what is left of the flow's
    ///   ``PatternLimits/flowProgramSize``.
    public init(
        source: String, alert: LocalizedText,
        instructionLimit: Int = PatternLimits.programSize
    ) throws(PatternRefusal) {
        compiled = try CompiledPattern(source, instructionLimit: instructionLimit)
        self.source = source
        self.alert = alert
    }

    /// The same pattern with another alert (one a run's values filled in).
    public func withAlert(_ alert: LocalizedText) -> TextPattern {
        TextPattern(compiled: compiled, source: source, alert: alert)
    }

    private init(compiled: CompiledPattern, source: String, alert: LocalizedText) {
        self.compiled = compiled
        self.source = source
        self.alert = alert
    }

    /// The instructions it compiled to, counted against the flow's
    /// ``PatternLimits/flowProgramSize``.
    public var programSize: Int { compiled.programSize }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        compiled.matches(text)
    }
}
