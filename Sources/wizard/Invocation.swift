import WizardCore
import WizardIO
import WizardText

/// What the command line asked for, parsed but not yet acted on.
struct Invocation: Equatable {
    enum Command: Equatable {
        /// No command: setup when nobody is signed in, else the profile card (seed IntroView).
        case automatic
        case setup
        case profile
        case help(topic: String?)
        case version
        case flow(FlowAction)
        /// Print the completion script for this shell.
        case completion(CommandLineSyntax.Shell)
        /// `wizard ask KIND`: one question described by flags, its answer printed.
        case ask(AskQuestion)
        /// `wizard debconf`: debconf's questions asked for a command, a socket's peer or
        /// inherited descriptors.
        case debconf(DebconfRequest)
    }

    /// What `wizard flow` does.
    enum FlowAction: Equatable {
        /// Report every problem of the flow file at this path.
        case check(path: String)
        /// Print the embedded flow's definition.
        case show
        /// List the piped answer order of a flow file, or of the embedded flow; as JSON with
        /// `--json`.
        case questions(path: String?, json: Bool)
        /// Print the flow format's JSON Schema.
        case schema
        /// Print a gettext template (`.pot`) of the flow file's translatable texts.
        case poExtract(path: String)
        /// Print the flow file with the translations of these PO files merged in.
        case poMerge(path: String, translations: [String])
    }

    /// What `wizard profile` does.
    enum ProfileAction: Equatable {
        case show
        case json
        /// `--shell`: the answers as shell assignments (``ShellAssignments``).
        case shell
        /// `--get KEY`: one answer, raw.
        case get(key: String)
        case logout
    }

    /// A step answered on the command line, as `--age 30` gives it.
    struct PresetAnswer: Equatable {
        let option: String
        let stepID: String
        let value: String
    }

    var command: Command = .automatic
    var storePath: String?
    /// `--flow FILE`: the flow to run or show instead of the embedded one.
    var flowPath: String?
    /// `--answers FILE`: a JSON object of answers by store key.
    var answersPath: String?
    var language: Language?
    var plain = false
    /// `--no-color`: no accent colour (the option keeps its usual spelling).
    var noColour = false
    var noAnimation = false
    /// `--review`: the answers are reviewed before saving, whatever the flow says.
    var reviews = false
    /// `--verbose`: a flow's exit names the step that ended the run and its status, after
    /// the line that says nothing was changed.
    var verbose = false
    /// `--progress STYLE`: the step indicator's style instead of the flow's.
    var progressStyle: ProgressStyle?
    var presetAnswers: [PresetAnswer] = []
    /// `--defaults`: questions with a default take it without being asked.
    var takesDefaults = false
    /// `--missing`: only questions without a stored answer are asked.
    var asksOnlyMissing = false
    /// `--timeout SECONDS`: give up after that long without a key (0: never), instead of the
    /// flow's own `timeout`.
    var timeout: Int?
    /// `--priority P`: ask only the steps at P or above, instead of `WIZARD_PRIORITY`'s.
    var priority: StepPriority?
    /// `--var NAME=VALUE`: this run's values of the flow's variables, by name, instead of
    /// their sources (the last one given for a name wins).
    var variables: [String: String] = [:]
    var profileAction: ProfileAction = .show
    /// `--prefix P`: what `--shell` puts before each name; `nil` without `--prefix`, for the
    /// flow's own (``shellPrefix(for:)``).
    var chosenShellPrefix: String?
    /// `--wait SECONDS`: how long a write waits for another process's lock on the store.
    var lockWait: LockWait = .forever
    /// `--listen PATH` (`wizard debconf`).
    var listenPath: String?
    /// `--fds READ,WRITE` (`wizard debconf`).
    var inheritedDescriptors: DebconfRequest.Descriptors?
}

extension Invocation {
    /// What `--shell` puts before each name of `flow`'s keys: `--prefix` as typed, or the
    /// flow's id as a name and `_` (``ShellName/defaultPrefix(forFlow:)``).
    func shellPrefix(for flow: Flow) -> String {
        chosenShellPrefix ?? ShellName.defaultPrefix(forFlow: flow.id)
    }
}

/// Whom `wizard debconf` serves: exactly one of a command it starts, a socket it listens
/// on, or two descriptors it inherited.
struct DebconfRequest: Equatable {
    /// The conversation's two ends, inherited (`--fds READ,WRITE`).
    struct Descriptors: Equatable {
        let read: Int32
        let write: Int32
    }

    /// Where the conversation comes from.
    enum Peer: Equatable {
        /// `-- COMMAND [ARG...]`: a command wizard starts.
        case command([String])
        /// `--listen PATH`: one connection to a socket wizard makes.
        case socket(path: String)
        /// `--fds READ,WRITE`.
        case descriptors(Descriptors)
    }

    let peer: Peer
}
