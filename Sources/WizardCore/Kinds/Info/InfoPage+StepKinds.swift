extension StepKinds {
    /// A page that only informs: its title and description (``Step/text``), and a button
    /// that moves on. It takes no answer.
    public static func page() -> any StepKind {
        InfoPage()
    }
}
