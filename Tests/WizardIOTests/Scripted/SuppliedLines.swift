import WizardIO

/// Piped lines from memory, then the end of input or an error.
final class SuppliedLines: LineSupplier {
    private var lines: [String]
    private let failure: InputError?
    private(set) var lineNumber = 0

    /// - Parameter failure: thrown once the lines are used up, instead of ending.
    init(_ lines: [String], then failure: InputError? = nil) {
        self.lines = lines
        self.failure = failure
    }

    func nextLine() throws(InputError) -> String? {
        guard !lines.isEmpty else {
            if let failure { throw failure }
            return nil
        }
        lineNumber += 1
        return lines.removeFirst()
    }
}
