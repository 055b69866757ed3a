import WizardCore
import WizardIO

/// Dispatches an invocation to its command.
enum Wizard {
    static func run(_ invocation: Invocation, context: Context) throws -> ExitStatus {
        switch invocation.command {
        case .setup:
            return try SetupCommand.run(invocation, context: context)
        case .profile:
            return try ProfileCommand.run(invocation, context: context)
        case .automatic:
            // The seed's IntroView: the profile once signed in, else onboarding.
            let document = try context.store(for: invocation).load()
            if document.isSignedIn {
                return try ProfileCommand.run(invocation, context: context)
            }
            return try SetupCommand.run(invocation, context: context)
        case .help(let topic):
            guard let help = Catalogue.help(topic: topic) else {
                throw UsageError(.unknownHelpTopic(topic ?? ""))
            }
            context.standardOutput.write(help(context.language) + "\n")
            return .success
        case .version:
            context.standardOutput.write(Catalogue.version + "\n")
            return .success
        }
    }
}
