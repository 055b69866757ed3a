/// A text's answer given to a program (`["kbd-variants", "${layout}"]`).
extension TextQuestion {
    /// Whether no pattern checks its answer: a program may take it for an option.
    public var answersFreely: Bool { rules.pattern == nil }
}
