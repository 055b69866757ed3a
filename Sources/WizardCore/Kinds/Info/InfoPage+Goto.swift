/// An info page may send the run to another step once it is shown (`"goto"`).
extension InfoPage {
    /// The page's own `goto`.
    public func gotoTarget(after answer: Answer?) -> String? { goto }

    public var gotoTargets: (targets: [String], goesOn: Bool) {
        goto.map { ([$0], false) } ?? ([], true)
    }
}
