import WizardCore
import WizardIO

/// A parsed command with the flow it runs read: what ``Wizard/run(_:reader:context:)`` chooses
/// the run's language for (``RunLanguage/chosen(showing:)``) before running it, since the
/// flow's texts count in that choice.
enum LoadedCommand {
    case setup(Flow, FlowOrigin)
    case profile(Flow)
    /// No command: setup when nobody is signed in, else the profile card (seed IntroView).
    case automatic(Flow, FlowOrigin)
    case help(topic: String?)
    case version
    case flow(Invocation.FlowAction)
    case completion(CommandLineSyntax.Shell)
    case ask(AskQuestion)
    case debconf(DebconfRequest)

    /// `invocation`'s command, with the flow of `setup`, `profile` and the command without a
    /// name read (``FlowLoader/load(path:)``: `--flow FILE`, else the embedded one).
    init(_ invocation: Invocation) throws(WizardError) {
        switch invocation.command {
        case .setup:
            let (flow, origin) = try FlowLoader.load(path: invocation.flowPath)
            self = .setup(flow, origin)
        case .profile:
            self = .profile(try FlowLoader.flow(path: invocation.flowPath))
        case .automatic:
            let (flow, origin) = try FlowLoader.load(path: invocation.flowPath)
            self = .automatic(flow, origin)
        case .help(let topic): self = .help(topic: topic)
        case .version: self = .version
        case .flow(let action): self = .flow(action)
        case .completion(let shell): self = .completion(shell)
        case .ask(let question): self = .ask(question)
        case .debconf(let request): self = .debconf(request)
        }
    }

    /// What the command shows a reader, among which the run's language is chosen.
    var shownTexts: RunLanguage.ShownTexts {
        switch self {
        case .setup(let flow, _), .automatic(let flow, _): .questions(flow)
        case .profile(let flow): .flow(flow)
        case .help, .ask, .debconf: .messages
        case .flow, .completion, .version: .unnoted
        }
    }
}
