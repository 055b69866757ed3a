import Synchronization
import WizardText

/// The variables a run reads with earlier answers (``FlowVariable/dependsOnAnswers``):
/// `["kbd-variants", "${layout}"]` runs when a step that takes its options from it is
/// reached, and again when the answer it names changes (`docs/flow-format.md`, "Options
/// that depend on an answer").
///
/// The session asks for a value as it reaches such a step (``value(of:answers:running:)``);
/// each command is run once for each set of arguments, its value kept for the rest of the
/// run. Reading is the caller's (`read`): the owner rule and the limits of every command
/// apply to each run of it.
public final class DependentSources: Sendable {
    /// Reads one variable's value for one command, its words already filled in: the value,
    /// `nil` when it gives none (the command failed or printed nothing, and the variable has
    /// no default), and why the command failed, when it did, to tell once the run is over.
    public typealias Reader =
        @Sendable (FlowVariable, [String]) -> (
            value: VariableValue?, failure: LocalizedText?
        )

    private let read: Reader
    /// What each command gave, by its words.
    private let values = Mutex<[[String]: VariableValue?]>([:])
    /// Why each command that failed did, in the order they ran.
    private let failures = Mutex<[LocalizedText]>([])

    /// Why each command run so far failed, in order: what the run says on standard error
    /// once it is over (a line there would break the screens).
    public var failuresSoFar: [LocalizedText] { failures.withLock { $0 } }

    public init(read: @escaping Reader) {
        self.read = read
    }

    /// The value of `variable` for `answers`: read now when `running` and not read before
    /// with these arguments, else as read before. `nil` when an answer it names is absent,
    /// when it gives nothing, or when it was not read yet and `running` is `false` (a walk
    /// ahead that may not run programs).
    public func value(of variable: FlowVariable, answers: [String: Answer], running: Bool)
        -> VariableValue?
    {
        guard let words = variable.command(with: answers) else { return nil }
        if let known = values.withLock({ $0[words] }) { return known }
        guard running else { return nil }
        let (value, failure) = read(variable, words)
        values.withLock { $0[words] = value }
        if let failure { failures.withLock { $0.append(failure) } }
        return value
    }
}
