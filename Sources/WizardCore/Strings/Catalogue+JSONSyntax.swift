extension Catalogue {
    // MARK: JSON syntax errors, shown with their line and column

    /// The namespace of the parser's messages.
    public enum JSONSyntax {
    }
}
