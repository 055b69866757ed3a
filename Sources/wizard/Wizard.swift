import WizardCore
import WizardIO

/// Dispatches an invocation to its command.
enum Wizard {
    static func run(_ invocation: Invocation, context: Context) throws -> ExitStatus {
        switch invocation.command {
        case .setup:
            let flow = try FlowLoader.flow(path: invocation.flowPath)
            return try SetupCommand.run(invocation, flow: flow, context: context)
        case .profile:
            let flow = try FlowLoader.flow(path: invocation.flowPath)
            return try ProfileCommand.run(invocation, flow: flow, context: context)
        case .automatic:
            // The seed's IntroView: the profile once signed in, else onboarding.
            let flow = try FlowLoader.flow(path: invocation.flowPath)
            let document = try context.store(for: invocation, flow: flow).load()
            if document.isSignedIn {
                return try ProfileCommand.run(invocation, flow: flow, context: context)
            }
            return try SetupCommand.run(invocation, flow: flow, context: context)
        case .flow(let action):
            return try FlowCommand.run(action, context: context)
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
