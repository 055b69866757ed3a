/// A confirm's answers may send the run to another step (`"goto"`).
extension ConfirmQuestion {
    /// The answer's `goto`.
    public func gotoTarget(after answer: Answer?) -> String? {
        answer?.bool.flatMap { goto[$0] }
    }

    public var gotoChoices: [(line: String, target: String)] {
        [("yes", true), ("no", false)].compactMap { line, answer in
            goto[answer].map { (line, $0) }
        }
    }

    public var gotoTargets: (targets: [String], goesOn: Bool) {
        ([true, false].compactMap { goto[$0] }, goto.count < 2)
    }
}
