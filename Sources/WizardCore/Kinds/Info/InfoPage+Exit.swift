/// An info page may end a run on purpose once it is shown (`"exit"`).
extension InfoPage {
    /// The page's own `exit`.
    public func exitStatus(after answer: Answer?) -> Int? { exit }
}
