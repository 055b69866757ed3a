import WizardCore

/// Why a run cannot start with its flow's variables (``VariableReader``).
public enum VariableError: Error, Sendable, Equatable {
    /// The flow declares a command to run, and the owner rule does not let it run: nothing
    /// was run.
    case untrustedFlow(UntrustedFlow, commands: [FlowVariable])
    /// A variable's source gave nothing to use, and it has no default.
    case noValue(FlowVariable, SourceFailure)
}

/// What went wrong with a variable's source: missing, empty, not text, or failing.
public enum SourceFailure: Error, Sendable, Equatable {
    /// The environment variable is not set.
    case unset
    /// The source gave nothing: an empty text, or a list without an item.
    case empty
    /// `--var NAME=` gave the variable an empty value.
    case emptyAssignment
    /// Its bytes are not UTF-8 text, or hold a NUL.
    case notText
    /// A single value (no `"lines": true`) with a line break inside it, from its source or,
    /// when `given`, from `--var`.
    case lineBreak(given: Bool)
    /// The file could not be read (the reason as for wizard's own files).
    case file(path: String, FileError.Reason)
    /// The command failed.
    case command(CommandFailure)
    /// Not read: the flow fails the owner rule, so it reads no file or environment variable
    /// (root's files and environment would reach a store its author owns).
    case untrustedFlow(UntrustedFlow)
}
