/// A regular expression a text answer must match as a whole, with the alert shown when it
/// does not. The syntax is the subset of `docs/flow-format.md` ("Patterns"), matched by
/// ``CompiledPattern`` in time linear in the answer's length: no pattern can freeze the
/// screen, since an answer is matched at every Enter.
public struct TextPattern: Sendable {
    public let source: String
    public let alert: LocalizedText
    private let compiled: CompiledPattern

    /// Compiles `source`, or says what in it is outside the subset, and where.
    public init(source: String, alert: LocalizedText) throws(PatternRefusal) {
        compiled = try CompiledPattern(source)
        self.source = source
        self.alert = alert
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        compiled.matches(text)
    }
}
