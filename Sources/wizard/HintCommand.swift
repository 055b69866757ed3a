import WizardCore
import WizardText

/// The commands wizard's hints name (how to sign out, how to answer only what is missing):
/// each with this run's `--flow` and `--store`, as the person gave them, shell-quoted, so
/// that running the hint acts on the same profile.
enum HintCommand {
    /// `wizard` and `words`, then this invocation's `--flow FILE` and `--store PATH` when it
    /// has them, as one command line (``ShellWord/commandLine(_:)``).
    static func line(_ words: [String], for invocation: Invocation) -> String {
        var all = ["wizard"] + words
        if let flow = invocation.flowPath { all += ["--flow", flow] }
        if let store = invocation.storePath { all += ["--store", store] }
        return ShellWord.commandLine(all)
    }

    /// The command that signs out of the profile this invocation used.
    static func logout(for invocation: Invocation) -> String {
        line(["profile", "--logout"], for: invocation)
    }
}
