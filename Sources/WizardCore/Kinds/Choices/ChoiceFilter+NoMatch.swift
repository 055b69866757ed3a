import WizardMessages

/// Enter while a filter leaves no option submits nothing: it says again that nothing
/// matches, as the list does, and how to widen.
extension ChoiceFilter {
    /// Why Enter chose nothing: the query matches no option.
    public struct NoMatch: RefusalReason {
        /// What was typed.
        public let query: String
    }

    /// The refusal of Enter while nothing matches, `nil` while something shows.
    public var noMatchRefusal: ValidationError? {
        guard isEmptied else { return nil }
        return ValidationError(
            NoMatch(query: query), alert: Message.noMatch(query.terminalSafe))
    }
}
