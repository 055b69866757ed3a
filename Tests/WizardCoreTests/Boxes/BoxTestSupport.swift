import Testing
import WizardCore

/// The command lines the box tests read, as `whiptail ARGS` or `dialog ARGS` would.
enum Boxes {
    static func whiptail(_ arguments: String...) -> BoxInvocation {
        BoxCommandLine.read(arguments, as: .whiptail)
    }

    static func dialog(_ arguments: String..., environment: [String: String] = [:]) -> BoxInvocation
    {
        BoxCommandLine.read(arguments, as: .dialog, environment: environment)
    }

    /// The command `invocation` shows, failing the test when it shows none.
    static func command(
        _ invocation: BoxInvocation, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> BoxCommand {
        guard case .box(let command) = invocation else {
            Issue.record("expected a box, got \(invocation)", sourceLocation: sourceLocation)
            throw Failure.noBox
        }
        return command
    }

    /// The problem and status `invocation` refuses with, `nil` when it does not.
    static func refusal(_ invocation: BoxInvocation) -> (BoxProblem, Int)? {
        if case .refused(let problem, let status) = invocation { (problem, status) } else { nil }
    }

    enum Failure: Error { case noBox }
}
